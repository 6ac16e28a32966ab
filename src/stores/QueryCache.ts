/**
 * The one way the portal loads data from the server: a query names its operation and
 * parameters (its key) and how to load it. Every caller of the same key shares one request
 * and its answer; a load nobody waits for any more is cancelled; a write invalidates.
 * Chosen over a library to keep the home page under its JavaScript budget; the hook over
 * it is useQuery (./use-query).
 */

import { isInvalidatedBy, type Invalidation, type QueryKey } from '../api/query-keys';

export type { Invalidation, QueryKey } from '../api/query-keys';

export interface Query<T> {
  readonly key: QueryKey;
  /** Loads the data; pass the signal to the client call so a load nobody needs stops. */
  load(signal: AbortSignal): Promise<T>;
}

export type QueryState<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly data: T } | { readonly status: 'failed'; readonly error: unknown };

export function query<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>): Query<T> {
  return { key, load };
}

/** How long an answer is served from the cache before a new viewer loads it again. */
export const FRESH_FOR_MS = 30_000;

export const LOADING: QueryState<never> = Object.freeze({ status: 'loading' });

interface Entry {
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
  /** The server render's wait for this entry (see settled()), the same promise for every re-render. */
  settling?: Promise<void>;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

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
        if (entry.listeners.size === 0 && entry.waiting === 0) entry.controller?.abort();
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
      if (entry.listeners.size === 0 && !entry.pending) this.entries.delete(text);
    }
    return matched;
  }

  private entryOf(query: Query<unknown>): Entry {
    const text = keyText(query.key);
    let entry = this.entries.get(text);
    if (!entry) {
      entry = { state: LOADING, pending: null, controller: null, loadedAt: 0, stale: false, listeners: new Set(), waiting: 0, load: query.load };
      this.entries.set(text, entry);
    }
    entry.load = query.load;
    return entry;
  }

  private isFresh(entry: Entry): boolean {
    return !entry.stale && this.now() - entry.loadedAt < FRESH_FOR_MS;
  }

  private start(entry: Entry, restart = false): Promise<unknown> {
    // A load cancelled when its last viewer left may not have ended yet: a viewer (or caller) coming meanwhile
    // starts a new one instead of waiting on the cancelled one, which would leave it loading for ever.
    if (entry.pending && !restart && !entry.controller?.signal.aborted) return entry.pending;
    entry.controller?.abort();
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
        return outcome.data;
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
