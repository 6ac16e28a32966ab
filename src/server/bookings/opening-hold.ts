import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { BookingTypeRow } from '../repositories/booking-types';
import { bookingSettings } from '../repositories/booking-availability';
import { membershipsOf, priceRowsOf } from '../repositories/booking-prices';
import { insertBooking } from '../repositories/booking-writes';
import { priceBooking } from '../booking-engine/prices';
import { PaymentType as Pay } from '../booking-engine/payment';
import { hhmm, wallTime } from '../../domain/club-time';

export interface WonHold {
  bookingId: number;
  customerId: number;
  resourceName: string;
  start: Date;
  duration: number;
  /** Null when the slot costs nothing (then the booking is confirmed at once). */
  paymentDeadline: Date | null;
}

/**
 * A slot won in the draw becomes the same hold a pre-book makes: a pending booking owned by the winner, who
 * pays the whole price (their own: a member pays the member price), with the club's payment deadline; it
 * lists in My bookings as any pending-payment booking. Null when the slot has no price row (not bookable).
 */
export async function writeWonHold(
  trx: Transaction<DB>,
  won: { type: BookingTypeRow; ownerId: number; resourceId: number; resourceName: string; start: Date; duration: number; timeZone: string; now: Date },
): Promise<WonHold | null> {
  const { type, ownerId, resourceId, start, duration, timeZone, now } = won;
  const settings = await bookingSettings(trx);
  const local = wallTime(start, timeZone);
  const memberships = await membershipsOf(trx, [ownerId], local.date, now);
  const price = priceBooking(await priceRowsOf(trx, type.id), { resourceId, start, durationMins: duration, timeZone, memberships: memberships.get(ownerId) });
  if (!price) return null;
  const serviceFree = price.gross === 0;
  const paymentDeadline = serviceFree ? null : new Date(now.getTime() + settings.booking_payment_deadline_mins * 60_000);
  const written = await insertBooking(
    trx,
    {
      bookingTypeId: type.id,
      concept: type.concept,
      ownerId,
      title: `${type.name} · ${won.resourceName}`,
      description: `${won.resourceName}, ${local.date} ${hhmm(local.minute)} (${duration} min)`,
      start,
      end: new Date(start.getTime() + duration * 60_000),
      maxParticipants: type.max_participants,
      paymentType: Pay.Full,
      gross: price.gross,
      net: price.net,
      isSpecialPrice: price.isSpecialPrice,
      confirmed: serviceFree,
      paymentDeadline,
      origin: null,
      match: null,
      blocks: [{ resourceId, noOnline: false }],
      players: [{ customerId: ownerId, price: price.gross, sale: serviceFree ? null : { gross: price.gross, net: price.net, withRetention: false } }],
      extraSales: [],
    },
    { taxPercent: settings.default_tax_percent },
  );
  return { bookingId: written.id, customerId: ownerId, resourceName: won.resourceName, start, duration, paymentDeadline };
}
