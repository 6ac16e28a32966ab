import type { Kysely } from 'kysely';
import type { DB, Sport } from '../db/schema';

/**
 * Each customer's current level in a sport: the latest recorded value, the club's own provider (taykus)
 * taking precedence over World Padel Rating when both exist.
 */
export async function currentLevels(db: Kysely<DB>, customerIds: number[], sport: Sport): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('levels')
    .distinctOn('customer_id')
    .select(['customer_id', 'value'])
    .where('customer_id', 'in', [...new Set(customerIds)])
    .where('sport', '=', sport)
    .orderBy('customer_id')
    .orderBy((eb) => eb('provider', '=', 'taykus'), 'desc')
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.customer_id, row.value]));
}
