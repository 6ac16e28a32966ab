/**
 * The one way the portal loads data from the server: a query names its operation and
 * parameters (its key) and how to load it. Every caller of the same key shares one request
 * and its answer; a load nobody waits for any more is cancelled; a write invalidates.
 * Chosen over a library to keep the home page under its JavaScript budget; the hook over
 * it is useQuery (./use-query), and a store's getter reads an entry with current() (MobX-observable).
 */

import { isInvalidatedBy, type Invalidation, type QueryKey } from '../api/query-keys';
import { isAbort, newEntry, type Entry } from './query-entry';

export type { Invalidation, QueryKey } from '../api/query-keys';

export interface QueryOptions<T> {
  /**
   * While watched, how long after an answer to load it again (an access code's validity, a draw under way);
   * null: not before a viewer, a write, the tab's focus or the network asks. Replaces hand-written polls.
   */
  refetchAfter?(data: T): number | null;
}

export interface Query<T> {
  readonly key: QueryKey;
  /** Loads the data; pass the signal to the client call so a load nobody needs stops. */
  load(signal: AbortSignal): Promise<T>;
  readonly options?: QueryOptions<T>;
}

export type QueryState<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'failed'; readonly error: unknown };

export function query<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, options?: QueryOptions<T>): Query<T> {
  return { key, load, options };
}

/** How long an answer is served from the cache before a new viewer loads it again. */
export const FRESH_FOR_MS = 30_000;

export const LOADING: QueryState<never> = Object.freeze({ status: 'loading' });

export function keyText(key: QueryKey): string {
  return JSON.stringify(key);
}

/** An answer as the server's render inlines it into the page (`type="application/json"`), for the client to start with. */
export interface SeededAnswer {
  key: QueryKey;
  data: unknown;
}

