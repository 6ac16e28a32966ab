import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface Attempts {
  /** Attempts in the current window, this one included. */
  hits: number;
  windowStart: Date;
}

/**
 * Counts one attempt in a bucket's fixed window, in one atomic upsert, so concurrent requests on any
 * number of server instances never lose a count: the first attempt opens a window, the first one
 * after it is over opens the next.
 */
export async function countAttempt(db: Kysely<DB>, bucket: string, windowMs: number, now: Date): Promise<Attempts> {
  const expired = sql<boolean>`rate_limits.window_start <= ${new Date(now.getTime() - windowMs)}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE least(rate_limits.hits, 2147483646) + 1 END`,
        window_start: sql<Date>`CASE WHEN ${expired} THEN ${now} ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowStart: new Date(row.window_start) };
}

/** Forgets the buckets whose window started before the given time. */
export async function forgetAttemptsBefore(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
