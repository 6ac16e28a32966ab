import { use, useCallback, useEffect, useSyncExternalStore } from 'react';
import { keyText, LOADING, type Query, type QueryState } from './QueryCache';
import { useRootStore } from './StoresContext';

/**
 * A query's state for a component: loading, ready (with data of the query's type) or failed.
 * The request is shared with every other viewer of the same key and cancelled once the last
 * one unmounts; `root.queries.invalidate(operationId)` after a write loads it again.
 */
export function useQuery<T>(query: Query<T>, enabled = true): QueryState<T> {
  const { queries } = useRootStore();
  const text = keyText(query.key);
  const subscribe = useCallback(
    (listener: () => void) => (enabled ? queries.watch(query, listener) : () => undefined),
    // The key decides what is watched; a new query object with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queries, text, enabled],
  );
  const read = () => (enabled ? queries.read<T>(query.key) : LOADING);
  const state = useSyncExternalStore(subscribe, read, read);
  // On the server the render waits for the answer (the page's HTML shows it); in the browser it watches.
  if (queries.waitsInRender) {
    // One use() per viewer on every try, loaded or not: React replays a suspended component and hands each use()
    // what the same call gave on the last try, by position, so a conditional call would shift the answers.
    use(state.status === 'loading' && enabled ? queries.settled(query) : SETTLED);
    return enabled ? queries.read<T>(query.key) : state;
  }
  return state;
}

/** A promise React reads as already settled (its status set as use() sets it), for a viewer with nothing to wait for. */
const SETTLED: PromiseLike<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * A query's data once loaded, null while loading; a failure is only logged and shows as
 * `whenFailed` (home lists and header widgets fail quietly, doc 1 §8).
 */
export function useQuietQuery<T>(what: string, query: Query<T>, whenFailed: T, enabled = true): T | null {
  const state = useQuery(query, enabled);
  const failed = state.status === 'failed' ? state.error : null;
  useEffect(() => {
    if (failed !== null) console.warn(`Could not load ${what}`, failed);
  }, [what, failed]);
  if (state.status === 'loading') return null;
  return state.status === 'ready' ? state.data : whenFailed;
}

const NO_ITEMS: readonly never[] = [];

/** A list's items once loaded, null while loading; a failure is logged and shows as empty. */
export function useQuietList<T>(what: string, query: Query<readonly T[]>, enabled = true): readonly T[] | null {
  return useQuietQuery(what, query, NO_ITEMS, enabled);
}
