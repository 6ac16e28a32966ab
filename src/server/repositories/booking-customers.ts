import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Which of these customer ids exist. */
export async function existingCustomerIds(db: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('customers').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
