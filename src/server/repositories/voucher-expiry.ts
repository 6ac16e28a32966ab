import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** When the first of a customer's vouchers still valid at `now` expires (the server's clock, as activeVouchers reads it), or null. */
export async function firstVoucherExpiry(db: Kysely<DB>, customerId: number, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.min<Date>('expires_at').as('first'))
    .where('customer_id', '=', customerId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.first ?? null;
}
