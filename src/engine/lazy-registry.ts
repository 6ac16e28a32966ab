import { trackable, type Trackable } from './trackable';

/**
 * A registry whose entries live in one module per area (data sources, form actions), loaded
 * together on first use and then read synchronously by React's use(). Names of later areas win.
 */
export function lazyRegistry<Entry>(areas: ReadonlyArray<() => Promise<Record<string, Entry>>>): () => Trackable<Record<string, Entry>> {
  let loaded: Trackable<Record<string, Entry>> | null = null;
  return () => {
    loaded ??= trackable(Promise.all(areas.map((load) => load())).then((maps) => Object.assign({}, ...maps) as Record<string, Entry>));
    return loaded;
  };
}
