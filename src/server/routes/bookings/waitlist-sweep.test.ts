import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { matchPlayers, type MatchPlayer } from '../../testing/match-players';
import { lockBookingForJoin } from '../../repositories/booking-joins';
import type { Offer } from '../../bookings/join/settle-places';
import { registerJobs } from '../../jobs';
import { HandWaker } from '../../testing/hand-waker';
import { nextSweepDelay, sweepWaitlists } from '../../bookings/waitlist';

// The periodic waitlist sweep, with an injected clock. Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL, where the two server instances below have their own connection pools and really race.
let server: TestApp;
let second: TestApp;
let now: Date;
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
const pinBoth = (instant: Date) => [server, second].forEach((instance) => instance.app.clock.pin(instant));

beforeAll(async () => {
  // Not startDemoServer(): two server instances on one database (the sweep's SKIP LOCKED), each on a pinned clock.
  server = await createTestApp();
  second = await createTestApp({ instanceOf: server });
  now = new Date();
  pinBoth(now);
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

const db = () => server.app.db;
const bookingId = async (title: string) => (await db().selectFrom('bookings').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) => server.app.inject({ method, url, headers, payload: {} });
const join = (player: MatchPlayer, id: number) => inject('POST', `/api/publicbookings/byplace-prebook-place/${player.id}/${id}/5`, player.headers);
const waitlist = async (player: MatchPlayer, id: number, method: 'GET' | 'POST' = 'GET') =>
  (await inject(method, `/api/publicbookings/waitlist/${player.id}/${id}`, player.headers)).json();
const offerMails = (customerIds: number[]) => db().selectFrom('emails').select('customer_id').where('customer_id', 'in', customerIds).execute();

/** Fills the match's free places with new joiners (unpaid shares held 15 minutes), all but one paying, and lines two players up. */
async function fullMatchWithLine(title: string, prefix: string, freePlaces: number) {
  const id = await bookingId(title);
  const [first, next, late, ...paying] = await matchPlayers(server, freePlaces + 2, prefix, 3.5);
  for (const player of [late!, ...paying]) expect((await join(player, id)).json().ok).toBe(true);
  for (const player of [first!, next!]) expect((await waitlist(player, id, 'POST')).model).toMatchObject({ status: 'Waiting' });
  await db()
    .updateTable('sales')
    .set({ status: 'Paid' })
    .where(
      'customer_id',
      'in',
      paying.map((player) => player.id),
    )
    .execute();
  return { id, late: late!, first: first!, next: next! };
}

describe('the waitlist sweep', () => {
  it('offers the place of a lapsed unpaid share to the first in line, and mails them once', async () => {
    const { id, late, first, next } = await fullMatchWithLine('Open match · Padel 1', 'lapse', 2);
    await sweepWaitlists(server.app);
    expect(await waitlist(first, id)).toMatchObject({ model: { status: 'Waiting', position: 1 } });

    pinBoth(minutes(16));
    try {
      const offers = await sweepWaitlists(server.app);
      expect(offers.map((offer) => offer.entry.customer_id)).toEqual([first.id]);
      const sale = await db().selectFrom('sales').select('status').where('customer_id', '=', late.id).executeTakeFirstOrThrow();
      expect(sale.status).toBe('Cancelled');
      expect((await waitlist(first, id)).model).toMatchObject({ status: 'Offered', position: 1, offerExpiresAt: minutes(46).toISOString() });
      expect((await waitlist(next, id)).model).toMatchObject({ status: 'Waiting', position: 2 });
      expect(await sweepWaitlists(server.app)).toEqual([]);
      expect(await offerMails([first.id, next.id])).toEqual([{ customer_id: first.id }]);
    } finally {
      pinBoth(now);
    }
  });

  it('offers a freed place exactly once when two server instances sweep at the same moment, then passes the lapsed offer on', async () => {
    const { id, first, next } = await fullMatchWithLine('Evening match · Padel 4', 'twin', 3);
    pinBoth(minutes(16));
    try {
      const [one, other] = await Promise.all([sweepWaitlists(server.app), sweepWaitlists(second.app)]);
      expect([...one, ...other].map((offer) => offer.entry.customer_id)).toEqual([first.id]);
      expect(await offerMails([first.id, next.id])).toEqual([{ customer_id: first.id }]);
      const live = await db().selectFrom('booking_waitlist').select(['customer_id', 'status']).where('booking_id', '=', id).where('status', '=', 'Offered').execute();
      expect(live).toEqual([{ customer_id: first.id, status: 'Offered' }]);

      // The offer runs 30 minutes: the sweep wakes when it lapses, not a minute later, and both instances pass it to the next once.
      pinBoth(minutes(16 + 30 - 0.1));
      expect(await nextSweepDelay(server.app, 60_000)).toBe(6_000);
      pinBoth(minutes(16 + 30));
      const [a, b] = await Promise.all([sweepWaitlists(second.app), sweepWaitlists(server.app)]);
      expect([...a, ...b].filter((offer) => offer.bookingId === id).map((offer) => offer.entry.customer_id)).toEqual([next.id]);
      expect((await waitlist(first, id)).model).toMatchObject({ status: 'None' });
      expect((await waitlist(next, id)).model).toMatchObject({ status: 'Offered', position: 1 });
      expect((await offerMails([next.id])).length).toBe(1);
    } finally {
      pinBoth(now);
    }
  });

  it('offers a place the club frees by hand once, however many sweeps of both instances run together', async () => {
    // The seeded full match has two players in line (empty@, then eva@); the club's desk takes a player off.
    const id = await bookingId('Full match · Padel 1');
    const inLine = await db().selectFrom('customers').select(['id', 'email']).where('email', 'in', ['empty@demo.club', 'eva@demo.club']).execute();
    const firstInLine = inLine.find((row) => row.email === 'empty@demo.club')!.id;
    const players = await db().selectFrom('booking_players').select('id').where('booking_id', '=', id).orderBy('id').execute();
    await db().updateTable('booking_players').set({ customer_id: null, is_placeholder: true }).where('id', '=', players.at(-1)!.id).execute();

    const sweeps = await Promise.all([server, second, server, second].map((instance) => sweepWaitlists(instance.app)));
    expect(
      sweeps
        .flat()
        .filter((offer) => offer.bookingId === id)
        .map((offer) => offer.entry.customer_id),
    ).toEqual([firstInLine]);
    expect(await offerMails(inLine.map((row) => row.id))).toEqual([{ customer_id: firstInLine }]);
  });

  // PostgreSQL only: PGlite has one connection, so a transaction held open here would hold up the sweep itself.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('skips, without waiting, a booking another instance is settling; the next sweep offers its place', async () => {
    const { id, first } = await fullMatchWithLine("Men's match · Padel 3", 'held', 3);
    const offersOf = (offers: Offer[]) => offers.filter((offer) => offer.bookingId === id).map((offer) => offer.entry.customer_id);
    pinBoth(minutes(16));
    try {
      await db()
        .transaction()
        .execute(async (trx) => {
          expect(await lockBookingForJoin(trx, id)).toBeDefined();
          expect(offersOf(await sweepWaitlists(second.app))).toEqual([]);
        });
      expect(offersOf(await sweepWaitlists(second.app))).toEqual([first.id]);
    } finally {
      pinBoth(now);
    }
  });

  it('runs by itself and wakes when the next unpaid share runs out, offering its place at once', async () => {
    const { id, first } = await fullMatchWithLine('Friendly match · Padel 4', 'timer', 3);
    // The server's job scheduler with only this job, on a timer the test drives: it moves the clock and ticks.
    const waker = new HandWaker();
    const third = await createTestApp({ instanceOf: server, configure: (app) => void registerJobs(app, { waker, only: (job) => job.name === 'waitlist_sweep' }) });
    try {
      expect(waker.waitMs).toBe(60_000);
      // Two seconds before the joiner's 15-minute hold runs out: nothing to offer yet, and the sweep sleeps just those two seconds.
      third.app.clock.pin(new Date(minutes(15).getTime() - 2_000));
      await third.app.jobs!.tick();
      expect(waker.waitMs).toBe(2_000);
      expect((await waitlist(first, id)).model).toMatchObject({ status: 'Waiting' });
      third.app.clock.pin(minutes(15));
      await third.app.jobs!.tick();
      expect((await waitlist(first, id)).model).toMatchObject({ status: 'Offered', position: 1 });
      expect(await offerMails([first.id])).toEqual([{ customer_id: first.id }]);
    } finally {
      await third.close();
    }
  });

  it('sleeps the full interval when nothing runs out sooner', async () => {
    expect(await nextSweepDelay(server.app, 60_000)).toBe(60_000);
  });
});
