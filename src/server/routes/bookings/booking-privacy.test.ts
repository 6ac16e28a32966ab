// Who may see a booking and its players' contacts (issue 21, items 5 and 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
/** The server's clock, stopped at the file's start: the dates the tests make agree with the server's "now". */
let now: () => Date;
let ana: Login;
let empty: Login;
let leo: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  now = freezeClock(server);
  leo = await server.login('leo@demo.club', 'demo1234');
});
afterAll(() => server?.close());
const { get } = requestsTo(() => server);

const db = () => server.app.db;

/** The first seeded booking with this title, upcoming or past. */
async function seeded(title: string, when: 'next' | 'past' = 'next') {
  const query = db().selectFrom('bookings').selectAll().where('title', '=', title).where('status', '<>', 'Cancelled');
  return (when === 'next' ? query.where('starts_at', '>', now()).orderBy('starts_at', 'asc') : query.where('starts_at', '<=', now()).orderBy('starts_at', 'desc'))
    .limit(1)
    .executeTakeFirstOrThrow();
}

const info = (id: number, headers: Record<string, string> = {}, token?: string) =>
  get(`/api/publicbookings/info/${id}${token === undefined ? '' : `?bookingToken=${encodeURIComponent(token)}`}`, headers);

describe('publicbookings/info of a booking not open to joining', () => {
  it('answers 404, as for an unknown booking, to a visitor and to a customer who does not play in it', async () => {
    const court = await seeded('Padel court · 90 min');
    expect(court.allow_join).toBe(false);
    for (const headers of [{}, empty.headers]) {
      const hidden = await info(court.id, headers);
      expectConformingAnswer('getBookingInfo', hidden);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ ok: false, errorMsg: `Booking ${court.id} not found` });
      expect(JSON.stringify(hidden.json())).not.toContain('Ana');
    }
    expect((await info(999_999)).json()).toEqual({ ok: false, errorMsg: 'Booking 999999 not found' });
  });

  it('shows it to its players and to whoever sends its public token (the public booking page), not to a wrong token', async () => {
    const court = await seeded('Padel court · 90 min');
    const asOwner = await info(court.id, ana.headers);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().model.booking.players.map((player: { name: string | null }) => player.name)).toContain('Ana García López');
    const byLink = await info(court.id, {}, court.public_token);
    expectConformingAnswer('getBookingInfo', byLink);
    expect(byLink.json().model.booking).toMatchObject({ id: court.id, resourceName: 'Padel 1', allowJoin: false });
    expect((await info(court.id, {}, `${court.public_token.slice(0, -1)}x`)).statusCode).toBe(404);
    expect((await info(court.id, empty.headers, 'not-the-token')).statusCode).toBe(404);
  });

  it("opens to a friend holding the owner's shared link (its share token), which opens neither the facility nor another booking", async () => {
    const court = await seeded('Padel court · 90 min');
    const mine = await get(`/api/publicbookings/customer-bookings/${ana.customerId}`, ana.headers);
    const shareToken = (mine.json().model.next as Array<{ id: number; shareToken: string | null }>).find((entry) => entry.id === court.id)?.shareToken;
    expect(shareToken).toEqual(expect.any(String));
    expect(shareToken).not.toBe(court.public_token);
    expect((await info(court.id, empty.headers)).statusCode).toBe(404);
    const byShare = await info(court.id, empty.headers, shareToken!);
    expectConformingAnswer('getBookingInfo', byShare);
    expect(byShare.json().model.booking).toMatchObject({ id: court.id });
    // The share token is no public token: the door and the public booking page stay closed to it.
    expect((await get(`/api/publicturnstiles/open/${court.id}/${encodeURIComponent(shareToken!)}`)).statusCode).not.toBe(200);
    expect((await get(`/api/publicbookings/customer-booking/${encodeURIComponent(shareToken!)}`)).json().ok).not.toBe(true);
    const other = await db().selectFrom('bookings').select('id').where('allow_join', '=', false).where('id', '<>', court.id).limit(1).executeTakeFirstOrThrow();
    expect((await info(other.id, empty.headers, shareToken!)).statusCode).toBe(404);
  });

  it("shows a child's class to the child and to the parent, and to nobody else", async () => {
    const kids = await seeded('Kids tennis academy · Minis');
    await db().updateTable('bookings').set({ allow_join: false }).where('id', '=', kids.id).execute();
    try {
      expect((await info(kids.id)).statusCode).toBe(404);
      expect((await info(kids.id, empty.headers)).statusCode).toBe(404);
      const asChild = await info(kids.id, leo.headers);
      expect(asChild.statusCode).toBe(200);
      // Ana is Leo's parent: she plays no part herself, yet she sees her child's class.
      const asParent = await info(kids.id, ana.headers);
      expect(asParent.statusCode).toBe(200);
      expect(asParent.json().model.booking.players.find((player: { name: string | null }) => player.name === 'Leo García')).toBeDefined();
    } finally {
      await db().updateTable('bookings').set({ allow_join: true }).where('id', '=', kids.id).execute();
    }
    // Open to joining, as the seed has it: anyone may look.
    expect((await info(kids.id)).statusCode).toBe(200);
  });

  it('forgets a joiner whose unpaid hold ran out: the private booking is hidden from them again', async () => {
    const court = await seeded('Padel court · 90 min');
    const sale = await db()
      .insertInto('sales')
      .values({ customer_id: empty.customerId, title: 'Share', status: 'Pending', payment_type: 1, with_retention: false, sub_total: 9, net_sub_total: 7.44 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const player = await db()
      .insertInto('booking_players')
      .values({ booking_id: court.id, customer_id: empty.customerId, price: 9, debt: 9, sale_id: sale.id, hold_until: new Date(now().getTime() + 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = now();
    try {
      expect((await info(court.id, empty.headers)).statusCode).toBe(200);
      server.app.clock.pin(new Date(before.getTime() + 2 * 60_000));
      expect((await info(court.id, empty.headers)).statusCode).toBe(404);
    } finally {
      server.app.clock.pin(before);
      await db().deleteFrom('booking_players').where('id', '=', player.id).execute();
      await db().deleteFrom('sales').where('id', '=', sale.id).execute();
    }
  });
});

describe('publicbookings/booking-template-info', () => {
  type Participant = { name: string | null; logo: string | null; phone: string | null; email: string | null };
  const mapOf = async (booking: { booking_type_id: number }) =>
    (await db().selectFrom('booking_types').select('booking_template_id').where('id', '=', booking.booking_type_id).executeTakeFirstOrThrow()).booking_template_id!;
  const participants = async (booking: { id: number; booking_type_id: number }, headers: Record<string, string>) => {
    const response = await get(`/api/publicbookings/booking-template-info/${await mapOf(booking)}/${booking.id}`, headers);
    expectConformingAnswer('getBookingTemplateInfo', response);
    return { status: response.statusCode, participants: (response.json().model?.participants ?? []) as Participant[] };
  };
  const contactsOf = (list: Participant[]) => list.flatMap((participant) => [participant.phone, participant.email]).filter((value) => value !== null);

  it('gives the contacts of an upcoming match to a customer who can join it and to its players', async () => {
    const match = await seeded('Open match · Padel 2');
    const seen = await participants(match, empty.headers);
    expect(seen.participants).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Ana García López', phone: '+34 600 111 222', email: 'ana@demo.club' })]));
    expect(contactsOf((await participants(match, ana.headers)).participants)).toContain('ana@demo.club');
  });

  it('gives no contacts to a customer who can no longer join (every place taken), only the names the map allows', async () => {
    const match = await seeded('Open match · Padel 2');
    await db().updateTable('bookings').set({ max_participants: 2 }).where('id', '=', match.id).execute();
    try {
      const stranger = await participants(match, empty.headers);
      expect(stranger.status).toBe(200);
      expect(stranger.participants.map((participant) => participant.name)).toEqual(expect.arrayContaining(['Ana García López', 'Carlos Pérez']));
      expect(contactsOf(stranger.participants)).toEqual([]);
      // A player still reaches the others.
      expect(contactsOf((await participants(match, ana.headers)).participants)).toContain('ana@demo.club');
    } finally {
      await db().updateTable('bookings').set({ max_participants: 4 }).where('id', '=', match.id).execute();
    }
  });

  it('gives no contacts of a past match, even to its players, and answers 404 to a stranger', async () => {
    const past = await seeded('Open match · Padel 3', 'past');
    const asPlayer = await participants(past, ana.headers);
    expect(asPlayer.status).toBe(200);
    expect(asPlayer.participants.length).toBeGreaterThan(0);
    expect(contactsOf(asPlayer.participants)).toEqual([]);
    expect((await participants(past, empty.headers)).status).toBe(404);
  });
});
