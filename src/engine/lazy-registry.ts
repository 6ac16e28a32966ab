import { trackable, type Trackable } from './trackable';

/**
 * A registry whose entries live in one module per area (data sources, form actions), loaded
 * together on first use and then read synchronously by React's use(). Names of later areas win.
 * A load that failed (a chunk lost to the network) is not kept: the next use asks for the areas again,
 * instead of every later page that needs them crashing until the visitor reloads.
 */
export function lazyRegistry<Entry>(areas: ReadonlyArray<() => Promise<Record<string, Entry>>>): () => Trackable<Record<string, Entry>> {
  let loaded: Trackable<Record<string, Entry>> | null = null;
  return () => {
    if (!loaded) {
      const loading = trackable(Promise.all(areas.map((load) => load())).then((maps) => Object.assign({}, ...maps) as Record<string, Entry>));
      loaded = loading;
      loading.catch(() => {
        if (loaded === loading) loaded = null;
      });
    }
    return loaded;
  };
}
