import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB } from '../../db/schema';
import { resourcesOfBookings, type BookingRecord } from '../../repositories/booking-reads';
import { refundsOnCancel, salesToPayOfBookings } from '../../repositories/customer-booking-money';
import type { PaymentMethodType } from '../../db/schema';
import { providerAdapterFor } from '../../payments/registry';
import { minutesBetween } from './club-time';
import { joinToken } from './public-token';

type CustomerBookings = components['schemas']['CustomerBookings'];
type CustomerBookingAnswer = components['schemas']['CustomerBooking'];

/** How many past bookings "My bookings" lists: the most recent ones. */
const PAST_BOOKINGS_SHOWN = 50;

/**
 * Until when the booking can be cancelled online (cancel.ts): a hold not paid yet until it starts, anything
 * else until its type's cancel limit before the start.
 */
function cancelDeadline(booking: BookingRecord): Date {
  const heldUnpaid = booking.status === 'Pending' && booking.payment_deadline !== null;
  return heldUnpaid ? booking.starts_at : new Date(booking.starts_at.getTime() - booking.cancel_limit_mins * 60_000);
}

/** A card or wallet payment is refunded through its provider when its type has an adapter (as cancel.ts decides). */
export const refundsThroughProvider = (type: PaymentMethodType): boolean => providerAdapterFor(type) !== undefined;

export interface CustomerBookingsOptions {
  /** Whose list it is: only the owner of a booking may cancel it, and its own unpaid sale is its Pay. Null: the public page by token. */
  customerId: number | null;
  now: Date;
  /** Whether a payment method's type refunds through its provider (cancel.ts gives back only those and vouchers). */
  refundsThroughProvider: (type: PaymentMethodType) => boolean;
}

/**
 * Splits bookings into next (soonest first) and past (latest first). For the customer's own list a next booking
 * it owns carries Cancel (canCancel, until when, and what a cancel now gives back), and any booking its unpaid sale
 * (Pay); the public page by token (customerId null) carries neither.
 */
export async function customerBookings(db: Kysely<DB>, bookings: BookingRecord[], options: CustomerBookingsOptions): Promise<CustomerBookings> {
  const { now, customerId } = options;
  const isNext = (booking: BookingRecord) => booking.starts_at.getTime() > now.getTime();
  // A hold that ran out is no booking any more: cancel.ts refuses it as not live.
  const lapsed = (booking: BookingRecord) => booking.status === 'Pending' && booking.payment_deadline !== null && booking.payment_deadline <= now;
  const cancellable = (booking: BookingRecord) =>
    customerId !== null && booking.owner_customer_id === customerId && isNext(booking) && !lapsed(booking) && cancelDeadline(booking) > now;
  const ids = bookings.map((booking) => booking.id);
  const [resources, refunds, toPay] = await Promise.all([
    resourcesOfBookings(db, ids),
    refundsOnCancel(
      db,
      bookings.filter(cancellable).map((booking) => booking.id),
      options.refundsThroughProvider,
    ),
    customerId === null
      ? new Map()
      : salesToPayOfBookings(
          db,
          customerId,
          bookings.filter(isNext).map((booking) => booking.id),
          now,
        ),
  ]);
  const toAnswer = (booking: BookingRecord): CustomerBookingAnswer => {
    const canCancel = cancellable(booking);
    const results = booking.results && (booking.results.team1?.length ?? 0) > 0 ? booking.results : null;
    return {
      id: booking.id,
      bookingType: booking.type_name,
      resourceName: resources.get(booking.id)?.names.join(', ') || null,
      start: booking.starts_at.toISOString(),
      duration: minutesBetween(booking.starts_at, booking.ends_at),
      description: booking.title ?? booking.description,
      comments: booking.comments,
      canCancel,
      parentName: booking.concept,
      status: booking.status === 'Pending' ? 'Pending' : 'Confirmed',
      cancelUntil: canCancel ? cancelDeadline(booking).toISOString() : null,
      refunds: canCancel ? (refunds.get(booking.id) ?? []) : null,
      toPay: toPay.get(booking.id) ?? null,
      payUntil: booking.status === 'Pending' && booking.payment_deadline ? booking.payment_deadline.toISOString() : null,
      results: isNext(booking) ? null : results,
      // Share with friends: only a player's own list shares the booking (the public view hides Share).
      shareToken: customerId === null ? null : joinToken(booking.public_token, booking.id),
    };
  };
  const next = bookings.filter(isNext).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime() || a.id - b.id);
  const past = bookings
    .filter((booking) => !isNext(booking))
    .sort((a, b) => b.starts_at.getTime() - a.starts_at.getTime() || b.id - a.id)
    .slice(0, PAST_BOOKINGS_SHOWN);
  return { next: next.map(toAnswer), past: past.map(toAnswer) };
}
