// The reads of a booking type's free slots (the day's timetable, the dates with free slots), one query each through
// the QueryCache. Apart from booking-queries.ts: the home page's booking types show their next free slot with them.
import { okAnswer } from '../api/answers';
import type { components } from '../generated/api';
import { query, type Query } from '../stores/QueryCache';
import type { RootStore } from '../stores/RootStore';

type Schemas = components['schemas'];

export function availableDatesQuery(root: RootStore, bookingTypeId: number, date: string, days: number): Query<string[]> {
  return query(['listAvailableDates', bookingTypeId, date, days], async (signal) => {
    const answer = await okAnswer(root.client.POST('/api/publicbookings/available-dates', { body: { date, days, bookingTypeId }, signal }));
    return answer.model?.dates ?? [];
  });
}

export function availabilityQuery(root: RootStore, bookingTypeId: number, date: string): Query<Schemas['ResourceList']> {
  const customerId = root.session.customerId ?? -1;
  return query(['listBookingAvailability', bookingTypeId, date, customerId], async (signal) => {
    const answer = await okAnswer(root.client.POST('/api/publicbookings/list', { body: { date, bookingTypeId, customerId }, signal }));
    return answer.model ?? { list: [] };
  });
}
