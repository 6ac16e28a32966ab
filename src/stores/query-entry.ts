// A QueryCache entry: its state, its load under way, its viewers, and the MobX atom a store's getter observes.
import { createAtom, type IAtom } from 'mobx';
import { keyText, LOADING, type Query, type QueryOptions, type QueryState } from './QueryCache';

export interface Entry {
  state: QueryState<unknown>;
  pending: Promise<unknown> | null;
  controller: AbortController | null;
  loadedAt: number;
  /** Set by invalidate(): the next viewer (or the current ones, at once) loads again. */
  stale: boolean;
  listeners: Set<() => void>;
  /** Callers of fetch() still waiting: a load they wait for is not cancelled. */
  waiting: number;
  load: (signal: AbortSignal) => Promise<unknown>;
  options: QueryOptions<unknown> | undefined;
  /** The next load refetchAfter asked for. */
  refetchTimer: ReturnType<typeof setTimeout> | null;
  /** MobX's view of the entry: a store's getter reading current() observes it, and watches the query meanwhile. */
  atom: IAtom;
  /** The server render's wait for this entry (see settled()), the same promise for every re-render. */
  settling?: Promise<void>;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A new entry; `watch` is called while MobX observes it (a store's getter over current()) and its result stops watching. */
export function newEntry(query: Query<unknown>, watch: () => () => void): Entry {
  let unwatch: (() => void) | null = null;
  const entry: Entry = {
    state: LOADING,
    pending: null,
    controller: null,
    loadedAt: 0,
    stale: false,
    listeners: new Set(),
    waiting: 0,
    load: query.load,
    options: query.options as QueryOptions<unknown> | undefined,
    refetchTimer: null,
    atom: createAtom(
      `query ${keyText(query.key)}`,
      // A microtask later: starting a load sets state, which MobX refuses inside the derivation that observed it.
      () => queueMicrotask(() => (unwatch ??= entry.atom.isBeingObserved ? watch() : null)),
      () => {
        unwatch?.();
        unwatch = null;
      },
    ),
  };
  return entry;
}

/** Has the cache load again what is on screen when the window gets the focus back or goes online; answers the function that stops it. */
export function refetchOnFocusAndReconnect(
  queries: { refetchWatched(): void },
  target: {
    addEventListener(event: string, listener: () => void): void;
    removeEventListener(event: string, listener: () => void): void;
    document?: Pick<Document, 'visibilityState'>;
  },
): () => void {
  const refetch = () => {
    if (target.document?.visibilityState !== 'hidden') queries.refetchWatched();
  };
  const events = ['focus', 'online', 'visibilitychange'] as const;
  for (const event of events) target.addEventListener(event, refetch);
  return () => events.forEach((event) => target.removeEventListener(event, refetch));
}
