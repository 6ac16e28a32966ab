import { Refusal } from '../../http/refusal';
import { priceBooking, type BookingPrice, type PriceRow } from '../../booking-engine/prices';
import { toCents } from '../../../domain/money';
import { shownPrice } from '../slot-input';
import type { AskedSlot, PrebookInput } from './types';

export interface Prices {
  /** The booking's and the free places' price. */
  generic: BookingPrice;
  /** The owner's own (a member pays the member price). */
  own: BookingPrice;
  /** Each player's own, else the generic one. */
  of: (customerId: number) => BookingPrice;
}

/**
 * Step 3: the server's prices. Each player's is their own (issue 22 item 15); the owner's, or the generic one
 * the timetable shows, is compared with what the customer was shown.
 */
export function checkPrices({ body }: PrebookInput, slot: AskedSlot, rows: PriceRow[], memberships: Map<number, Set<number>>): Prices {
  const { main, start, duration, timeZone, settings } = slot;
  const priced = (customerId: number | null) =>
    priceBooking(rows, { resourceId: main.id, start, durationMins: duration, timeZone, memberships: customerId === null ? undefined : memberships.get(customerId) });
  const generic = priced(null);
  const own = priced(body.booking.customerId);
  if (!generic || !own) throw new Refusal('booking.noPrice', { resource: main.name, duration, start: slot.startLabel });
  const sent = body.booking.price?.amount ?? body.booking.price?.price ?? null;
  const matchesShown = (candidate: BookingPrice) => toCents(sent!) === toCents(shownPrice(candidate, settings)) || toCents(sent!) === candidate.gross;
  if (sent !== null && sent !== undefined && !matchesShown(own) && !matchesShown(generic)) {
    throw new Refusal('booking.priceChanged', { price: shownPrice(own, settings).toFixed(2), sent: Number(sent).toFixed(2) });
  }
  return { generic, own, of: (customerId) => priced(customerId) ?? generic };
}
