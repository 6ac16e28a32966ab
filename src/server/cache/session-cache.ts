import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';
import type { CacheCounts } from './table-cache';

interface Session {
  actorId: number;
  /** The actor's current session version; undefined when the customer is gone. */
  version: number | undefined;
}

const SESSION_CACHE_DEFAULTS = { ttlMs: 10_000, maxTokens: 20_000 };

/**
 * The session-version check of a bearer token, kept per token for a short, bounded time so a signed-in
 * page's calls do not each read the customer row. A change of a customer's session version (password
 * change or reset, removal) drops its tokens at once: on this instance by `forget`, on every instance
 * by the database's notification. Without a live change feed every check reads the database.
 */
export class SessionCache {
  /** Checks answered from memory, read from the database, and read through (no live feed), for the metrics. */
  readonly stats: CacheCounts = { hit: 0, miss: 0, bypass: 0 };
  readonly #sessions: LRUCache<string, Session>;
  readonly #feed: ChangeFeed | undefined;
  // Moves on every forget or reset: a read that started before one is used but not kept.
  #epoch = 0;

  constructor(feed: ChangeFeed | undefined, options: { ttlMs?: number; maxTokens?: number } = {}) {
    this.#feed = feed;
    this.#sessions = new LRUCache<string, Session>({
      max: options.maxTokens ?? SESSION_CACHE_DEFAULTS.maxTokens,
      ttl: options.ttlMs ?? SESSION_CACHE_DEFAULTS.ttlMs,
      // The wall clock (which tests can pin) rather than lru-cache's own performance.now(): how long a kept session
      // stays fresh is the cache's own affair, not a decision by the server's clock (app.clock).
      perf: { now: () => Date.now() },
    });
    feed?.subscribe({
      changed: (change) => {
        if (change.table === 'sessions' && change.id !== undefined) this.forget(change.id);
      },
      reset: () => {
        this.#epoch += 1;
        this.#sessions.clear();
      },
    });
  }

  /** The current session version of the token's actor, from `read` when not kept. */
  async version(token: string, actorId: number, read: () => Promise<number | undefined>): Promise<number | undefined> {
    if (!this.#feed?.live) {
      this.stats.bypass += 1;
      return read();
    }
    const kept = this.#sessions.get(token);
    if (kept && kept.actorId === actorId) {
      this.stats.hit += 1;
      return kept.version;
    }
    this.stats.miss += 1;
    const epoch = this.#epoch;
    const version = await read();
    if (epoch === this.#epoch) this.#sessions.set(token, { actorId, version });
    return version;
  }

  /** Every kept token of the actor goes: its next request reads the database again. */
  forget(actorId: number): void {
    this.#epoch += 1;
    const tokens = [...this.#sessions.entries()].filter(([, session]) => session.actorId === actorId).map(([token]) => token);
    for (const token of tokens) this.#sessions.delete(token);
  }
}
