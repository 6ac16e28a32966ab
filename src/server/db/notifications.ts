import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A LISTEN subscription: `onMessage` gets each payload; `onGap` is called when notifications may have been missed (connection lost and re-established). */
export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Notifications may have been lost: `listening` false when the connection dropped, true once it listens again. Drop everything kept. */
  onGap(listening: boolean): void;
}

/**
 * PGlite runs in this process: a NOTIFY is delivered when its transaction commits, before the
 * committing query returns, so a change is seen at once by every reader of this instance.
 */
export async function listenPglite(pglite: PGlite, channel: string, handlers: ListenHandlers): Promise<Listening> {
  const unlisten = await pglite.listen(channel, (payload) => handlers.onMessage(payload));
  return { close: () => unlisten() };
}

const RECONNECT_MS = [100, 500, 1000, 5000];

/**
 * A dedicated PostgreSQL connection (outside the pool: LISTEN needs a connection of its own) that
 * reconnects after a drop; every drop and every reconnection is a gap, since notifications sent
 * meanwhile are lost.
 */
export async function listenPostgres(options: { url: string; schema?: string; channel: string } & ListenHandlers): Promise<Listening> {
  let closed = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url, ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}) });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${options.channel}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    options.onGap(false);
    retry();
  };

  const retry = () => {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      connect().then(
        // What changed while nobody listened is unknown: forget it all once more, now that we listen again.
        () => options.onGap(true),
        () => retry(),
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
