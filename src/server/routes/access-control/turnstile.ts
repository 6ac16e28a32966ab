import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB } from '../../db/schema';
import { firstPlayingCustomer, playsIn, recordGrantedOpening, recordRefusedOpening, type EntryBooking } from '../../repositories/access-control';
import { accessCodeAnswer, newAccessCode } from './codes';

type AccessCode = components['schemas']['AccessCode'];
export type OpenAnswer = { ok: true; model: AccessCode } | { ok: false; reason: string; errorMsg: string };

/** Players may come in this long before their booking starts, and until it ends. */
const EARLY_ENTRY_MS = 30 * 60_000;

/** True when the customer owns the booking or plays in it. */
export async function takesPartIn(db: Kysely<DB>, booking: EntryBooking, customerIds: number[]): Promise<boolean> {
  if (booking.owner_customer_id !== null && customerIds.includes(booking.owner_customer_id)) return true;
  return playsIn(db, booking.id, customerIds);
}

/** The customer an opening is recorded for when only the booking is known: its owner, else its first player. */
export async function bookingHolder(db: Kysely<DB>, booking: EntryBooking): Promise<number | null> {
  if (booking.owner_customer_id !== null) return booking.owner_customer_id;
  return firstPlayingCustomer(db, booking.id);
}

function refusal(booking: EntryBooking, now: Date): string | null {
  if (booking.status === 'Cancelled') return 'This booking is cancelled';
  if (now.getTime() < booking.starts_at.getTime() - EARLY_ENTRY_MS) return 'It is too early: the facility opens 30 minutes before your booking';
  if (now.getTime() >= booking.ends_at.getTime()) return 'This booking is over';
  return null;
}

/** Opens the facility for a booking within its time window at `now` (the server's clock); every attempt, granted or not, is recorded. */
export async function openForBooking(db: Kysely<DB>, booking: EntryBooking, customerId: number | null, turnstilesEnabled: boolean, now: Date): Promise<OpenAnswer> {
  const reason = !turnstilesEnabled ? 'Turnstiles are not enabled at this club' : customerId === null ? 'This booking has no customer' : refusal(booking, now);
  if (reason !== null || customerId === null) {
    await recordRefusedOpening(db, { customerId, bookingId: booking.id, reason });
    return { ok: false, reason: reason ?? '', errorMsg: reason ?? '' };
  }
  const code = newAccessCode({ customerId, bookingId: booking.id }, now);
  await recordGrantedOpening(db, { ...code, bookingId: booking.id });
  return { ok: true, model: await accessCodeAnswer(code) };
}
