import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** When the first of a customer's vouchers still valid now expires (the database's now, as activeVouchers reads it), or null. */
export async function firstVoucherExpiry(db: Kysely<DB>, customerId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.min<Date>('expires_at').as('first'))
    .where('customer_id', '=', customerId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.first ?? null;
}
