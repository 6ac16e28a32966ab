import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The language of the customer's latest checkout that stored one (the one they last used with the club), or null. */
export async function customerCheckoutLanguage(db: Kysely<DB>, customerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('sales')
    .select('language')
    .where('customer_id', '=', customerId)
    .where('language', 'is not', null)
    .orderBy('checked_out_at', (order) => order.desc().nullsLast())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.language ?? null;
}
