import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signedInCustomers, type SignedInCustomer } from '../../testing/signed-in-customers';
import { expectConformingAnswer } from '../../testing/conformance';
import { wallToInstant } from '../../../domain/club-time';
import { runDraw } from '../../booking-engine/opening-draw';
import { dayGridAndBusy } from '../../bookings/opening';
import { sweepOpenings } from '../../bookings/opening-sweep';

// Two server instances on one database (on PostgreSQL with TEST_DATABASE_URL: two pools really racing for the
// draw). The demo padel type opens a day 14 days ahead at 00:00 Madrid time, with a 60-minute window before.
let first: TestApp;
let second: TestApp;
let padel: number;
let courts: number[];
const TZ = 'Europe/Madrid';
const DAY = '2031-06-17';
const at = (date: string, time: string) => wallToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), TZ);
const BEFORE_WINDOW = at('2031-06-02', '22:30');
const IN_WINDOW = at('2031-06-02', '23:10');
const OPENING = at('2031-06-03', '00:00');

const pin = (instant: Date) => [first, second].forEach((server) => server.app.clock.pin(instant));

const customers = (count: number, prefix: string) => signedInCustomers(first, count, prefix);
type Who = SignedInCustomer;

const ask = (server: TestApp, who: Who, choices: unknown[], headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'PUT', url: '/api/publicbookings/opening/request', headers: { ...who.headers, ...headers }, payload: { bookingTypeId: padel, date: DAY, choices } });
const opening = (server: TestApp, who?: Who) =>
  server.app.inject({ method: 'GET', url: `/api/publicbookings/opening?bookingTypeId=${padel}&date=${DAY}`, headers: who?.headers ?? {} });
const prebook = (server: TestApp, who: Who, resourceId: number, time: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/publicbookings/prebook',
    headers: { ...who.headers, ...headers },
    payload: {
      booking: { customerId: who.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
      blocks: [{ resourceId, startDate: `${DAY} ${time}`, duration: 60 }],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [who.id],
    },
  });
const any = (startTime: string) => ({ resourceId: null, startTime, duration: 60 });

