import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { bookingsWithType, type BookingRecord } from '../../repositories/booking-reads';
import { badRequest } from '../../http/errors';

/** Days listed from the chosen date: the by-place page groups them by weekday, Monday to Sunday. */
export const JOINABLE_DAYS = 7;

/** The yyyy-MM-dd day of the request's `date` (which may carry a time); a 400 names anything else. */
export function requestedDay(date: string): string {
  const day = date.trim().slice(0, 10);
  const parsed = Date.parse(`${day}T00:00:00Z`);
  // The round trip refuses days a calendar lacks (2026-02-30), which the database would reject.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day) {
    throw badRequest('validation.formatDate', { field: 'body/date' });
  }
  return day;
}

/**
 * Bookings open to joining (matches, school classes, events and by-place bookings with allowJoin)
 * that start from the club-local start of `day` for a week, and not before now.
 */
export async function joinableBookings(
  db: Kysely<DB>,
  options: { day: string; timeZone: string; bookingTypeId: number | null; now?: Date },
): Promise<BookingRecord[]> {
  const lastDay = new Date(Date.parse(`${options.day}T00:00:00Z`) + JOINABLE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const clubMidnight = (day: string) => sql<Date>`(cast(${day} as date)::timestamp AT TIME ZONE cast(${options.timeZone} as text))`;
  const from = clubMidnight(options.day);
  const until = clubMidnight(lastDay);
  let query = bookingsWithType(db)
    .where('bookings.allow_join', '=', true)
    .where('bookings.starts_at', '>=', from)
    .where('bookings.starts_at', '<', until)
    .where('bookings.starts_at', '>', options.now ?? new Date())
    .where((eb) => eb.or([eb('bookings.concept', 'in', ['Match', 'School', 'Event']), eb('booking_types.by_place', '=', true)]));
  if (options.bookingTypeId !== null) query = query.where('bookings.booking_type_id', '=', options.bookingTypeId);
  return query.orderBy('bookings.starts_at').orderBy('bookings.id').limit(200).execute();
}
