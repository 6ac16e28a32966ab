import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../generated/api';
import type { BookingsTable, DB } from '../../db/schema';
import { issueAccessCode } from './codes';

type AccessCode = components['schemas']['AccessCode'];
export type Booking = Pick<Selectable<BookingsTable>, 'id' | 'status' | 'starts_at' | 'ends_at' | 'owner_customer_id'>;
export type OpenAnswer = { ok: true; model: AccessCode } | { ok: false; reason: string; errorMsg: string };

/** Players may come in this long before their booking starts, and until it ends. */
export const EARLY_ENTRY_MS = 30 * 60_000;

export function bookingById(db: Kysely<DB>, bookingId: number): Promise<Booking | undefined> {
  return db.selectFrom('bookings').select(['id', 'status', 'starts_at', 'ends_at', 'owner_customer_id']).where('id', '=', bookingId).executeTakeFirst();
}

/** True when the customer owns the booking or plays in it. */
export async function takesPartIn(db: Kysely<DB>, booking: Booking, customerIds: number[]): Promise<boolean> {
  if (booking.owner_customer_id !== null && customerIds.includes(booking.owner_customer_id)) return true;
  const player = await db.selectFrom('booking_players').select('id').where('booking_id', '=', booking.id).where('customer_id', 'in', customerIds).executeTakeFirst();
  return player !== undefined;
}

/** The customer an opening is recorded for when only the booking is known: its owner, else its first player. */
export async function bookingHolder(db: Kysely<DB>, booking: Booking): Promise<number | null> {
  if (booking.owner_customer_id !== null) return booking.owner_customer_id;
  const player = await db
    .selectFrom('booking_players')
    .select('customer_id')
    .where('booking_id', '=', booking.id)
    .where('customer_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return player?.customer_id ?? null;
}

function refusal(booking: Booking, now: Date): string | null {
  if (booking.status === 'Cancelled') return 'This booking is cancelled';
  if (now.getTime() < booking.starts_at.getTime() - EARLY_ENTRY_MS) return 'It is too early: the facility opens 30 minutes before your booking';
  if (now.getTime() >= booking.ends_at.getTime()) return 'This booking is over';
  return null;
}

/** Opens the facility for a booking within its time window; every attempt, granted or not, is recorded. */
export async function openForBooking(db: Kysely<DB>, booking: Booking, customerId: number | null, turnstilesEnabled: boolean): Promise<OpenAnswer> {
  const reason = !turnstilesEnabled ? 'Turnstiles are not enabled at this club' : customerId === null ? 'This booking has no customer' : refusal(booking, new Date());
  if (reason !== null || customerId === null) {
    await db.insertInto('turnstile_openings').values({ customer_id: customerId, booking_id: booking.id, granted: false, reason }).execute();
    return { ok: false, reason: reason ?? '', errorMsg: reason ?? '' };
  }
  return db.transaction().execute(async (trx) => {
    const code = await issueAccessCode(trx, { customerId, bookingId: booking.id });
    await trx.insertInto('turnstile_openings').values({ customer_id: customerId, booking_id: booking.id, access_code_id: code.id, granted: true }).execute();
    return { ok: true, model: code.answer };
  });
}
