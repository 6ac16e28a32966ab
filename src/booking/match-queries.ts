// The reads of the match pages (by place, join, floor map, results), one query each through the QueryCache.
import { okAnswer } from '../api/answers';
import { query, type Invalidation, type Query } from '../stores/QueryCache';
import type { RootStore } from '../stores/RootStore';
import type { components } from '../generated/api';
import type { ByPlaceFilters } from './match-rules';

type Schemas = components['schemas'];
export type MatchBooking = Schemas['Booking'];

/** What a join, a leave or a waitlist change makes stale: the lists, the booking, the map, my bookings, the line. */
export const MATCH_READS = [
  'listByPlaceBookings',
  'getBookingInfo',
  'getBookingTemplateInfo',
  'getCustomerBookings',
  'getWaitlistPlace',
] as const satisfies readonly Invalidation[];

export function byPlaceListQuery(root: RootStore, bookingTypeId: number | null, date: string, filters: ByPlaceFilters): Query<MatchBooking[]> {
  const customerId = root.session.customerId ?? -1;
  const { level, gender, concepts } = filters;
  return query(['listByPlaceBookings', bookingTypeId, date, customerId, level, gender, concepts.join(',')], async (signal) => {
    const body = {
      date,
      customerId,
      ...(bookingTypeId === null ? {} : { bookingTypeId }),
      ...(level === null ? {} : { level }),
      ...(gender === null ? {} : { gender }),
      ...(concepts.length === 0 ? {} : { concepts }),
    };
    const answer = await okAnswer(root.client.POST('/api/publicbookings/byplace-list', { body, signal }));
    return answer.data ?? [];
  });
}

/** `bookingToken`: the public token of the link from the public booking page (a private booking needs it, or a login of one of its players). */
export function bookingInfoQuery(root: RootStore, bookingId: number, bookingToken: string | null = null): Query<MatchBooking | null> {
  return query(['getBookingInfo', bookingId, root.session.customerId, bookingToken], async (signal) => {
    const params = { path: { bookingId }, ...(bookingToken ? { query: { bookingToken } } : {}) };
    const answer = await okAnswer(root.client.GET('/api/publicbookings/info/{bookingId}', { params, signal }));
    return answer.model?.booking ?? null;
  });
}

export function templateInfoQuery(root: RootStore, templateId: number, bookingId: number): Query<Schemas['BookingTemplateInfo'] | null> {
  return query(['getBookingTemplateInfo', templateId, bookingId, root.session.customerId], async (signal) => {
    const answer = await okAnswer(root.client.GET('/api/publicbookings/booking-template-info/{templateId}/{bookingId}', { params: { path: { templateId, bookingId } }, signal }));
    return answer.model ?? null;
  });
}

export function waitlistQuery(root: RootStore, customerId: number, bookingId: number) {
  return query(['getWaitlistPlace', customerId, bookingId], async (signal) => {
    const answer = await okAnswer(root.client.GET('/api/publicbookings/waitlist/{customerId}/{bookingId}', { params: { path: { customerId, bookingId } }, signal }));
    return answer.model ?? null;
  });
}
