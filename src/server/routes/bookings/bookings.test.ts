import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { clubLocalTime } from '../../../domain/club-time';

let server: TestApp;
/** The server's clock, stopped at the file's start: the dates the tests make agree with the server's "now". */
let now: () => Date;
let ana: Login;
let leo: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  now = freezeClock(server);
  leo = await server.login('leo@demo.club', 'demo1234');
});
afterAll(() => server?.close());
const { get } = requestsTo(() => server);

const SEEDED_TYPES = [
  'Padel court',
  'Tennis court',
  'Pickleball court',
  'Open padel matches',
  'Adult padel school',
  'Kids tennis academy',
  'Friday Americano',
  'Tennis with ball machine',
  'Last-minute padel',
  'Pickleball open play',
];
const CANCEL_TEXT = 'Free cancellation up to 24 hours before the start. Later cancellations are not refunded.';

/** A seeded booking by its title, the first one (by start) that matches the optional conditions. */
async function booking(title: string, when: 'past' | 'next' = 'next', status: 'live' | 'Cancelled' = 'live') {
  let query = server.app.db.selectFrom('bookings').selectAll().where('title', '=', title);
  query = status === 'live' ? query.where('status', '<>', 'Cancelled') : query.where('status', '=', 'Cancelled');
  query = when === 'next' ? query.where('starts_at', '>', now()).orderBy('starts_at', 'asc') : query.where('starts_at', '<=', now()).orderBy('starts_at', 'desc');
  return query.executeTakeFirstOrThrow();
}