beforeAll(async () => {
  first = await createTestApp({ cache: true });
  second = await createTestApp({ cache: true, instanceOf: first });
  const db = first.app.db;
  padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  courts = (await db.selectFrom('resources').select('id').where('name', 'like', 'Padel %').orderBy('sort_order').orderBy('id').execute()).map((row) => row.id);
}, 240_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('the fair opening of a day', () => {
  it('tells the padel type opening in the types answer', async () => {
    const types = (await first.app.inject({ method: 'GET', url: '/api/publicbookings/booking-types-list' })).json();
    expect(types.model.find((type: { id: number }) => type.id === padel).opening).toEqual({ windowMins: 60, maxRequests: 3, maxWins: 1 });
  });

  it('runs closed → requesting → one draw on two instances → open, holds for winners, mails for all, reproducible from its seed', async () => {
    const [ana, ...rivals] = await customers(12, 'draw');
    pin(BEFORE_WINDOW);
    const closed = await opening(first, ana);
    expectConformingAnswer('getBookingOpening', closed);
    expect(closed.json().model).toMatchObject({
      state: 'closed',
      opensAt: OPENING.toISOString(),
      windowOpensAt: at('2031-06-02', '23:00').toISOString(),
      myRequest: null,
      myResult: null,
    });
    const early = await ask(first, ana!, [any('19:00')], { 'accept-language': 'es-ES' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMsg).toBe('Las solicitudes para este día se abren el lunes a las 23:00');

    pin(IN_WINDOW);
    // Sent 50 times (a bot): one request, and the last one counts.
    for (let i = 0; i < 50; i++)
      expect((await ask(i % 2 ? first : second, ana!, [{ resourceId: courts[0], startTime: '19:00', duration: 60 }, any('20:00')])).statusCode).toBe(200);
    const mine = await opening(second, ana);
    expectConformingAnswer('getBookingOpening', mine);
    expect(mine.json().model).toMatchObject({
      state: 'requesting',
      requestCount: 1,
      myRequest: { choices: [{ resourceId: courts[0], startTime: '19:00', duration: 60 }, any('20:00')] },
    });
    // Refusals name the problem.
    expect((await ask(first, ana!, [any('19:00'), any('20:00'), any('21:00'), any('18:00')])).json().errorMsg).toBe('Choose at most 3 slots');
    const offGrid = await ask(first, ana!, [any('19:10')]);
    expect([offGrid.statusCode, offGrid.json().errorMsg]).toEqual([400, `19:10 for 60 minutes is not a slot of Padel court on ${DAY}`]);
    // No booking of the day during the window: the page shows the window, a pre-book is told to ask.
    const refused = (await prebook(first, ana!, courts[1]!, '10:00')).json();
    expect(refused).toMatchObject({ ok: false, errorMsg: 'This day opens on Tuesday at 00:00; ask for your slots now' });
    const list = (await first.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: DAY, bookingTypeId: padel } })).json();
    expect(list.model.list.every((resource: { timeTable: unknown[] }) => resource.timeTable.length === 0)).toBe(true);

    // Eleven rivals want 19:00 on any court (four courts), court 1 wanted by Ana too.
    for (const rival of rivals) expect((await ask(first, rival, [any('19:00')])).statusCode).toBe(200);
    const beforeMails = Number(
      (
        await first.app.db
          .selectFrom('emails')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    pin(OPENING);
    // Both instances read the day at the opening: the database lets one of them draw.
    const [one, two] = await Promise.all([opening(first, ana), opening(second, rivals[0])]);
    expect([one.json().model.state, two.json().model.state]).toEqual(['open', 'open']);
    const draws = await first.app.db.selectFrom('booking_opening_draws').selectAll().where('booking_type_id', '=', padel).where('date', '=', DAY).execute();
    expect(draws).toHaveLength(1);
    const results = await first.app.db.selectFrom('booking_opening_results').selectAll().where('booking_type_id', '=', padel).where('date', '=', DAY).orderBy('rank').execute();
    expect(results).toHaveLength(12);
    const winners = results.filter((row) => row.outcome === 'won');
    // Four courts at 19:00 for twelve asking; Ana's second choice (20:00) if she lost 19:00.
    expect(winners.filter((row) => (row.choice as unknown as { startTime: string }).startTime === '19:00')).toHaveLength(4);
    expect(new Set(winners.map((row) => row.customer_id)).size).toBe(winners.length);
    const holds = await first.app.db
      .selectFrom('bookings')
      .select(['id', 'status', 'payment_deadline', 'owner_customer_id'])
      .where(
        'id',
        'in',
        winners.map((row) => row.booking_id!),
      )
      .execute();
    expect(holds.every((hold) => hold.status === 'Pending' && hold.payment_deadline! > OPENING)).toBe(true);
    const mails = Number(
      (
        await first.app.db
          .selectFrom('emails')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(mails - beforeMails).toBe(12);

    // The result as each sees it; a winner's hold lists with their bookings.
    const anaRow = results.find((row) => row.customer_id === ana!.id)!;
    const anaModel = (await opening(first, ana)).json().model;
    expect(anaModel.myResult).toEqual(
      anaRow.outcome === 'won' ? { outcome: 'won', bookingId: anaRow.booking_id, choice: anaRow.choice } : { outcome: 'lost', bookingId: null, choice: null },
    );

    // Reproducible: the recorded seed, the same requests and the day as it was give the same assignment.
    const requests = await first.app.db.selectFrom('booking_opening_requests').select(['customer_id', 'choices']).where('date', '=', DAY).execute();
    const { grid } = await dayGridAndBusy(first.app.db, courts, DAY, TZ, OPENING);
    const again = runDraw({
      requests: requests.map((row) => ({ customerId: row.customer_id, choices: row.choices as never, allowance: 1 })),
      resourceIds: courts,
      grid,
      busy: [],
      seed: draws[0]!.seed,
      maxWins: 1,
    });
    expect(again.map((o) => [o.customerId, o.rank, o.wins[0]?.choice ?? null])).toEqual(results.map((row) => [row.customer_id, row.rank, row.choice]));

    // After the draw: asking is over, what nobody won is bookable.
    expect((await ask(second, ana!, [any('21:00')])).json().errorMsg).toBe("This day's draw has been made: book what is still free");
    expect((await prebook(second, rivals[0]!, courts[2]!, '10:00')).json().ok).toBe(true);
    expect(await sweepOpenings(first.app)).toBeNull();
  });

  it('draws at the opening from the sweep when nobody reads the day', async () => {
    const [lone] = await customers(1, 'sweep');
    const day = '2031-06-18';
    pin(at('2031-06-03', '23:30'));
    expect(
      (
        await first.app.inject({
          method: 'PUT',
          url: '/api/publicbookings/opening/request',
          headers: lone!.headers,
          payload: { bookingTypeId: padel, date: day, choices: [any('09:00')] },
        })
      ).statusCode,
    ).toBe(200);
    expect(await sweepOpenings(first.app)).toEqual(at('2031-06-04', '00:00'));
    pin(at('2031-06-04', '00:00'));
    expect(await sweepOpenings(second.app)).toBeNull();
    const result = await first.app.db.selectFrom('booking_opening_results').select(['outcome', 'booking_id']).where('customer_id', '=', lone!.id).executeTakeFirstOrThrow();
    expect(result.outcome).toBe('won');
  });

  it("offers in the window exactly the day's slots a request accepts, court names only where the club shows them", async () => {
    const [asker] = await customers(1, 'slots');
    const day = '2031-06-19';
    const askFor = (choice: unknown) =>
      first.app.inject({ method: 'PUT', url: '/api/publicbookings/opening/request', headers: asker!.headers, payload: { bookingTypeId: padel, date: day, choices: [choice] } });
    pin(at('2031-06-04', '23:20'));
    const read = await first.app.inject({ method: 'GET', url: `/api/publicbookings/opening?bookingTypeId=${padel}&date=${day}` });
    expectConformingAnswer('getBookingOpening', read);
    const { state, slots } = read.json().model as { state: string; slots: { resourceId: number; resourceName: string | null; startTime: string; durations: number[] }[] };
    expect(state).toBe('requesting');
    // Every court of the type, in court order, with its whole grid (the list answers nothing for this day yet).
    expect([...new Set(slots.map((slot) => slot.resourceId))]).toEqual(courts);
    const named = await first.app.db.selectFrom('resources').select(['id', 'name', 'show_name_online']).where('id', 'in', courts).execute();
    for (const court of named) {
      const own = slots.filter((slot) => slot.resourceId === court.id);
      expect(own.length).toBeGreaterThan(10);
      expect(new Set(own.map((slot) => slot.resourceName))).toEqual(new Set([court.show_name_online ? court.name : null]));
    }
    // Each slot, each duration, on its court and on any court: accepted.
    const offered = slots.flatMap((slot) => slot.durations.map((duration) => ({ resourceId: slot.resourceId, startTime: slot.startTime, duration })));
    for (const choice of offered) expect([choice, (await askFor(choice)).statusCode]).toEqual([choice, 200]);
    const anyCourt = [...new Map(offered.map((choice) => [`${choice.startTime}|${choice.duration}`, { ...choice, resourceId: null }])).values()];
    for (const choice of anyCourt) expect([choice, (await askFor(choice)).statusCode]).toEqual([choice, 200]);
    // Anything else: refused. A start 15 minutes off each court's grid, a duration the start does not offer, another type's court.
    const isOffered = (resourceId: number | null, startTime: string, duration: number) =>
      offered.some((choice) => (resourceId === null || choice.resourceId === resourceId) && choice.startTime === startTime && choice.duration === duration);
    const shifted = (time: string) => {
      const minutes = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + 15) % 1440;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    };
    const outside = slots
      .flatMap((slot) => [
        { resourceId: slot.resourceId, startTime: shifted(slot.startTime), duration: slot.durations[0]! },
        { resourceId: slot.resourceId, startTime: slot.startTime, duration: Math.max(...slot.durations) + 30 },
      ])
      .filter((choice) => !isOffered(choice.resourceId, choice.startTime, choice.duration));
    expect(outside.length).toBeGreaterThan(slots.length);
    for (const choice of outside) expect([choice, (await askFor(choice)).statusCode]).toEqual([choice, 400]);
    const otherCourt = await first.app.db.selectFrom('resources').select('id').where('id', 'not in', courts).executeTakeFirstOrThrow();
    expect((await askFor({ ...offered[0]!, resourceId: otherCourt.id })).statusCode).toBe(400);
  }, 240_000);
});

describe('anti-walking-down rules a club sets on its padel type', () => {
  it('caps bookings per day at two, then a cancellation starts a cooldown and keeps the slot from its canceller', async () => {
    await first.app.db.updateTable('booking_types').set({ max_bookings_per_day: 2, rebook_cooldown_mins: 10, late_cancel_lock_mins: 60 }).where('id', '=', padel).execute();
    const [walker, other] = await customers(2, 'walk');
    const day = '2031-06-10';
    pin(at('2031-06-02', '10:00'));
    const book = (who: Who, time: string, resource = courts[3]!) =>
      first.app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: who.headers,
        payload: {
          booking: { customerId: who.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
          blocks: [{ resourceId: resource, startDate: `${day} ${time}`, duration: 60 }],
          customerIsParticipant: true,
          isMultiple: false,
          customerIds: [who.id],
        },
      });
    const held = (await book(walker!, '09:00')).json();
    expect(held.ok).toBe(true);
    // The unpaid-holds cap (2) would refuse a third hold anyway: pay the first so only the day cap speaks.
    await first.app.db.updateTable('bookings').set({ status: 'Confirmed' }).where('id', '=', held.model.sales[0].bookingId).execute();
    expect((await book(walker!, '11:00')).json().ok).toBe(true);
    const third = await book(walker!, '13:00');
    expect(third.json()).toMatchObject({ ok: false, errorMsg: 'You already have 2 Padel court bookings on that day, the most the club allows', reason: 'bookingLimit' });

    const second11 = await first.app.db.selectFrom('bookings').select('id').where('owner_customer_id', '=', walker!.id).where('status', '=', 'Pending').executeTakeFirstOrThrow();
    const cancelled = await first.app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${second11.id}/${walker!.id}`, headers: walker!.headers });
    expect(cancelled.json().ok).toBe(true);
    expect((await book(walker!, '11:00')).json()).toMatchObject({ ok: false, errorMsg: 'You cancelled this slot: it stays open to other players until 11:00' });
    expect((await book(walker!, '15:00')).json()).toMatchObject({ ok: false, errorMsg: 'You cancelled a Padel court booking a moment ago: you can book again from 10:10' });
    // Someone else may take the cancelled slot at once.
    expect((await book(other!, '11:00')).json().ok).toBe(true);
    first.app.clock.advance(10 * 60_000);
    expect((await book(walker!, '15:00')).json().ok).toBe(true);
  });
});
