import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { signedInCustomers } from '../../testing/signed-in-customers';
import { PINNED_NOW, PINNED_SLOT_DAY, PINNED_TZ, startPinnedPadel } from '../../testing/pinned-padel';
import { expectConformingAnswer } from '../../testing/conformance';
import { wallToInstant } from '../../../domain/club-time';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the 50 pre-books really race).
let server: TestApp;
let padel: number;
let court: number;
const TZ = PINNED_TZ;
const NOW = PINNED_NOW;
const SLOT_DAY = PINNED_SLOT_DAY;

beforeAll(async () => {
  ({ server, padel, court } = await startPinnedPadel());
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server);

const customers = (count: number, prefix: string) => signedInCustomers(server, count, prefix);

const draft = (customerId: number, start: string, duration = 90, extra: Record<string, unknown> = {}) => ({
  booking: { customerId, bookingTypeId: padel, paymentType: 1, origin: 5, ...extra },
  blocks: [{ resourceId: court, startDate: start, duration }],
  customerIsParticipant: true,
  isMultiple: false,
  customerIds: [customerId],
});

describe('publicbookings/list and loadprice', () => {
  it('lists free slots with prices, prorating a band-crossing booking', async () => {
    const response = await post('/api/publicbookings/list', { date: SLOT_DAY, bookingTypeId: padel });
    expectConformingAnswer('listBookingAvailability', response);
    const model = response.json().model;
    const first = model.list.find((resource: { id: number }) => resource.id === court);
    const slot = first.timeTable.find((candidate: { sstart: string }) => candidate.sstart === '16:30');
    expect(slot.durations).toEqual([60, 90, 120]);
    // 16:30–18:00: 30 min off-peak 28 + 60 min peak 36 → 33.33
    expect(slot.priceByDuration['90']).toEqual({ amount: 33.33, price: 33.33, netPrice: 27.55, isSpecialPrice: false });
    const price = await post('/api/publicbookings/loadprice', { startDate: `${SLOT_DAY} 16:30`, bookingTypeId: padel, duration: 90, customerId: -1, resourceId: court });
    expectConformingAnswer('loadBookingPrice', price);
    expect(price.json()).toMatchObject({ ok: true, price: { price: 33.33, isSpecialPrice: false } });
  });
});

describe('prebook', () => {
  it('refuses the losers of a rush on one slot before they write anything: one booking is ever inserted', async () => {
    // Every insert takes a number from the bookings' identity, even one rolled back by the exclusion
    // constraint: the numbers taken count the pre-books that reached the transaction.
    const lastBookingNumber = async () =>
      Number((await sql<{ last: string | null }>`SELECT pg_sequence_last_value(pg_get_serial_sequence('bookings', 'id')) AS last`.execute(server.app.db)).rows[0]!.last ?? 0);
    const racers = await customers(30, 'early');
    const before = await lastBookingNumber();
    const answers = await Promise.all(racers.map((racer) => post('/api/publicbookings/prebook', draft(racer.id, `${SLOT_DAY} 15:00`), racer.headers)));
    const bodies = answers.map((answer) => answer.json() as { ok: boolean; reason?: string });
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    expect(bodies.filter((body) => !body.ok && body.reason === 'slotTaken')).toHaveLength(29);
    expect((await lastBookingNumber()) - before).toBe(1);
  });

  it('lets exactly one of 50 concurrent pre-books of one slot win; the others are told the slot was taken', async () => {
    const racers = await customers(50, 'race');
    const start = `${SLOT_DAY} 19:00`;
    const answers = await Promise.all(racers.map((racer) => post('/api/publicbookings/prebook', draft(racer.id, start), racer.headers)));
    const bodies = answers.map((answer) => ({ status: answer.statusCode, body: answer.json() }));
    expect(bodies.every((answer) => answer.status === 200)).toBe(true);
    const won = bodies.filter((answer) => answer.body.ok);
    const lost = bodies.filter((answer) => !answer.body.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const answer of lost) expect(answer.body).toMatchObject({ errorMsg: 'This slot has just been taken', reason: 'slotTaken' });
    expectConformingAnswer(
      'prebookBooking',
      answers.find((answer) => !answer.json().ok)!,
    );
    expectConformingAnswer(
      'prebookBooking',
      answers.find((answer) => answer.json().ok)!,
    );
    const booked = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM booking_blocks WHERE resource_id = ${court} AND during && tstzrange(${wallToInstant(SLOT_DAY, 19 * 60, TZ)}, ${wallToInstant(SLOT_DAY, 20 * 60 + 30, TZ)})`.execute(
      server.app.db,
    );
    expect(booked.rows[0]!.n).toBe(1);
    const sale = won[0]!.body.model.sales[0];
    expect(sale).toMatchObject({ total: 36, paymentType: 1, withRetention: false, cancelUrl: `publicbookings/cancel/${sale.bookingId}/${sale.customerId}` });
    expect(new Date(sale.paymentDeadline).getTime()).toBe(NOW.getTime() + 15 * 60_000);
  });

  it('frees an expired hold by itself and lets the next customer have the slot', async () => {
    const [first, second] = await customers(2, 'hold');
    const start = `${SLOT_DAY} 21:00`;
    expect((await post('/api/publicbookings/prebook', draft(first!.id, start, 60), first!.headers)).json().ok).toBe(true);
    const taken = await post('/api/publicbookings/prebook', draft(second!.id, start, 60), second!.headers);
    expect(taken.json()).toMatchObject({ ok: false, errorMsg: 'This slot has just been taken', reason: 'slotTaken' });
    const listed = async () =>
      (await post('/api/publicbookings/list', { date: SLOT_DAY, bookingTypeId: padel }))
        .json()
        .model.list.find((resource: { id: number }) => resource.id === court)
        .timeTable.map((slot: { sstart: string }) => slot.sstart);
    expect(await listed()).not.toContain('21:00');
    server.app.clock.advance(16 * 60_000);
    try {
      expect(await listed()).toContain('21:00');
      const again = await post('/api/publicbookings/prebook', draft(second!.id, start, 60), second!.headers);
      expect(again.json().ok).toBe(true);
      const states = await server.app.db
        .selectFrom('bookings')
        .select(['owner_customer_id', 'status'])
        .where('owner_customer_id', 'in', [first!.id, second!.id])
        .orderBy('id')
        .execute();
      expect(states).toEqual([
        { owner_customer_id: first!.id, status: 'Expired' },
        { owner_customer_id: second!.id, status: 'Pending' },
      ]);
    } finally {
      server.app.clock.pin(NOW);
    }
  });

  it('refuses bad input, naming the problem', async () => {
    const [who] = await customers(1, 'bad');
    const refuse = async (payload: object) => {
      const answer = (await post('/api/publicbookings/prebook', payload, who!.headers)).json();
      // Only a taken slot sends the player back to the timetable.
      expect(answer).toMatchObject({ ok: false });
      expect(answer.reason).toBeUndefined();
      return answer.errorMsg;
    };
    expect(await refuse(draft(who!.id, '2031-06-01 19:00'))).toBe('The slot at 2031-06-01 19:00 has already started');
    expect(await refuse(draft(who!.id, '2031-07-30 19:00'))).toMatch(/outside the booking window/);
    expect(await refuse(draft(who!.id, `${SLOT_DAY} 19:10`))).toBe(`${SLOT_DAY} 19:10 is not a start time of Padel 1`);
    expect(await refuse(draft(who!.id, `${SLOT_DAY} 12:00`, 45))).toBe(`Padel 1 cannot be booked for 45 minutes at ${SLOT_DAY} 12:00`);
    const tennis = (await server.app.db.selectFrom('resources').select('id').where('name', '=', 'Tennis 1').executeTakeFirstOrThrow()).id;
    expect(await refuse({ ...draft(who!.id, `${SLOT_DAY} 12:00`), blocks: [{ resourceId: tennis, startDate: `${SLOT_DAY} 12:00`, duration: 90 }] })).toBe(
      `Resource ${tennis} cannot be booked with Padel court`,
    );
    expect(await refuse(draft(who!.id, `${SLOT_DAY} 12:00`, 90, { price: { price: 10 } }))).toBe('The price is 28.00, not 10.00: please check it and try again');
    expect(await refuse(draft(who!.id, `${SLOT_DAY} 12:00`, 90, { paymentType: 0 }))).toBe('Choose how to pay: full or shared payment');
  });

  it('shares the price per player and keeps the owner a participant', async () => {
    const [owner, friend] = await customers(2, 'share');
    // The friend is added as the portal does: found by the owner's player search first.
    const found = await post('/api/publiccustomers/list', { search: `share-1@customers.test` }, owner!.headers);
    expect(found.json().rowData.map((row: { id: number }) => row.id)).toEqual([friend!.id]);
    const body = { ...draft(owner!.id, `${SLOT_DAY} 13:00`, 120, { paymentType: 2 }), customerIds: [friend!.id] };
    const answer = (await post('/api/publicbookings/prebook', body, owner!.headers)).json();
    expect(answer.ok).toBe(true);
    // 120 min off-peak 36.00 / 4 players = 9.00 each.
    expect(answer.model.sales.map((sale: { customerId: number; total: number }) => [sale.customerId, sale.total])).toEqual([
      [owner!.id, 9],
      [friend!.id, 9],
    ]);
  });
});

describe('cancel', () => {
  it('frees the slot at once and answers the return info', async () => {
    const [who] = await customers(1, 'cancel');
    const made = (await post('/api/publicbookings/prebook', draft(who!.id, `${SLOT_DAY} 09:00`, 60), who!.headers)).json();
    const bookingId = made.model.sales[0].bookingId;
    const cancelled = await post(`/api/publicbookings/cancel/${bookingId}/${who!.id}`, undefined, who!.headers);
    expectConformingAnswer('cancelBooking', cancelled);
    expect(cancelled.json()).toEqual({ ok: true, errorMsg: null, infoReturns: [] });
    const blocks = await server.app.db.selectFrom('booking_blocks').select('booking_status').where('booking_id', '=', bookingId).execute();
    expect(blocks).toEqual([{ booking_status: 'Cancelled' }]);
    const again = await post('/api/publicbookings/prebook', draft(who!.id, `${SLOT_DAY} 09:00`, 60), who!.headers);
    expect(again.json().ok).toBe(true);
    const mail = await server.app.db.selectFrom('emails').select('subject').where('customer_id', '=', who!.id).execute();
    expect(mail.map((row) => row.subject)).toContain('Booking cancelled: Padel court · Padel 1');
  });
});
