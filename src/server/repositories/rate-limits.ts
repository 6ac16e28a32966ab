import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface Attempts {
  /** Attempts in the current window, this one included. */
  hits: number;
  windowStart: Date;
}

/**
 * Counts one attempt in each of several buckets' fixed windows in one atomic upsert (one round trip for a
 * request counted per customer and per address), so concurrent requests on any number of server instances
 * never lose a count: the first attempt opens a window, the first one after it is over opens the next.
 * Rows are written in the buckets' name order, so two requests sharing buckets always lock them in the same
 * order and never deadlock.
 */
export async function countAttempts(db: Kysely<DB>, buckets: ReadonlyArray<{ bucket: string; windowMs: number }>, now: Date): Promise<Map<string, Attempts>> {
  const unique = [...new Map(buckets.map((entry) => [entry.bucket, entry])).values()].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  if (unique.length === 0) return new Map();
  // Each bucket's window ends at its own time: the row's bucket picks its cut-off.
  const cutoff = sql`CASE rate_limits.bucket ${sql.join(
    unique.map(({ bucket, windowMs }) => sql`WHEN ${bucket} THEN CAST(${new Date(now.getTime() - windowMs)} AS timestamptz)`),
    sql` `,
  )} END`;
  const expired = sql<boolean>`rate_limits.window_start <= ${cutoff}`;
  const rows = await db
    .insertInto('rate_limits')
    .values(unique.map(({ bucket }) => ({ bucket, window_start: now, hits: 1 })))
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE least(rate_limits.hits, 2147483646) + 1 END`,
        window_start: sql<Date>`CASE WHEN ${expired} THEN CAST(${now} AS timestamptz) ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['bucket', 'hits', 'window_start'])
    .execute();
  return new Map(rows.map((row) => [row.bucket, { hits: row.hits, windowStart: new Date(row.window_start) }]));
}

/** Forgets the buckets whose window started before the given time. */
export async function forgetAttemptsBefore(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
