// A day's opening (issue 27): the read, shared through the QueryCache, and the caller's request (send, withdraw).
import { okAnswer } from '../../../api/answers';
import { query, type Query } from '../../../stores/QueryCache';
import type { RootStore } from '../../../stores/RootStore';
import { AVAILABILITY_READS } from '../../booking-support/booking-queries';
import type { Opening, OpeningChoice } from './opening-rules';

export function openingQuery(root: RootStore, bookingTypeId: number, date: string): Query<Opening> {
  return query(['getBookingOpening', bookingTypeId, date, root.session.customerId], async (signal) => {
    const answer = await okAnswer(root.client.GET('/api/publicbookings/opening', { params: { query: { bookingTypeId, date } }, signal }));
    return answer.model;
  });
}

/** What a send, a withdrawal, the countdown's end or the draw makes stale: the opening and what depends on it. */
export const OPENING_READS = ['getBookingOpening', ...AVAILABILITY_READS] as const;

export function invalidateOpening(root: RootStore): void {
  root.queries.invalidate(...OPENING_READS);
}

/** Sends (or replaces) the caller's request: the call, for useAction (a refusal comes in the caller's language). */
export function sendOpeningRequest(root: RootStore, bookingTypeId: number, date: string, choices: OpeningChoice[]) {
  return root.client.PUT('/api/publicbookings/opening/request', { body: { bookingTypeId, date, choices } });
}

export function withdrawOpeningRequest(root: RootStore, bookingTypeId: number, date: string) {
  return root.client.DELETE('/api/publicbookings/opening/request', { params: { query: { bookingTypeId, date } } });
}
