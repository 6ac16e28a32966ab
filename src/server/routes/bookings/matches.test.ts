import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { matchPlayers } from '../../testing/match-players';
import { sweepWaitlists } from '../../bookings/waitlist';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the 20 joiners really race).
let server: TestApp;
let now: Date;
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

beforeAll(async () => {
  ({ server } = await startDemoServer());
  now = new Date();
  server.app.clock.pin(now);
});
afterAll(() => server?.close());

const db = () => server.app.db;
const bookingId = async (title: string) => (await db().selectFrom('bookings').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const join = (customerId: number, id: number, headers: Record<string, string>, team?: number, placeId?: number) =>
  inject('POST', `/api/publicbookings/byplace-prebook-place/${customerId}/${id}/5${placeId ? `/${placeId}` : ''}`, headers, team === undefined ? {} : { team });

const players = (count: number, prefix: string, level: number | null, gender: 0 | 1 = 0) => matchPlayers(server, count, prefix, level, gender);

const info = async (id: number, headers: Record<string, string> = {}) => (await inject('GET', `/api/publicbookings/info/${id}`, headers)).json().model.booking;

describe('joining a match', () => {
  it('gives the last place to exactly one of 20 concurrent joiners; the others are told Max players reached', async () => {
    const id = await bookingId('Open match · Padel 1');
    const [first] = await players(1, 'first', 3.5);
    const one = await join(first!.id, id, first!.headers);
    expectConformingAnswer('joinBooking', one);
    expect(one.json()).toMatchObject({ ok: true, model: { serviceFree: false, sale: { total: 9, pending: 9, cancelUrl: `publicbookings/leave/${id}/${first!.id}` } } });
    const racers = await players(20, 'racer', 3.5);
    const answers = await Promise.all(racers.map((racer) => join(racer.id, id, racer.headers)));
    const bodies = answers.map((answer) => answer.json());
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    for (const body of bodies.filter((candidate) => !candidate.ok)) expect(body.errorMsg).toBe('Max players reached');
    const booking = await info(id);
    expect(booking.participantsIn).toBe(4);
    expect(booking.players.filter((player: { isPlaceholder: boolean }) => !player.isPlaceholder)).toHaveLength(4);
  });

  it('refuses a second join (You are already in), a player outside the level range naming it, and the wrong gender', async () => {
    const id = await bookingId("Men's match · Padel 3");
    const [low] = await players(1, 'low', 2.2);
    expect((await join(low!.id, id, low!.headers)).json()).toEqual({ ok: false, errorMsg: 'This match is for levels 3.0 to 4.5: your level is 2.2' });
    const [none] = await players(1, 'none', null);
    expect((await join(none!.id, id, none!.headers)).json().errorMsg).toBe('This match is for levels 3.0 to 4.5 and you do not have a level yet');
    const [woman] = await players(1, 'woman', 3.5, 1);
    expect((await join(woman!.id, id, woman!.headers)).json().errorMsg).toBe('This match is for men only');
    const [man] = await players(1, 'man', 3.5);
    expect((await join(man!.id, id, man!.headers, 1)).json().ok).toBe(true);
    expect((await join(man!.id, id, man!.headers, 1)).json().errorMsg).toBe('You are already in');
    const spanish = await inject('POST', `/api/publicbookings/byplace-prebook-place/${low!.id}/${id}/5`, { ...low!.headers, 'accept-language': 'es-ES' }, {});
    expect(spanish.json().errorMsg).toBe('Este partido es para niveles de 3.0 a 4.5: tu nivel es 2.2');
  });

  it('puts the joiner on the chosen team until it is full, then refuses that team', async () => {
    const id = await bookingId('Evening match · Padel 4');
    const [a, b, c] = await players(3, 'team', 3);
    expect((await join(a!.id, id, a!.headers, 1)).json().ok).toBe(true);
    expect((await join(b!.id, id, b!.headers, 1)).json().ok).toBe(true);
    expect((await join(c!.id, id, c!.headers, 1)).json().errorMsg).toBe('Team 2 is full: choose the other team');
    const booking = await info(id, c!.headers);
    expect(booking.players.filter((player: { team: number; isPlaceholder: boolean }) => player.team === 1 && !player.isPlaceholder)).toHaveLength(2);
    expect(booking.allowJoin).toBe(true);
  });

  it('takes a floor-map place once; a taken place is refused by its label', async () => {
    const id = await bookingId('Beginners match · Padel 2');
    const place = (await db().selectFrom('booking_template_places').select('id').where('place', '=', 'B2').executeTakeFirstOrThrow()).id;
    const [a, b] = await players(2, 'map', 2);
    const first = await join(a!.id, id, a!.headers, undefined, place);
    expectConformingAnswer('joinBookingAtPlace', first);
    expect(first.json().ok).toBe(true);
    expect((await join(b!.id, id, b!.headers, undefined, place)).json().errorMsg).toBe('Place B2 has just been taken');
    const booking = await info(id);
    const templateInfo = (await inject('GET', `/api/publicbookings/booking-template-info/${booking.bookingTemplateId}/${id}`, a!.headers)).json().model;
    expect(templateInfo.participants.map((participant: { bookingTemplatePlaceId: number }) => participant.bookingTemplatePlaceId)).toContain(place);
    // The team follows the place's side of the net (col 2: team 2).
    expect(booking.players.find((player: { customerId: number }) => player.customerId === a!.id).team).toBe(1);
  });

  it('gives an unpaid share back when its hold runs out', async () => {
    const id = await bookingId('Friendly match · Padel 4');
    const [late, next] = await players(2, 'late', 3);
    expect((await join(late!.id, id, late!.headers)).json().ok).toBe(true);
    expect((await info(id)).participantsIn).toBe(2);
    server.app.clock.pin(minutes(16));
    try {
      expect((await info(id)).participantsIn).toBe(1);
      expect((await join(next!.id, id, next!.headers)).json().ok).toBe(true);
      const sale = await db().selectFrom('sales').select('status').where('customer_id', '=', late!.id).executeTakeFirstOrThrow();
      expect(sale.status).toBe('Cancelled');
    } finally {
      server.app.clock.pin(now);
    }
  });
});

describe('the waitlist of a full match', () => {
  it('offers a freed place to the first in line, then to the next when the offer lapses (injected clock)', async () => {
    const id = await bookingId('Advanced match · Padel 2');
    const [p1, p2, p3, w1, w2, other] = await players(6, 'wait', 5);
    const waitlist = (player: { id: number; headers: Record<string, string> }, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
      inject(method, `/api/publicbookings/waitlist/${player.id}/${id}`, player.headers);
    for (const player of [p1, p2]) expect((await join(player!.id, id, player!.headers)).json().ok).toBe(true);
    expect((await waitlist(w1!, 'POST')).json().errorMsg).toBe('There is a free place: join the match instead');
    expect((await join(p3!.id, id, p3!.headers)).json().ok).toBe(true);
    const entered = await waitlist(w1!, 'POST');
    expectConformingAnswer('joinWaitlist', entered);
    expect(entered.json().model).toMatchObject({ status: 'Waiting', position: 1, waiting: 1 });
    expect((await waitlist(w2!, 'POST')).json().model).toMatchObject({ status: 'Waiting', position: 2, waiting: 2 });
    expect((await waitlist(w2!, 'POST')).json().errorMsg).toBe('You are already on the waitlist');

    // p3 gives the place back: it is held for w1, and mailed to them.
    const left = await inject('POST', `/api/publicbookings/leave/${id}/${p3!.id}`, p3!.headers);
    expectConformingAnswer('leaveBooking', left);
    expect(left.json()).toEqual({ ok: true, errorMsg: null });
    const offered = (await waitlist(w1!)).json().model;
    expect(offered).toMatchObject({ status: 'Offered', position: 1 });
    expect(Date.parse(offered.offerExpiresAt)).toBe(minutes(30).getTime());
    const mail = await db().selectFrom('emails').select(['subject', 'links']).where('customer_id', '=', w1!.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(mail.links)).toContain(`/booking-join/${id}`);
    expect((await join(other!.id, id, other!.headers)).json().errorMsg).toBe('The free place is held for a player on the waitlist');

    // The offer lapses (the players' shares are paid meanwhile, so their holds stay): the sweep passes it to w2.
    await db().updateTable('sales').set({ status: 'Paid' }).where('customer_id', 'in', [p1!.id, p2!.id]).execute();
    server.app.clock.pin(minutes(31));
    try {
      await sweepWaitlists(server.app);
      expect((await waitlist(w1!)).json().model).toMatchObject({ status: 'None', position: null });
      expect((await waitlist(w2!)).json().model).toMatchObject({ status: 'Offered', position: 1 });
      expect((await join(w1!.id, id, w1!.headers)).json().errorMsg).toBe('The free place is held for a player on the waitlist');
      expect((await join(w2!.id, id, w2!.headers)).json().ok).toBe(true);
      expect((await waitlist(w2!)).json().model).toMatchObject({ status: 'None', waiting: 0 });
    } finally {
      server.app.clock.pin(now);
    }
  });
});

describe('results and levels', () => {
  it('lets only a player save the result of a past match, once, and moves every level of a competitive match', async () => {
    const id = await bookingId('League match · Padel 2');
    const ana = await server.login('ana@demo.club', 'demo1234');
    const empty = await server.login('empty@demo.club', 'demo1234');
    const save = (headers: Record<string, string>, team1: number[], team2: number[], booking = id) =>
      inject('POST', '/api/publicbookings/save-results', headers, { bookingId: booking, team1, team2 });
    expect((await save(empty.headers, [6, 4, 6], [3, 6, 2])).json().errorMsg).toBe('Only a player of this booking can do this');
    expect((await save(ana.headers, [6, 4], [3])).json().errorMsg).toBe('Enter the games of both teams for every set');
    const future = await bookingId('Open match · Padel 2');
    expect((await save(ana.headers, [6], [3], future)).json().errorMsg).toBe('The result can be entered once the match has been played');
    const before = await db().selectFrom('levels').select(['customer_id']).where('parent_booking_id', '=', id).execute();
    expect(before).toHaveLength(0);
    const saved = await save(ana.headers, [6, 4, 6], [3, 6, 2]);
    expectConformingAnswer('saveBookingResults', saved);
    expect(saved.json()).toEqual({ ok: true, errorMsg: null, data: { team1: [6, 4, 6], team2: [3, 6, 2] } });
    expect((await save(ana.headers, [6, 4, 6], [3, 6, 2])).json().errorMsg).toBe('The result of this match has already been entered');
    const moved = await db().selectFrom('levels').select(['customer_id', 'modification', 'comments']).where('parent_booking_id', '=', id).execute();
    expect(moved).toHaveLength(4);
    const anaRow = moved.find((row) => row.customer_id === ana.customerId)!;
    expect(anaRow.modification).toBeGreaterThan(0);
    expect(anaRow.comments).toBe('6-3 4-6 6-2');
    expect(moved.filter((row) => row.modification < 0)).toHaveLength(2);
    const history = (await inject('GET', `/api/publicbookings/levels/${ana.customerId}`, ana.headers)).json();
    expect(JSON.stringify(history)).toContain(`"parentId":${id}`);
    const booking = await info(id, ana.headers);
    expect(booking.results).toMatchObject({ nSets: 3, team1: [6, 4, 6], team2: [3, 6, 2] });
  });
});
