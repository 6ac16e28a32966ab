import type { FastifyInstance } from 'fastify';
import { formatSystemDate } from '../../i18n/dates';
import { currentClub } from '../repositories/club';
import { bookingsToRemind, claimNotice, holdsAboutToLapse, matchPlayers, recordMatchPlaces, waitingInLine, watchedMatches, type BookingNoticeRow } from '../repositories/push';
import type { PushNotice } from '../push/notice';

/** When the pushes that no mail carries go out (issue 40). */
export const PUSH_NOTICE_POLICY = {
  /** A reminder this long before a booking starts. */
  reminderLeadMs: 2 * 3_600_000,
  /** A warning this long before an unpaid hold's payment deadline. */
  paymentLeadMs: 5 * 60_000,
  /** How often the job looks. */
  pollMs: 60_000,
} as const;

/**
 * The pushes no mail carries, for the players who turned their kind on: a reminder before a booking, a payment
 * deadline about to pass, a place freed in a match whose line the player is in, and a match of theirs filled. Each
 * notice is claimed in the database before it is sent (a `push_notices` row, or the conditional update of a match's
 * free places), so with several instances every one goes out once.
 */
export async function sendDuePushNotices(app: FastifyInstance): Promise<void> {
  const { db, push } = app;
  const now = app.clock.now();
  const club = await currentClub(db);
  const when = (instant: Date) => formatSystemDate(instant, club.time_zone);
  const what = (row: Pick<BookingNoticeRow, 'typeName' | 'resourceName'>) => (row.resourceName ? `${row.typeName} · ${row.resourceName}` : row.typeName);
  const send = async (customerId: number, notice: PushNotice, subject: string | null) => {
    if (subject !== null && !(await claimNotice(db, { customerId, kind: notice.kind, subject }, now))) return;
    await push.notify(customerId, notice);
  };

  for (const row of await bookingsToRemind(db, now, PUSH_NOTICE_POLICY.reminderLeadMs)) {
    const notice: PushNotice = {
      kind: 'bookingReminder',
      text: 'bookingReminder',
      args: { what: what(row), when: when(row.startsAt) },
      path: '/customer-bookings',
      until: row.startsAt,
      tag: `bookingReminder:${row.bookingId}`,
    };
    await send(row.customerId, notice, `booking:${row.bookingId}`);
  }

  for (const row of await holdsAboutToLapse(db, now, PUSH_NOTICE_POLICY.paymentLeadMs)) {
    const notice: PushNotice = {
      kind: 'paymentDeadline',
      text: 'paymentDeadline',
      args: { what: what(row), when: when(row.startsAt), until: when(row.deadline) },
      path: '/checkout',
      until: row.deadline,
      tag: `paymentDeadline:${row.bookingId}`,
    };
    await send(row.customerId, notice, `booking:${row.bookingId}`);
  }

  for (const match of await watchedMatches(db, now)) {
    if (match.known === match.free || !(await recordMatchPlaces(db, match, now))) continue;
    const args = { what: what(match), when: when(match.startsAt) };
    const path = `/booking-join/${match.bookingId}`;
    if (match.known === 0 && match.free > 0) {
      for (const customerId of await waitingInLine(db, match.bookingId)) {
        await send(customerId, { kind: 'placeFreed', text: 'placeFreed', args, path, until: match.startsAt, tag: `placeFreed:${match.bookingId}` }, null);
      }
    } else if (match.known !== null && match.known > 0 && match.free <= 0) {
      for (const customerId of await matchPlayers(db, match.bookingId)) {
        await send(
          customerId,
          { kind: 'matchFilled', text: 'matchFilled', args, path, until: match.startsAt, tag: `matchFilled:${match.bookingId}` },
          `booking:${match.bookingId}`,
        );
      }
    }
  }
}
