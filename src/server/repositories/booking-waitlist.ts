import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** The live entries of a booking's waitlist (waiting or holding an offer), first in line first. */
export async function liveWaitlist(db: Kysely<DB> | Transaction<DB>, bookingId: number) {
  return db
    .selectFrom('booking_waitlist')
    .innerJoin('customers', 'customers.id', 'booking_waitlist.customer_id')
    .select(['booking_waitlist.id', 'booking_waitlist.customer_id', 'booking_waitlist.status', 'booking_waitlist.offer_expires_at', 'customers.email', 'customers.name'])
    .where('booking_waitlist.booking_id', '=', bookingId)
    .where('booking_waitlist.status', 'in', ['Waiting', 'Offered'])
    .orderBy('booking_waitlist.id')
    .execute();
}

export type WaitlistEntry = Awaited<ReturnType<typeof liveWaitlist>>[number];

/** Offers whose time ran out become Lapsed (the place goes to the next in line). */
export async function lapseOffers(trx: Transaction<DB>, bookingId: number, now: Date): Promise<void> {
  await trx
    .updateTable('booking_waitlist')
    .set({ status: 'Lapsed' })
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'Offered')
    .where('offer_expires_at', '<=', now)
    .execute();
}

export async function offerPlace(trx: Transaction<DB>, entryId: number, now: Date, expires: Date): Promise<void> {
  await trx.updateTable('booking_waitlist').set({ status: 'Offered', offered_at: now, offer_expires_at: expires }).where('id', '=', entryId).execute();
}

/** Adds the customer at the end of the line; false when already in it. */
export async function enterWaitlist(trx: Transaction<DB>, bookingId: number, customerId: number): Promise<boolean> {
  const added = await trx
    .insertInto('booking_waitlist')
    .values({ booking_id: bookingId, customer_id: customerId })
    .onConflict((oc) => oc.columns(['booking_id', 'customer_id']).where('status', 'in', ['Waiting', 'Offered']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}

export async function closeWaitlistEntry(trx: Transaction<DB>, bookingId: number, customerId: number, status: 'Joined' | 'Left'): Promise<number> {
  const closed = await trx
    .updateTable('booking_waitlist')
    .set({ status })
    .where('booking_id', '=', bookingId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['Waiting', 'Offered'])
    .returning('id')
    .execute();
  return closed.length;
}

/** Bookings still starting after `now` with someone in their line (for the periodic offer sweep). */
export async function bookingsWithWaitlist(db: Kysely<DB>, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_waitlist')
    .innerJoin('bookings', 'bookings.id', 'booking_waitlist.booking_id')
    .select('booking_waitlist.booking_id')
    .distinct()
    .where('booking_waitlist.status', 'in', ['Waiting', 'Offered'])
    .where('bookings.starts_at', '>', now)
    .where('bookings.status', 'in', ['Pending', 'Confirmed'])
    .execute();
  return rows.map((row) => row.booking_id);
}

/**
 * The next moment a booking with a live line changes by itself: the first offer to lapse or unpaid share
 * hold to run out after `now` (null when none). The sweep wakes then, so the place passes on promptly.
 */
export async function nextWaitlistDeadline(db: Kysely<DB>, now: Date): Promise<Date | null> {
  const lined = db.selectFrom('booking_waitlist').select('booking_id').where('status', 'in', ['Waiting', 'Offered']);
  const offer = await db
    .selectFrom('booking_waitlist')
    .select((eb) => eb.fn.min('offer_expires_at').as('at'))
    .where('status', '=', 'Offered')
    .where('offer_expires_at', '>', now)
    .executeTakeFirst();
  const hold = await db
    .selectFrom('booking_players')
    .select((eb) => eb.fn.min('hold_until').as('at'))
    .where('hold_until', '>', now)
    .where('booking_id', 'in', lined)
    .executeTakeFirst();
  const times = [offer?.at, hold?.at].filter((at): at is Date => at instanceof Date);
  return times.length === 0 ? null : new Date(Math.min(...times.map((at) => at.getTime())));
}
