import type { components } from '../../../generated/api';
import type { Team } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { insertBookingSale } from '../../repositories/booking-writes';
import { takePlace as takePlaceRow } from '../../repositories/booking-joins';
import { unpaidHolds } from '../../repositories/booking-holds';
import { closeWaitlistEntry } from '../../repositories/booking-waitlist';
import { joinShare } from '../../booking-engine/join';
import { toCents } from '../../../domain/money';
import { hhmm, wallTime } from '../../../domain/club-time';
import { holdSale } from '../hold-sale';
import type { LockedJoin } from './types';

type PlacePrebookResult = components['schemas']['PlacePrebookResult'];

/** The joiner's share of the booking's price (a per-person price for a class-like type). */
function shareOf(booking: LockedJoin['booking']) {
  const perPerson =
    booking.type_gross_price !== null && booking.concept !== 'Match'
      ? { gross: toCents(booking.type_gross_price), net: toCents(booking.type_net_price ?? booking.type_gross_price) }
      : null;
  return joinShare({
    paymentType: booking.payment_type,
    gross: toCents(booking.gross_price),
    net: toCents(booking.net_price),
    maxParticipants: booking.max_participants,
    perPerson,
  });
}

/**
 * Step 3: the joiner takes the place and owes the share. An unpaid share holds the place until the payment
 * deadline, within the club's cap of unpaid holds per customer, as pre-books; the joiner leaves the waitlist.
 */
export async function takePlace(join: LockedJoin, chosen: { placeId: number | null; team: Team }): Promise<PlacePrebookResult> {
  const { trx, booking, settled, input, context } = join;
  const share = shareOf(booking);
  const local = wallTime(booking.starts_at, context.timeZone);
  const title = booking.title ?? booking.type_name;
  const description = `${title}, ${local.date} ${hhmm(local.minute)}`;
  const paymentDeadline = share.gross > 0 ? new Date(context.now.getTime() + context.deadlineMins * 60_000) : null;
  // The joiner's own cancel: removing the cart line gives the place back.
  const leave = { operation: 'leaveBooking', bookingId: booking.id, customerId: input.customerId } as const;
  if (share.gross > 0) {
    const { held, max } = await unpaidHolds(trx, input.customerId, context.now);
    if (held >= max) throw new Refusal('booking.unpaidHoldsCap', { max }, 'unpaidHolds');
  }
  const line = { customerId: input.customerId, gross: share.gross, net: share.net, withRetention: false };
  const sale =
    share.gross > 0
      ? await insertBookingSale(trx, {
          bookingId: booking.id,
          ownerId: input.customerId,
          title,
          description,
          paymentType: booking.payment_type,
          origin: input.origin,
          paymentDeadline,
          taxPercent: context.taxPercent,
          line,
          cancel: leave,
        })
      : null;
  const { team, placeId } = chosen;
  const placeholder =
    settled.places.find((row) => row.is_placeholder && row.team === team && row.booking_template_place_id === null) ??
    settled.places.find((row) => row.is_placeholder && row.team === team) ??
    null;
  await takePlaceRow(trx, booking.id, placeholder?.id ?? null, {
    customerId: input.customerId,
    team,
    placeId,
    price: share.gross,
    saleId: sale?.id ?? null,
    holdUntil: paymentDeadline,
  });
  await closeWaitlistEntry(trx, booking.id, input.customerId, 'Joined');
  if (!sale || !paymentDeadline) return { serviceFree: true, sale: null, description };
  return { serviceFree: false, description, sale: holdSale(sale, { title, description, paymentType: booking.payment_type, withRetention: false, cancel: leave, paymentDeadline }) };
}
