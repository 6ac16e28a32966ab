// Holding places without paying, and adding strangers to a shared payment (issue 21, items 7 and 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { PINNED_NOW, PINNED_SLOT_DAY, startPinnedPadel } from '../../testing/pinned-padel';
import { expectConformingAnswer } from '../../testing/conformance';
import { matchPlayers, type MatchPlayer } from '../../testing/match-players';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where one customer's pre-books really race).
let server: TestApp;
let padel: number;
let court: number;
let matches: number;
/** Padel 3, for the tests that need a court of their own. */
let padel3: number;
const SLOT_DAY = PINNED_SLOT_DAY;
const CAP = 'You have reached the limit of unpaid bookings (2): pay or cancel one in your cart before booking another';

beforeAll(async () => {
  ({ server, padel, court } = await startPinnedPadel());
  matches = (await server.app.db.selectFrom('booking_types').select('id').where('name', '=', 'Open padel matches').executeTakeFirstOrThrow()).id;
  padel3 = (await server.app.db.selectFrom('resources').select('id').where('name', '=', 'Padel 3').executeTakeFirstOrThrow()).id;
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server);

const db = () => server.app.db;
const players = (count: number, prefix: string) => matchPlayers(server, count, prefix, 3.5);

/** A court pre-book of one hour at `hour` on the slot day (Padel 1 unless told), paid in full unless told. */
const courtBody = (owner: number, hour: string, extra: { resourceId?: number; paymentType?: number; customerIds?: number[] } = {}) => ({
  booking: { customerId: owner, bookingTypeId: padel, paymentType: extra.paymentType ?? 1, origin: 5 },
  blocks: [{ resourceId: extra.resourceId ?? court, startDate: `${SLOT_DAY} ${hour}`, duration: 60 }],
  customerIsParticipant: true,
  isMultiple: false,
  customerIds: [owner, ...(extra.customerIds ?? [])],
});
const prebook = (who: MatchPlayer, hour: string, extra: Parameters<typeof courtBody>[2] = {}) => post('/api/publicbookings/prebook', courtBody(who.id, hour, extra), who.headers);

describe('the cap of unpaid holds per customer', () => {
  it('refuses a third unpaid pre-book with the reason, in the caller’s language; a cancelled or lapsed hold frees a place under the cap', async () => {
    const [holder] = await players(1, 'capped');
    expect((await prebook(holder!, '08:00')).json().ok).toBe(true);
    const second = (await prebook(holder!, '09:00')).json();
    expect(second.ok).toBe(true);
    const third = await prebook(holder!, '10:00');
    expectConformingAnswer('prebookBooking', third);
    expect(third.json()).toEqual({ ok: false, errorMsg: CAP, reason: 'unpaidHolds' });
    expect((await post('/api/publicbookings/prebook', courtBody(holder!.id, '10:00'), { ...holder!.headers, 'accept-language': 'es-ES' })).json().errorMsg).toBe(
      'Has alcanzado el límite de reservas sin pagar (2): paga o cancela una de tu cesta antes de reservar otra',
    );
    // Nothing of the refused pre-books was written.
    expect(await db().selectFrom('bookings').select('id').where('owner_customer_id', '=', holder!.id).execute()).toHaveLength(2);

    const bookingId = second.model.sales[0].bookingId as number;
    expect((await post(`/api/publicbookings/cancel/${bookingId}/${holder!.id}`, undefined, holder!.headers)).json().ok).toBe(true);
    expect((await prebook(holder!, '10:00')).json().ok).toBe(true);
    expect((await prebook(holder!, '11:00')).json()).toEqual({ ok: false, errorMsg: CAP, reason: 'unpaidHolds' });

    // Past their payment deadline (15 minutes) the holds count no more.
    server.app.clock.pin(new Date(PINNED_NOW.getTime() + 16 * 60_000));
    try {
      expect((await prebook(holder!, '11:00')).json().ok).toBe(true);
    } finally {
      server.app.clock.pin(PINNED_NOW);
    }
  });

  it('does not count a paid booking, and follows the club’s setting', async () => {
    const [payer] = await players(1, 'payer');
    const first = (await prebook(payer!, '12:00')).json();
    expect((await prebook(payer!, '13:00')).json().ok).toBe(true);
    // The first one is paid: confirmed, it is no hold any more.
    await db().updateTable('bookings').set({ status: 'Confirmed', payment_deadline: null }).where('id', '=', first.model.sales[0].bookingId).execute();
    expect((await prebook(payer!, '14:00')).json().ok).toBe(true);
    expect((await prebook(payer!, '15:00')).json().errorMsg).toBe(CAP);
    await db().updateTable('clubs').set({ max_unpaid_holds: 3 }).execute();
    try {
      expect((await prebook(payer!, '15:00')).json().ok).toBe(true);
    } finally {
      await db().updateTable('clubs').set({ max_unpaid_holds: 2 }).execute();
    }
  });

  it('lets exactly 2 of 8 concurrent pre-books of one customer through; the others are told why', async () => {
    const [racer] = await players(1, 'greedy');
    const courts = await db().selectFrom('resources').select('id').where('name', 'in', ['Padel 2', 'Padel 3', 'Padel 4']).orderBy('name').execute();
    const attempts = ['16:00', '17:00'].flatMap((hour) => [court, ...courts.map((row) => row.id)].map((resourceId) => ({ hour, resourceId })));
    const answers = await Promise.all(attempts.map(({ hour, resourceId }) => prebook(racer!, hour, { resourceId })));
    const bodies = answers.map((answer) => answer.json() as { ok: boolean; errorMsg?: string });
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(bodies.filter((body) => body.ok)).toHaveLength(2);
    expect(bodies.filter((body) => !body.ok).map((body) => body.errorMsg)).toEqual(Array.from({ length: 6 }, () => CAP));
    const held = await db().selectFrom('bookings').select('id').where('owner_customer_id', '=', racer!.id).where('status', '=', 'Pending').execute();
    expect(held).toHaveLength(2);
  });

  it('counts a joined place whose share is unpaid, and refuses a join over the cap', async () => {
    const [owner, joiner, capped] = await players(3, 'joins');
    const match = await post(
      '/api/publicbookings/byplace-prebook',
      {
        booking: { customerId: owner!.id, bookingTypeId: matches, paymentType: 3, origin: 5, gender: 'Open', minLevel: 0, maxLevel: 7 },
        blocks: [{ resourceId: court, startDate: `${SLOT_DAY} 19:00`, duration: 90 }],
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: [owner!.id],
      },
      owner!.headers,
    );
    expect(match.json().ok).toBe(true);
    const matchId = match.json().model.sales[0].bookingId as number;
    const join = (who: MatchPlayer) => post(`/api/publicbookings/byplace-prebook-place/${who.id}/${matchId}/5`, {}, who.headers);

    // The joiner's unpaid share is a hold: with one court hold besides, the cap is reached.
    expect((await join(joiner!)).json().ok).toBe(true);
    expect((await prebook(joiner!, '08:00', { resourceId: padel3 })).json().ok).toBe(true);
    expect((await prebook(joiner!, '09:00', { resourceId: padel3 })).json().errorMsg).toBe(CAP);

    // A customer already holding two courts cannot take a place in the match either.
    expect((await prebook(capped!, '12:00', { resourceId: padel3 })).json().ok).toBe(true);
    expect((await prebook(capped!, '13:00', { resourceId: padel3 })).json().ok).toBe(true);
    const refused = await join(capped!);
    expectConformingAnswer('joinBooking', refused);
    expect(refused.json()).toEqual({ ok: false, errorMsg: CAP, reason: 'unpaidHolds' });
  });
});

describe('players of a pre-book', () => {
  const search = (who: MatchPlayer, text: string) => post('/api/publiccustomers/list', { search: text }, who.headers);
  const shared = (owner: MatchPlayer, hour: string, friends: number[]) => prebook(owner, hour, { resourceId: padel3, paymentType: 2, customerIds: friends });

  it('are only those the owner’s look-up found: a guessed id is refused with one message, whether it exists or not', async () => {
    const [owner, friend, other] = await players(3, 'lookup');
    const guessed = await shared(owner!, '15:00', [friend!.id]);
    expectConformingAnswer('prebookBooking', guessed);
    expect(guessed.json()).toEqual({ ok: false, errorMsg: `Player ${friend!.id} cannot be added: find them with the player search first` });
    expect((await shared(owner!, '15:00', [99_999_999])).json()).toEqual({ ok: false, errorMsg: 'Player 99999999 cannot be added: find them with the player search first' });
    // Someone else's look-up does not count for the owner.
    expect((await search(other!, `lookup1@join.test`)).json().rowData).toHaveLength(1);
    expect((await shared(owner!, '15:00', [friend!.id])).json().ok).toBe(false);
    // Found by the owner's own look-up: added, and asked for a share.
    expect((await search(owner!, `lookup1@join.test`)).json().rowData.map((row: { id: number }) => row.id)).toEqual([friend!.id]);
    const booked = (await shared(owner!, '15:00', [friend!.id])).json();
    expect(booked.ok).toBe(true);
    expect(booked.model.sales.map((sale: { customerId: number }) => sale.customerId)).toEqual([owner!.id, friend!.id]);
    // No debt was put on anyone by the refusals.
    expect(await db().selectFrom('sales').select('id').where('customer_id', '=', friend!.id).execute()).toHaveLength(1);
  });

  it('stop counting a look-up after two hours', async () => {
    const [owner, friend] = await players(2, 'stale');
    await search(owner!, 'stale1@join.test');
    server.app.clock.pin(new Date(PINNED_NOW.getTime() + 2 * 3600_000 + 60_000));
    try {
      expect((await shared(owner!, '20:00', [friend!.id])).json().errorMsg).toBe(`Player ${friend!.id} cannot be added: find them with the player search first`);
      await search(owner!, 'stale1@join.test');
      expect((await shared(owner!, '20:00', [friend!.id])).json().ok).toBe(true);
    } finally {
      server.app.clock.pin(PINNED_NOW);
    }
  });

  it('may be the family without a look-up: a parent adds a child', async () => {
    const ana = await server.login('ana@demo.club', 'demo1234');
    const leo = (await db().selectFrom('customers').select('id').where('email', '=', 'leo@demo.club').executeTakeFirstOrThrow()).id;
    const answer = (await post('/api/publicbookings/prebook', courtBody(ana.customerId, '21:00', { resourceId: padel3, paymentType: 2, customerIds: [leo] }), ana.headers)).json();
    expect(answer.ok).toBe(true);
    expect(answer.model.sales.map((sale: { customerId: number }) => sale.customerId)).toEqual([ana.customerId, leo]);
  });
});
