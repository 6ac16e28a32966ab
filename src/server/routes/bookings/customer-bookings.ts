import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB } from '../../db/schema';
import { resourcesOfBookings, type BookingRecord } from '../../repositories/booking-reads';
import { minutesBetween } from './club-time';

type CustomerBookings = components['schemas']['CustomerBookings'];
type CustomerBookingAnswer = components['schemas']['CustomerBooking'];

/** How many past bookings "My bookings" lists: the most recent ones. */
const PAST_BOOKINGS_SHOWN = 50;

/** A booking can be cancelled online until its type's cancel window before the start. */
function cancellable(booking: BookingRecord, now: Date): boolean {
  return booking.starts_at.getTime() - booking.cancel_limit_mins * 60_000 > now.getTime();
}

/** Splits bookings into next (soonest first) and past (latest first); `allowCancel` false hides Cancel everywhere. */
export async function customerBookings(db: Kysely<DB>, bookings: BookingRecord[], options: { allowCancel: boolean; now?: Date }): Promise<CustomerBookings> {
  const now = options.now ?? new Date();
  const resources = await resourcesOfBookings(
    db,
    bookings.map((booking) => booking.id),
  );
  const toAnswer = (booking: BookingRecord): CustomerBookingAnswer => ({
    id: booking.id,
    bookingType: booking.type_name,
    resourceName: resources.get(booking.id)?.names.join(', ') || null,
    start: booking.starts_at.toISOString(),
    duration: minutesBetween(booking.starts_at, booking.ends_at),
    description: booking.title ?? booking.description,
    comments: booking.comments,
    canCancel: options.allowCancel && cancellable(booking, now),
    parentName: booking.concept,
    status: booking.status === 'Pending' ? 'Pending' : 'Confirmed',
  });
  const isNext = (booking: BookingRecord) => booking.starts_at.getTime() > now.getTime();
  const next = bookings.filter(isNext).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime() || a.id - b.id);
  const past = bookings
    .filter((booking) => !isNext(booking))
    .sort((a, b) => b.starts_at.getTime() - a.starts_at.getTime() || b.id - a.id)
    .slice(0, PAST_BOOKINGS_SHOWN);
  return { next: next.map(toAnswer), past: past.map(toAnswer) };
}
