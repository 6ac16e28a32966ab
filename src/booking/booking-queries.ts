// The booking pages' reads, one query each through the QueryCache (shared, cancelled, invalidated after writes).
import { customerIdOf } from '../engine/sources/answers';
import { okAnswer, bareAnswer } from '../api/answers';
import { CRASH, MessageError } from '../i18n/message';
import { query, type Invalidation, type Query } from '../stores/QueryCache';
import type { RootStore } from '../stores/RootStore';
import type { components } from '../generated/api';

type Schemas = components['schemas'];

// The day's timetable and the dates with free slots: apart, since the home page's booking types ask them too.
export { availableDatesQuery } from './availability-queries';

/** What a booking made or cancelled changes: the timetable, the date strip, the extras' popup, my bookings and the booking itself. */
export const AVAILABILITY_READS = [
  'listBookingAvailability',
  'listAvailableDates',
  'getDateAvailability',
  'getCustomerBookings',
  'getBookingByToken',
] as const satisfies readonly Invalidation[];

export function filtersQuery(root: RootStore, bookingTypeId: number | null): Query<Schemas['FiltersModel']> {
  return query(['getBookingFilters', bookingTypeId], async (signal) => {
    const answer =
      bookingTypeId === null
        ? await okAnswer(root.client.GET('/api/publicbookings/filters', { signal }))
        : await okAnswer(root.client.GET('/api/publicbookings/filters/{bookingTypeId}', { params: { path: { bookingTypeId } }, signal }));
    return answer.model ?? { bookingTypes: [] };
  });
}

/** A slot's price as loadprice answers it: gross, net and whether it is a special price. */
export interface LoadedPrice {
  gross: number;
  net: number | null;
  isSpecialPrice: boolean;
}

export interface PriceRequest {
  startDate: string;
  bookingTypeId: number;
  duration: number;
  /** The first block not marked noOnline (doc 2 §7). */
  resourceId: number;
  /** Whose price: a customer's own (a member pays the member price), or -1 for the generic price. */
  customerId: number;
}

/** loadprice (doc 2 §7): ok false rejects with the server's errorMsg, no price with Crash. */
export function bookingPriceQuery(root: RootStore, request: PriceRequest): Query<LoadedPrice> {
  const { startDate, bookingTypeId, duration, resourceId, customerId } = request;
  return query(['loadBookingPrice', bookingTypeId, resourceId, startDate, duration, customerId], async (signal) => {
    const answer = await okAnswer(root.client.POST('/api/publicbookings/loadprice', { body: { startDate, bookingTypeId, duration, resourceId, customerId }, signal }));
    const price = answer.price;
    if (typeof price?.price !== 'number') throw new MessageError(CRASH);
    return { gross: price.price, net: price.netPrice ?? null, isSpecialPrice: price.isSpecialPrice === true };
  });
}

export function paymentModesQuery(root: RootStore): Query<Schemas['PaymentModeSettings']> {
  return query(['getPaymentModeSettings'], async (signal) => bareAnswer(root.client.GET('/api/shop/payment-mode-allowed', { signal })));
}

export function levelRangeQuery(root: RootStore, resourceId: number): Query<Schemas['LevelRange']> {
  return query(['getByPlaceLevelRange', resourceId, root.session.customerId], async (signal) =>
    bareAnswer(root.client.GET('/api/publicbookings/byplace/{resourceId}/level-range', { params: { path: { resourceId } }, signal })),
  );
}

export function customerBookingsQuery(root: RootStore): Query<Schemas['CustomerBookings']> {
  return query(['getCustomerBookings', root.session.customerId], async (signal) => {
    const customerId = customerIdOf(root);
    const answer = await okAnswer(root.client.GET('/api/publicbookings/customer-bookings/{customerId}', { params: { path: { customerId } }, signal }));
    return answer.model ?? { next: [], past: [] };
  });
}

export function publicBookingQuery(root: RootStore, bookingToken: string): Query<Schemas['CustomerBookings']> {
  return query(['getBookingByToken', bookingToken], async (signal) => {
    const answer = await okAnswer(root.client.GET('/api/publicbookings/customer-booking/{bookingToken}', { params: { path: { bookingToken } }, signal }));
    return answer.model ?? { next: [], past: [] };
  });
}

export function trainingsQuery(root: RootStore) {
  return query(['listCustomerTrainings', root.session.customerId], async (signal) => {
    // Nobody logged in asks with customer id 0 (doc 1 §6).
    const customerId = root.session.customerId ?? 0;
    const answer = await okAnswer(root.client.POST('/api/publicteams/trainings', { body: { customerId }, signal }));
    return { next: answer.model?.next ?? [], past: answer.model?.past ?? [] };
  });
}

export function turnstilesEnabledQuery(root: RootStore): Query<boolean> {
  return query(['getTurnstilesEnabled'], async (signal) => {
    const result = await root.client.GET('/api/publicturnstiles/enabled', { signal });
    return result.data === true;
  });
}

export function feedUrlQuery(root: RootStore) {
  return query(['getCalendarFeedUrl', root.session.customerId], async (signal) => {
    const customerId = customerIdOf(root);
    const answer = await okAnswer(root.client.GET('/api/publicbookings/calendar/feed-url/{customerId}', { params: { path: { customerId } }, signal }));
    return answer.model ?? null;
  });
}