const typeId = async (name: string) => (await server.app.db.selectFrom('booking_types').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const resourceId = async (name: string) => (await server.app.db.selectFrom('resources').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('listBookingTypes', () => {
  it('answers the active booking types in order with their concept, place and price settings', async () => {
    const response = await get('/api/publicbookings/booking-types-list');
    expectConformingAnswer('listBookingTypes', response);
    const types = response.json().model;
    expect(types.map((type: { name: string }) => type.name)).toEqual(SEEDED_TYPES);
    expect(types[0]).toMatchObject({
      concept: 'Booking',
      byPlace: false,
      bookingByPlace: false,
      allowCreateBookByPlace: false,
      maxParticipants: 4,
      grossPrice: null,
      anticipationMins: 14 * 1440,
      category: 'Padel',
    });
    expect(types[3]).toMatchObject({ name: 'Open padel matches', concept: 'Match', byPlace: true, allowCreateBookByPlace: true });
    expect(types[4]).toMatchObject({ name: 'Adult padel school', concept: 'School', grossPrice: 20, netPrice: 16.53, anticipationMins: null });
  });

  it('leaves out a type that is switched off', async () => {
    const id = await typeId('Pickleball court');
    await server.app.db.updateTable('booking_types').set({ active: false }).where('id', '=', id).execute();
    try {
      const types = (await get('/api/publicbookings/booking-types-list')).json().model;
      expect(types.map((type: { name: string }) => type.name)).toEqual(SEEDED_TYPES.filter((name) => name !== 'Pickleball court'));
      expect((await get(`/api/publicbookings/filters/${id}`)).statusCode).toBe(404);
    } finally {
      await server.app.db.updateTable('booking_types').set({ active: true }).where('id', '=', id).execute();
    }
  });
});

describe('booking filters', () => {
  it('over all types, gives the widest booking window (no limit here: the 366-day default) and the cancel text', async () => {
    const response = await get('/api/publicbookings/filters');
    expectConformingAnswer('getBookingFilters', response);
    const model = response.json().model;
    expect(model.bookingTypes.map((type: { name: string }) => type.name)).toEqual(SEEDED_TYPES);
    expect(model).toMatchObject({ anticipationMins: null, anticipationText: null, cancelText: CANCEL_TEXT });
  });

  it("for one type, gives that type's window and texts, with the types of the same concept", async () => {
    const response = await get(`/api/publicbookings/filters/${await typeId('Pickleball court')}`);
    expectConformingAnswer('getBookingFiltersByType', response);
    const model = response.json().model;
    expect(model.bookingTypes.map((type: { name: string }) => type.name)).toEqual([
      'Padel court',
      'Tennis court',
      'Pickleball court',
      'Tennis with ball machine',
      'Last-minute padel',
      'Pickleball open play',
    ]);
    expect(model).toMatchObject({ anticipationMins: 7 * 1440, anticipationText: 'Bookings open 7 days ahead.', cancelText: CANCEL_TEXT });
  });

  it('answers 404 for an unknown type', async () => {
    const response = await get('/api/publicbookings/filters/999999');
    expect(response.statusCode).toBe(404);
    expectConformingAnswer('getBookingFiltersByType', response);
  });
});

describe('getByPlaceLevelRange', () => {
  it("answers the caller's current level in the resource's sport and a match range around it", async () => {
    const response = await get(`/api/publicbookings/byplace/${await resourceId('Padel 2')}/level-range`, ana.headers);
    expectConformingAnswer('getByPlaceLevelRange', response);
    // Ana's latest own-provider padel level is 3.35 (her World Padel Rating is not the reference).
    expect(response.json()).toEqual({ referenceCustomerLevel: 3.35, levelProviderRange: { item1: 0, item2: 7 }, matchRange: { item1: 2.85, item2: 3.85 } });
    const tennis = (await get(`/api/publicbookings/byplace/${await resourceId('Tennis 1')}/level-range`, ana.headers)).json();
    expect(tennis.referenceCustomerLevel).toBe(2.5);
  });

  it('answers no level and no match range to a customer without a level', async () => {
    const response = await get(`/api/publicbookings/byplace/${await resourceId('Padel 2')}/level-range`, empty.headers);
    expectConformingAnswer('getByPlaceLevelRange', response);
    expect(response.json()).toMatchObject({ referenceCustomerLevel: null, matchRange: null });
  });

  it('answers 404 for an unknown resource and 401 without a login', async () => {
    const unknown = await get('/api/publicbookings/byplace/999999/level-range', ana.headers);
    expect(unknown.statusCode).toBe(404);
    expectConformingAnswer('getByPlaceLevelRange', unknown);
    expect((await get(`/api/publicbookings/byplace/${await resourceId('Padel 2')}/level-range`)).statusCode).toBe(401);
  });
});

describe('getBookingInfo', () => {
  it('shows a visitor an open match with its players per team, free places and levels', async () => {
    const match = await booking('Open match · Padel 2');
    const response = await get(`/api/publicbookings/info/${match.id}`);
    expectConformingAnswer('getBookingInfo', response);
    const view = response.json().model.booking;
    const local = clubLocalTime(match.starts_at, 'Europe/Madrid');
    expect(view).toMatchObject({
      id: match.id,
      concept: 'Match',
      sport: 2,
      participantsIn: 2,
      maxParticipants: 4,
      startHour: '19:30',
      date: local.date,
      dtStart: match.starts_at.toISOString(),
      duration: 90,
      gender: 'Mixed',
      minLevel: 2.5,
      maxLevel: 4,
      modifyLevel: true,
      price: 36,
      bookingTypeName: 'Open padel matches',
      bookingTemplateId: expect.any(Number),
      isPast: false,
      resourceName: 'Padel 2',
      paymentType: 3,
      allowJoin: true,
      allowPay: false,
      results: null,
    });
    const players = view.players.map((player: { name: string | null; team: number; customerId: number; level: number | null; totalDebts: number | null }) => [
      player.name,
      player.team,
      player.customerId === -1,
      player.level,
      player.totalDebts,
    ]);
    expect(players).toEqual([
      ['Ana García López', 0, false, 3.35, null],
      [null, 0, true, null, null],
      ['Carlos Pérez', 1, false, 3.6, null],
      [null, 1, true, null, null],
    ]);
  });

  it('tells a player already in that they cannot join, and shows them their own debt', async () => {
    const match = await booking('Open match · Padel 2');
    const asAna = (await get(`/api/publicbookings/info/${match.id}`, ana.headers)).json().model.booking;
    expect(asAna).toMatchObject({ allowJoin: false, allowPay: false });
    expect(asAna.players.find((player: { name: string }) => player.name === 'Ana García López')).toMatchObject({ totalDebts: 0, selected: true });
    // Leo still owes his share of the shared tennis booking.
    const tennis = await booking('Tennis court · 60 min');
    const asLeo = (await get(`/api/publicbookings/info/${tennis.id}`, leo.headers)).json().model.booking;
    expect(asLeo).toMatchObject({ allowPay: true, allowJoin: false, paymentType: 2 });
    expect(asLeo.players.find((player: { name: string }) => player.name === 'Leo García')).toMatchObject({ totalDebts: 7, price: 7 });
    expect(asLeo.players.find((player: { name: string }) => player.name === 'Ana García López').totalDebts).toBeNull();
  });

  it('fills the free places up to the maximum and lets another customer join', async () => {
    const americano = await booking('Friday Americano');
    const view = (await get(`/api/publicbookings/info/${americano.id}`, empty.headers)).json().model.booking;
    expect(view.players).toHaveLength(16);
    expect(view.players.filter((player: { isPlaceholder: boolean }) => player.isPlaceholder)).toHaveLength(12);
    expect(view.players.every((player: { team: number }) => player.team === -1)).toBe(true);
    expect(view).toMatchObject({ concept: 'Event', participantsIn: 4, allowJoin: true, resourceName: 'Padel 1, Padel 2, Padel 3, Padel 4' });
    expect(view.resourceIds).toHaveLength(4);
  });

  it('puts the free places of a match in the team that is short of players', async () => {
    const match = await booking('Open match · Padel 3');
    await server.app.db.deleteFrom('booking_players').where('booking_id', '=', match.id).where('is_placeholder', '=', true).execute();
    await server.app.db.updateTable('booking_players').set({ team: 0 }).where('booking_id', '=', match.id).execute();
    const view = (await get(`/api/publicbookings/info/${match.id}`)).json().model.booking;
    const free = view.players.filter((player: { isPlaceholder: boolean }) => player.isPlaceholder);
    expect(free.map((player: { team: number; customerId: number }) => [player.team, player.customerId])).toEqual([
      [1, -1],
      [1, -1],
    ]);
    expect(view.allowJoin).toBe(true);
    // With every place taken the match stays open to joining (allowJoin, doc 2 §2): the join page says Max players reached.
    await server.app.db.updateTable('bookings').set({ max_participants: 2 }).where('id', '=', match.id).execute();
    const full = (await get(`/api/publicbookings/info/${match.id}`)).json().model.booking;
    expect(full.players).toHaveLength(2);
    expect(full.players.some((player: { isPlaceholder: boolean }) => player.isPlaceholder)).toBe(false);
    expect(full.allowJoin).toBe(true);
  });

  it('shows a player a past match with its result and no join', async () => {
    const past = await booking('Open match · Padel 3', 'past');
    const response = await get(`/api/publicbookings/info/${past.id}`, ana.headers);
    expectConformingAnswer('getBookingInfo', response);
    expect(response.json().model.booking).toMatchObject({ isPast: true, allowJoin: false, participantsIn: 4, results: { nSets: 3, team1: [6, 4, 6], team2: [3, 6, 2] } });
  });

  it('answers 404 for an unknown or cancelled booking', async () => {
    const unknown = await get('/api/publicbookings/info/999999');
    expect(unknown.statusCode).toBe(404);
    expectConformingAnswer('getBookingInfo', unknown);
    const cancelled = await booking('Padel court · 90 min', 'next', 'Cancelled');
    expect((await get(`/api/publicbookings/info/${cancelled.id}`)).statusCode).toBe(404);
  });
});

describe('getBookingTemplateInfo', () => {
  it('answers the floor map, its places and who booked which place', async () => {
    const match = await booking('Open match · Padel 2');
    const { booking_template_id: templateId } = await server.app.db
      .selectFrom('booking_types')
      .select('booking_template_id')
      .where('id', '=', match.booking_type_id)
      .executeTakeFirstOrThrow();
    const response = await get(`/api/publicbookings/booking-template-info/${templateId}/${match.id}`, ana.headers);
    expectConformingAnswer('getBookingTemplateInfo', response);
    const model = response.json().model;
    expect(model).toMatchObject({ allowSeeParticipants: true, imageMap: 'Templates/padel-floor-map.svg', templateMap: { id: templateId } });
    expect(JSON.parse(model.templateMap.configJson)).toEqual({ width: 800, height: 500, fontSize: 20 });
    expect(model.places.map((place: { place: string }) => place.place)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(JSON.parse(model.places[3].configJson).shape.type).toBe('path');
    const placeOf = (label: string) => model.places.find((place: { place: string }) => place.place === label).id;
    expect(model.participants).toEqual(
      expect.arrayContaining([
        { bookingTemplatePlaceId: placeOf('A1'), name: 'Ana García López', logo: 'Customers/ana.svg', phone: '+34 600 111 222', email: 'ana@demo.club' },
        expect.objectContaining({ bookingTemplatePlaceId: placeOf('B1'), name: 'Carlos Pérez' }),
      ]),
    );
    expect(model.participants).toHaveLength(2);
  });

  it('hides who booked when the map does not allow seeing participants, on the map and in every list of players', async () => {
    const match = await booking('Open match · Padel 2');
    const { booking_template_id: templateId } = await server.app.db
      .selectFrom('booking_types')
      .select('booking_template_id')
      .where('id', '=', match.booking_type_id)
      .executeTakeFirstOrThrow();
    await server.app.db.updateTable('booking_templates').set({ allow_see_participants: false }).where('id', '=', templateId!).execute();
    try {
      const model = (await get(`/api/publicbookings/booking-template-info/${templateId}/${match.id}`, empty.headers)).json().model;
      expect(model.allowSeeParticipants).toBe(false);
      expect(model.participants).toHaveLength(2);
      expect(
        model.participants.every(
          (participant: Record<string, unknown>) => participant.name === null && participant.email === null && participant.phone === null && participant.logo === null,
        ),
      ).toBe(true);
      // Nor are they listed anywhere else: the join page's and the list's players carry no name or picture,
      // but for the caller's own row.
      type Named = { customerId: number; name: string | null; logo: string | null; isPlaceholder: boolean; level: number | null };
      const playersFor = async (headers: Record<string, string>) => (await get(`/api/publicbookings/info/${match.id}`, headers)).json().model.booking.players as Named[];
      const taken = (players: Named[]) => players.filter((player) => !player.isPlaceholder);
      const seenByStranger = taken(await playersFor(empty.headers));
      expect(seenByStranger).toHaveLength(2);
      expect(seenByStranger.every((player) => player.name === null && player.logo === null)).toBe(true);
      expect(taken(await playersFor({})).every((player) => player.name === null)).toBe(true);
      const seenByAna = taken(await playersFor(ana.headers));
      expect(seenByAna.find((player) => player.customerId === ana.customerId)).toMatchObject({ name: 'Ana García López', logo: 'Customers/ana.svg' });
      expect(seenByAna.filter((player) => player.customerId !== ana.customerId).every((player) => player.name === null && player.logo === null)).toBe(true);
      const day = clubLocalTime(match.starts_at, 'Europe/Madrid').date;
      const listed = (await server.app.inject({ method: 'POST', url: '/api/publicbookings/byplace-list', payload: { date: day } })).json().data as Array<{
        id: number;
        players: Named[];
      }>;
      expect(taken(listed.find((entry) => entry.id === match.id)!.players).every((player) => player.name === null && player.logo === null)).toBe(true);
    } finally {
      await server.app.db.updateTable('booking_templates').set({ allow_see_participants: true }).where('id', '=', templateId!).execute();
    }
    // A map that shows participants lists them to everyone.
    const visible = (await get(`/api/publicbookings/info/${match.id}`, empty.headers)).json().model.booking.players as Array<{ name: string | null; isPlaceholder: boolean }>;
    expect(visible.filter((player) => !player.isPlaceholder).map((player) => player.name)).toEqual(expect.arrayContaining(['Ana García López', 'Carlos Pérez']));
  });

  it("answers 404 for a map that is not the booking's, 401 without a login", async () => {
    const match = await booking('Open match · Padel 2');
    const { booking_template_id: templateId } = await server.app.db
      .selectFrom('booking_types')
      .select('booking_template_id')
      .where('id', '=', match.booking_type_id)
      .executeTakeFirstOrThrow();
    const court = await booking('Padel court · 90 min');
    const wrong = await get(`/api/publicbookings/booking-template-info/${templateId}/${court.id}`, ana.headers);
    expect(wrong.statusCode).toBe(404);
    expectConformingAnswer('getBookingTemplateInfo', wrong);
    expect((await get(`/api/publicbookings/booking-template-info/999999/${match.id}`, ana.headers)).statusCode).toBe(404);
    expect((await get(`/api/publicbookings/booking-template-info/${templateId}/${match.id}`)).statusCode).toBe(401);
  });
});

describe('getCustomerBookings', () => {
  type Listed = { id: number; bookingType: string; description: string; start: string; canCancel: boolean; resourceName: string; duration: number };

  it("splits the customer's live bookings (owned or played) into next, soonest first, and past, latest first", async () => {
    const response = await get(`/api/publicbookings/customer-bookings/${ana.customerId}`, ana.headers);
    expectConformingAnswer('getCustomerBookings', response);
    const { next, past } = response.json().model as { next: Listed[]; past: Listed[] };
    expect(next.map((item) => item.description)).toEqual([
      'Padel court · 90 min',
      'Open match · Padel 2',
      'Adult padel school · Level 2',
      'Tennis court · 60 min',
      'Adult padel school · Level 2',
    ]);
    // The demo club's league match waiting for its result (seed/matches.ts) is Ana's latest past booking.
    expect(past.map((item) => item.description)).toEqual([
      'League match · Padel 2',
      'Adult padel school · Level 2',
      'Open match · Padel 3',
      'Adult padel school · Level 2',
      'Tennis court · 60 min',
    ]);
    expect(next[0]).toMatchObject({ bookingType: 'Padel court', resourceName: 'Padel 1', duration: 90, canCancel: true });
    expect(past.every((item) => item.canCancel === false)).toBe(true);
    const starts = next.map((item) => Date.parse(item.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('offers cancel only until the cancel window before the start', async () => {
    const padel = await typeId('Padel court');
    // Five days: the padel booking in two days can no longer be cancelled online; the others can.
    await server.app.db
      .updateTable('booking_types')
      .set({ cancel_limit_mins: 5 * 1440 })
      .where('id', '=', padel)
      .execute();
    try {
      const { next } = (await get(`/api/publicbookings/customer-bookings/${ana.customerId}`, ana.headers)).json().model as { next: Listed[] };
      expect(next.find((item) => item.bookingType === 'Padel court')?.canCancel).toBe(false);
      expect(next.find((item) => item.bookingType === 'Tennis court')?.canCancel).toBe(true);
    } finally {
      await server.app.db.updateTable('booking_types').set({ cancel_limit_mins: 1440 }).where('id', '=', padel).execute();
    }
  });

  it("answers empty lists to a customer without bookings, refuses another customer's and serves a parent their child's", async () => {
    const none = await get(`/api/publicbookings/customer-bookings/${empty.customerId}`, empty.headers);
    expectConformingAnswer('getCustomerBookings', none);
    expect(none.json()).toEqual({ ok: true, model: { next: [], past: [] } });
    const foreign = await get(`/api/publicbookings/customer-bookings/${ana.customerId}`, empty.headers);
    expect(foreign.statusCode).toBe(403);
    expectConformingAnswer('getCustomerBookings', foreign);
    const child = (await get(`/api/publicbookings/customer-bookings/${leo.customerId}`, ana.headers)).json().model as { next: Listed[] };
    expect(child.next.map((item) => item.description).sort()).toEqual(['Kids tennis academy · Minis', 'Tennis court · 60 min']);
  });
});

describe('getBookingByToken', () => {
  it('shows the booking of a shared link without the cancel button', async () => {
    const padel = await booking('Padel court · 90 min');
    const response = await get(`/api/publicbookings/customer-booking/${padel.public_token}`);
    expectConformingAnswer('getBookingByToken', response);
    expect(response.json().model).toEqual({ next: [expect.objectContaining({ id: padel.id, bookingType: 'Padel court', canCancel: false })], past: [] });
    const past = await booking('Tennis court · 60 min', 'past');
    const pastView = (await get(`/api/publicbookings/customer-booking/${past.public_token}`)).json().model;
    expect(pastView.past.map((item: { id: number }) => item.id)).toEqual([past.id]);
  });

  it('answers 404 for an unknown token and for a cancelled booking', async () => {
    const unknown = await get('/api/publicbookings/customer-booking/not-a-token');
    expect(unknown.statusCode).toBe(404);
    expectConformingAnswer('getBookingByToken', unknown);
    const cancelled = await booking('Padel court · 90 min', 'next', 'Cancelled');
    expect((await get(`/api/publicbookings/customer-booking/${cancelled.public_token}`)).statusCode).toBe(404);
  });
});
