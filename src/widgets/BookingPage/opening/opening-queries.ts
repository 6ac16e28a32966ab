// A day's opening (issue 27): the read, shared through the QueryCache, and the caller's request (send, withdraw).
import { okAnswer } from '../../../api/answers';
import { query, type Query } from '../../../stores/QueryCache';
import type { RootStore } from '../../../stores/RootStore';
import { AVAILABILITY_READS } from '../../../booking/booking-queries';
import type { Opening, OpeningChoice } from './opening-rules';

/** How often a day being drawn asks again (the read itself runs the draw, so one ask usually settles it). */
const DRAWING_RETRY_MS = 2000;

/** The opening, asked again every DRAWING_RETRY_MS while it is being drawn; the drawn day's slots load again after it. */
export function openingQuery(root: RootStore, bookingTypeId: number, date: string): Query<Opening> {
  const key = ['getBookingOpening', bookingTypeId, date, root.session.customerId] as const;
  return query(
    key,
    async (signal) => {
      const before = root.queries.read<Opening>(key);
      const answer = await okAnswer(root.client.GET('/api/publicbookings/opening', { params: { query: { bookingTypeId, date } }, signal }));
      if (before.status === 'ready' && before.data.state === 'drawing' && answer.model.state !== 'drawing') root.queries.invalidate(...AVAILABILITY_READS);
      return answer.model;
    },
    { refetchAfter: (opening) => (opening.state === 'drawing' ? DRAWING_RETRY_MS : null) },
  );
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
