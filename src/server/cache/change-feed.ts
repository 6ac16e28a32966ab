import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ListenHandlers, Listening } from '../db/notifications';
import { currentSchema } from '../db/current-schema';

/** The channel the triggers of migration 016 notify on. */
const CACHE_CHANNEL = 'club_cache';

/** A committed write to a cached table; `table: 'sessions'` with the customer's id when a session version moved. */
export interface Change {
  table: string;
  id?: number;
  /** `table: 'live'` (migration 042): what a player's open screen shows changed, for the live hub (src/server/live/). */
  live?: Record<string, unknown>;
}

export interface ChangeListener {
  changed(change: Change): void;
  /** Changes may have been missed: forget everything. */
  reset(): void;
}

/**
 * The database's change notifications for this server's schema, handed to the caches. `live` is false
 * while the listening connection is down: the caches then read through, since they would not hear of a change.
 */
export class ChangeFeed {
  #listeners = new Set<ChangeListener>();
  #live = true;
  #listening?: Listening;

  private constructor(private readonly schema: string) {}

  /** Starts listening; `listen` is `Database.listen`. */
  static async start(db: Kysely<DB>, listen: (channel: string, handlers: ListenHandlers) => Promise<Listening>): Promise<ChangeFeed> {
    const feed = new ChangeFeed(await currentSchema(db));
    feed.#listening = await listen(CACHE_CHANNEL, {
      onMessage: (payload) => feed.#receive(payload),
      onGap: (listening) => {
        feed.#live = listening;
        feed.#reset();
      },
    });
    return feed;
  }

  /** A feed nobody writes to, for tests of the caches themselves. */
  static manual(): ChangeFeed & { emit(change: Change): void; gap(listening: boolean): void } {
    const feed = new ChangeFeed('manual') as ChangeFeed & { emit(change: Change): void; gap(listening: boolean): void };
    feed.emit = (change) => feed.#dispatch(change);
    feed.gap = (listening) => {
      feed.#live = listening;
      feed.#reset();
    };
    return feed;
  }

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#live = false;
    this.#reset();
    await this.#listening?.close();
  }

  #receive(payload: string): void {
    let parsed: { schema?: unknown; table?: unknown; id?: unknown; live?: unknown };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      // Not one of ours: to be safe, as if anything had changed.
      this.#reset();
      return;
    }
    if (parsed.schema !== this.schema || typeof parsed.table !== 'string') return;
    const live = typeof parsed.live === 'object' && parsed.live !== null ? { live: parsed.live as Record<string, unknown> } : {};
    this.#dispatch({ table: parsed.table, ...(typeof parsed.id === 'number' ? { id: parsed.id } : {}), ...live });
  }

  #dispatch(change: Change): void {
    for (const listener of this.#listeners) listener.changed(change);
  }

  #reset(): void {
    for (const listener of this.#listeners) listener.reset();
  }
}
