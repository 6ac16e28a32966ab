// A chosen slot's prices (doc 2 §2: "its price per duration is loaded if missing"): those the day's list gives, the
// others through the price query in render. Nothing is copied into component state.
import { shownAmount } from '../../domain/money';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { bookingPriceQuery } from '../../booking/booking-queries';
import type { Resource, TimeSlot } from '../../booking/booking-rules';
import type { Price } from './booking-payload';

/** The price the day's list gives for a duration, or null when it gives none. */
export function listedPrice(slot: TimeSlot, minutes: number): Price | null {
  const given = slot.priceByDuration?.[String(minutes)];
  if (!given || typeof given.amount !== 'number') return null;
  return { amount: given.amount, isSpecialPrice: given.isSpecialPrice === true, gross: given.price ?? null, netPrice: given.netPrice ?? null };
}

/** The slot's durations the duration filter leaves. */
export const shownDurations = (slot: TimeSlot, duration: number | null): number[] => (slot.durations ?? []).filter((minutes) => duration === null || minutes === duration);

export interface SlotPriceRequest {
  bookingTypeId: number;
  resource: Resource;
  slot: TimeSlot;
  /** The durations the list gives no price for. */
  durations: readonly number[];
}

/**
 * The prices the list left out, one per duration. Each is asked through the price query the checkout reads too
 * (keyed by loadBookingPrice and the duration), so the checkout finds it loaded; a failure of any fails the whole.
 */
export function missingPricesQuery(root: RootStore, { bookingTypeId, resource, slot, durations }: SlotPriceRequest): Query<Record<number, Price>> {
  const customerId = root.session.customerId ?? -1;
  const startDate = slot.start ?? '';
  return query(['loadBookingPrice', bookingTypeId, resource.id, startDate, [...durations], customerId], async () => {
    const loaded = await Promise.all(
      durations.map(async (duration) => {
        const price = await root.queries.fetch(bookingPriceQuery(root, { startDate, bookingTypeId, duration, customerId, resourceId: resource.id }));
        const amount = shownAmount(price.gross, price.net ?? price.gross, root.settings.settings?.PriceWithTaxes);
        return [duration, { amount, isSpecialPrice: price.isSpecialPrice, gross: price.gross, netPrice: price.net }] as const;
      }),
    );
    return Object.fromEntries(loaded);
  });
}
