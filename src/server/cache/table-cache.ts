import { LRUCache } from 'lru-cache';
import type { Change, ChangeFeed } from './change-feed';

export interface CacheCounts {
  hit: number;
  miss: number;
  bypass: number;
}

interface Entry {
  tables: readonly string[];
  value: Promise<unknown>;
  /** The value once read: a caller of `getUntil` checks it without waiting a turn for the promise. */
  read?: { value: unknown };
}

/**
 * Reads kept in memory until a table they came from changes. A read is shared by every request that
 * asks while it runs (one query for a burst of identical requests); a change drops the entries of its
 * table, so a read that was running then is used by those already waiting but never kept. Without a
 * live change feed every call reads through.
 */
export class TableCache {
  /** Reads answered from memory, read from the database, and read through (no live feed), by the key's kind: the metrics' hit rates. */
  readonly stats: Map<string, CacheCounts> = new Map();
  readonly #entries: LRUCache<string, Entry>;
  readonly #feed: ChangeFeed | undefined;
  readonly #countsOfKey = new Map<string, CacheCounts>();

  constructor(feed: ChangeFeed | undefined, options: { maxEntries?: number; stats?: Map<string, CacheCounts> } = {}) {
    this.#feed = feed;
    if (options.stats) this.stats = options.stats;
    this.#entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? 2000 });
    feed?.subscribe({ changed: (change) => this.#changed(change), reset: () => this.#entries.clear() });
  }

  /** The value of `key`, read by `load` when not kept; `tables` are those `load` reads. */
  get<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!this.#feed?.live) {
      this.#count(key, 'bypass');
      return load();
    }
    const kept = this.#entries.get(key);
    if (kept) {
      this.#count(key, 'hit');
      return kept.value as Promise<T>;
    }
    this.#count(key, 'miss');
    const value = load();
    const entry: Entry = { tables, value };
    this.#entries.set(key, entry);
    // A failed read is not kept: the next caller tries again.
    value.then(
      (read) => (entry.read = { value: read }),
      () => {
        if (this.#entries.peek(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  /**
   * Like `get`, for a value that is also right only until an instant of the server's clock (`validUntil`
   * of what `load` returns): a caller whose `now` is at or past it reads again.
   */
  async getUntil<T extends { validUntil: Date }>(key: string, tables: readonly string[], now: Date, load: () => Promise<T>): Promise<T> {
    const current = (value: T) => value.validUntil.getTime() > now.getTime();
    const kept = this.#entries.get(key);
    if (kept && this.#feed?.live) {
      const value = kept.read ? (kept.read.value as T) : await (kept.value as Promise<T>);
      if (current(value)) {
        this.#count(key, 'hit');
        return value;
      }
      if (this.#entries.peek(key) === kept) this.#entries.delete(key);
    }
    const value = await this.get(key, tables, load);
    // A read another caller started earlier may already be past for this one.
    return current(value) ? value : load();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry of `key` goes now (a write this instance just committed that touches only that entry). */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  /** A write this instance just committed: its entries go now, before the database's notification arrives. */
  changed(table: string): void {
    this.#changed({ table });
  }

  #count(key: string, outcome: keyof CacheCounts): void {
    let counts = this.#countsOfKey.get(key);
    if (!counts) {
      // 'day:3:2026-05-01' counts as 'day'; a kept answer as its operation ('answer:main-settings:en-US' as 'answer:main-settings').
      const [first = key, second] = key.split(':');
      const kind = first === 'answer' && second ? `${first}:${second}` : first;
      counts = this.stats.get(kind);
      if (!counts) this.stats.set(kind, (counts = { hit: 0, miss: 0, bypass: 0 }));
      // The counts of a key's kind, found once per key rather than by splitting the key on every read (bounded like the entries).
      if (this.#countsOfKey.size >= this.#entries.max) this.#countsOfKey.clear();
      this.#countsOfKey.set(key, counts);
    }
    counts[outcome] += 1;
  }

  #changed(change: Change): void {
    const stale = [...this.#entries.entries()].filter(([, entry]) => entry.tables.includes(change.table)).map(([key]) => key);
    for (const key of stale) this.#entries.delete(key);
  }
}