export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Rendering on the server: a viewer of a query not loaded yet waits for it (React's use() suspends the render,
   * which react-dom/static's prerender waits for), so the page's HTML carries the answers, not skeletons.
   */
  readonly waitsInRender: boolean;

  constructor(
    private readonly now: () => number = Date.now,
    options: { waitsInRender?: boolean } = {},
  ) {
    this.waitsInRender = options.waitsInRender ?? false;
  }

  /** Settles when the query has an answer or a failure (never rejects): what a server render waits for. */
  settled(query: Query<unknown>): Promise<void> {
    const entry = this.entryOf(query);
    entry.settling ??= this.start(entry).then(
      () => undefined,
      () => undefined,
    );
    return entry.settling;
  }

  /** Starts with answers the server's render loaded: fresh, so nobody loads them again for FRESH_FOR_MS. */
  seed(answers: readonly SeededAnswer[]): void {
    for (const { key, data } of answers) {
      const entry = this.entryOf(query(key, () => Promise.reject(new Error('A seeded answer is loaded again by its first viewer'))));
      entry.state = { status: 'ready', data };
      entry.loadedAt = this.now();
    }
  }

  /** Every loaded answer, for the server's render to inline; failed is whether any query failed. */
  answers(): { answers: SeededAnswer[]; failed: boolean } {
    const answers: SeededAnswer[] = [];
    let failed = false;
    for (const [text, entry] of this.entries) {
      if (entry.state.status === 'ready') answers.push({ key: JSON.parse(text) as QueryKey, data: entry.state.data });
      else if (entry.state.status === 'failed') failed = true;
    }
    return { answers, failed };
  }

  /** The key of every answer held or under way (loaded, loading or failed): what a change heard elsewhere may make stale. */
  keys(): QueryKey[] {
    return [...this.entries.keys()].map((text) => JSON.parse(text) as QueryKey);
  }

  /** The query's data: a fresh answer from the cache, else the one request every caller shares. */
  fetch<T>(query: Query<T>): Promise<T> {
    const entry = this.entryOf(query);
    if (entry.state.status === 'ready' && this.isFresh(entry)) return Promise.resolve(entry.state.data as T);
    entry.waiting += 1;
    const pending = this.start(entry);
    const release = () => {
      entry.waiting -= 1;
    };
    pending.then(release, release);
    return pending as Promise<T>;
  }

  /** What a viewer shows now; stable until it changes (for useSyncExternalStore). */
  read<T>(key: QueryKey): QueryState<T> {
    return (this.entries.get(keyText(key))?.state ?? LOADING) as QueryState<T>;
  }

  /**
   * For a store's getter: the query's state, observable by MobX. While an observer (a component, a computed)
   * reads it, the query is watched like a mounted viewer's, so a store derives from the cache and copies nothing.
   * The server's render observes nothing: it reads what is loaded.
   */
  current<T>(query: Query<T>): QueryState<T> {
    const entry = this.entryOf(query);
    if (!this.waitsInRender) entry.atom.reportObserved();
    return entry.state as QueryState<T>;
  }

  /**
   * The tab came back or the network returned: every watched answer older than FRESH_FOR_MS (or stale, or failed)
   * loads again, keeping its data on screen meanwhile; a failure then keeps the data.
   */
  refetchWatched(): void {
    for (const entry of this.entries.values()) {
      if (entry.listeners.size > 0 && !entry.pending && (entry.state.status !== 'ready' || !this.isFresh(entry))) this.start(entry, true, true).catch(() => undefined);
    }
  }

  /**
   * Watches a query, loading it when it is missing, stale or failed. The returned function stops
   * watching; when the last viewer leaves, a load still under way is cancelled.
   */
  watch<T>(query: Query<T>, listener: () => void): () => void {
    const entry = this.entryOf(query);
    entry.listeners.add(listener);
    if (entry.state.status !== 'ready' || !this.isFresh(entry)) this.start(entry).catch(() => undefined);
    return () => {
      entry.listeners.delete(listener);
      // A microtask later: React re-subscribes at once when it only re-renders (StrictMode, new options).
      queueMicrotask(() => {
        if (entry.listeners.size > 0) return;
        this.stopRefetch(entry);
        if (entry.waiting === 0) entry.controller?.abort();
      });
    };
  }

  /**
   * After a write: every answer of the operations (or of every operation of the tags) it changed is stale.
   * Watched ones load again at once, keeping their data on screen meanwhile. A write names what it
   * changed: there is no "everything".
   */
  invalidate(first: Invalidation, ...more: Invalidation[]): void {
    for (const entry of this.matching([first, ...more])) {
      if (entry.listeners.size > 0) this.start(entry, true).catch(() => undefined);
    }
  }

  /** Marks the answers stale without loading them now: the next viewer loads them again. */
  forget(first: Invalidation, ...more: Invalidation[]): void {
    this.matching([first, ...more]);
  }

  /** Entries the targets reach, marked stale; unwatched settled ones are dropped. */
  private matching(targets: readonly Invalidation[]): Entry[] {
    const matched: Entry[] = [];
    for (const [text, entry] of this.entries) {
      const read = (JSON.parse(text) as QueryKey)[0];
      if (!isInvalidatedBy(read, targets)) continue;
      entry.stale = true;
      matched.push(entry);
      if (entry.listeners.size === 0 && !entry.pending && !entry.atom.isBeingObserved) this.entries.delete(text);
    }
    return matched;
  }

  private entryOf(query: Query<unknown>): Entry {
    const text = keyText(query.key);
    let entry = this.entries.get(text);
    if (!entry) {
      entry = newEntry(query, () => this.watch(query, () => entry?.atom.reportChanged()));
      this.entries.set(text, entry);
    }
    entry.load = query.load;
    entry.options = query.options as QueryOptions<unknown> | undefined;
    return entry;
  }

  private stopRefetch(entry: Entry): void {
    if (entry.refetchTimer !== null) clearTimeout(entry.refetchTimer);
    entry.refetchTimer = null;
  }

  /** After an answer, while watched: the next load its refetchAfter asks for. */
  private scheduleRefetch(entry: Entry, data: unknown): void {
    this.stopRefetch(entry);
    const after = entry.listeners.size > 0 ? entry.options?.refetchAfter?.(data) : null;
    if (after === null || after === undefined || !Number.isFinite(after)) return;
    entry.refetchTimer = setTimeout(
      () => {
        entry.refetchTimer = null;
        if (entry.listeners.size > 0) this.start(entry, true, true).catch(() => undefined);
      },
      Math.max(after, 0),
    );
  }

  private isFresh(entry: Entry): boolean {
    return !entry.stale && this.now() - entry.loadedAt < FRESH_FOR_MS;
  }

  private start(entry: Entry, restart = false, background = false): Promise<unknown> {
    // A load cancelled when its last viewer left may not have ended yet: a viewer (or caller) coming meanwhile
    // starts a new one instead of waiting on the cancelled one, which would leave it loading for ever.
    if (entry.pending && !restart && !entry.controller?.signal.aborted) return entry.pending;
    entry.controller?.abort();
    this.stopRefetch(entry);
    const controller = new AbortController();
    entry.controller = controller;
    entry.stale = false;
    // A failed answer shows loading again while it retries; a ready one stays on screen.
    if (entry.state.status === 'failed') this.set(entry, LOADING);
    const settle = async () => {
      try {
        const data = await entry.load(controller.signal);
        // The client answers a cancelled call with a refusal: not an answer to keep.
        if (controller.signal.aborted) throw new DOMException('The load was cancelled', 'AbortError');
        return { data };
      } catch (error) {
        return { error, cancelled: controller.signal.aborted || isAbort(error) };
      }
    };
    const pending: Promise<unknown> = settle().then((outcome) => {
      // A newer load took over (invalidate): callers get its answer.
      if (entry.controller !== controller) return entry.pending;
      entry.pending = null;
      entry.controller = null;
      if ('data' in outcome) {
        entry.loadedAt = this.now();
        this.set(entry, { status: 'ready', data: outcome.data });
        this.scheduleRefetch(entry, outcome.data);
        return outcome.data;
      }
      // A reload of an answer on screen (focus, the network back, a poll) that fails keeps the answer, stale.
      if (!outcome.cancelled && background && entry.state.status === 'ready') {
        entry.stale = true;
        throw outcome.error;
      }
      // Cancelled: nobody was waiting; the next viewer starts over.
      if (!outcome.cancelled) this.set(entry, { status: 'failed', error: outcome.error });
      else if (entry.state.status !== 'ready') this.set(entry, LOADING);
      throw outcome.error;
    });
    entry.pending = pending;
    return pending;
  }

  private set(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    entry.listeners.forEach((listener) => listener());
  }
}
