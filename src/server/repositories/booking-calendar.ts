import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** How far back a calendar feed reaches: older bookings have left the players' calendars' concern. */
const FEED_PAST_DAYS = 90;

/** A booking as a calendar shows it, in whatever state (a cancelled one is shown cancelled). */
function calendarBookings(db: Kysely<DB>) {
  return db
    .selectFrom('bookings')
    .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.title',
      'bookings.description',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.payment_deadline',
      'bookings.public_token',
      'bookings.created_at',
      'bookings.cancelled_at',
      'booking_types.name as type_name',
      sql<string | null>`(SELECT string_agg(DISTINCT r.name, ', ') FROM booking_blocks bb JOIN resources r ON r.id = bb.resource_id WHERE bb.booking_id = bookings.id)`.as(
        'resource_names',
      ),
    ]);
}

export type CalendarBooking = Awaited<ReturnType<ReturnType<typeof calendarBookings>['execute']>>[number];

const participates = (customerId: number) =>
  sql<boolean>`(bookings.owner_customer_id = ${customerId} OR EXISTS (SELECT 1 FROM booking_players bp WHERE bp.booking_id = bookings.id AND bp.customer_id = ${customerId}))`;

/** One booking the customer owns or plays in, in any state. */
export async function calendarBookingOf(db: Kysely<DB>, bookingId: number, customerId: number): Promise<CalendarBooking | undefined> {
  return calendarBookings(db).where('bookings.id', '=', bookingId).where(participates(customerId)).executeTakeFirst();
}

/** One booking by its public (shared) token, in any state. */
export async function calendarBookingByToken(db: Kysely<DB>, publicToken: string): Promise<CalendarBooking | undefined> {
  return calendarBookings(db).where('bookings.public_token', '=', publicToken).executeTakeFirst();
}

/** The customer's bookings of the feed: from FEED_PAST_DAYS ago on, cancelled and expired ones included (shown cancelled). */
export async function feedBookings(db: Kysely<DB>, customerId: number, now: Date): Promise<CalendarBooking[]> {
  return calendarBookings(db)
    .where(participates(customerId))
    .where('bookings.starts_at', '>=', new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000))
    .orderBy('bookings.starts_at')
    .orderBy('bookings.id')
    .execute();
}

/** The customer's feed token, made on first use. */
export async function feedTokenOf(db: Kysely<DB>, customerId: number): Promise<string> {
  const row = await db
    .insertInto('calendar_feeds')
    .values({ customer_id: customerId })
    .onConflict((conflict) => conflict.column('customer_id').doUpdateSet({ customer_id: (eb) => eb.ref('calendar_feeds.customer_id') }))
    .returning('token')
    .executeTakeFirstOrThrow();
  return row.token;
}

/** A new feed token for the customer: the old one stops working at once. */
export async function rotateFeedToken(db: Kysely<DB>, customerId: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_feeds').where('customer_id', '=', customerId).execute();
    return feedTokenOf(trx, customerId);
  });
}

/** The customer whose feed a token opens, if any. */
export async function customerOfFeedToken(db: Kysely<DB>, token: string): Promise<number | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('customer_id').where('token', '=', token).executeTakeFirst();
  return row?.customer_id;
}
