import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Takes, for the rest of the transaction, the lock of one customer's unpaid holds: the pre-books and joins of
 * one customer queue on it, so counting the holds and writing the new one are one step and concurrent
 * requests cannot pass the cap together. Lock order: it is taken first in its transaction, before any
 * booking row (lockBookingForJoin, expireOverlappingHolds), and never while one is held. The first key
 * carries the schema, so databases of several schemas (the tests') do not share the locks.
 */
export async function lockHoldsOf(trx: Transaction<DB>, customerId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('unpaid-holds:' || coalesce(current_schema(), '')), ${customerId}::int)`.execute(trx);
}

/**
 * The customer's unpaid holds at `now` and the club's cap on them. A hold is a booking the customer owns
 * that waits for its payment with its deadline ahead, or a place the customer joined whose share is
 * unpaid (pending, not checked out) with its hold ahead. Paid, confirmed, cancelled and lapsed ones do not count.
 */
export async function unpaidHolds(db: Kysely<DB>, customerId: number, now: Date): Promise<{ held: number; max: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('clubs').select('max_unpaid_holds').orderBy('id').limit(1).as('max'),
      eb
        .selectFrom('bookings')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .where('owner_customer_id', '=', customerId)
        .where('status', '=', 'Pending')
        .where('payment_deadline', '>', now)
        .as('owned'),
      eb
        .selectFrom('booking_players')
        .innerJoin('bookings', 'bookings.id', 'booking_players.booking_id')
        .innerJoin('sales', 'sales.id', 'booking_players.sale_id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .where('booking_players.customer_id', '=', customerId)
        .where('booking_players.hold_until', '>', now)
        .where('bookings.owner_customer_id', '<>', customerId)
        .where('bookings.status', 'in', ['Pending', 'Confirmed'])
        .where('sales.status', '=', 'Pending')
        .where('sales.checked_out_at', 'is', null)
        .as('joined'),
    ])
    .executeTakeFirstOrThrow();
  return { held: Number(row.owned ?? 0) + Number(row.joined ?? 0), max: row.max ?? 2 };
}
