import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { matchPlayers } from '../../testing/match-players';
import { PINNED_NOW, PINNED_SLOT_DAY } from '../../testing/pinned-padel';

// The booking routes' transactions (join, cancel, results) run through inTransaction: a transaction PostgreSQL
// breaks as a deadlock or serialization failure (40P01, 40001: what two instances racing on one booking meet) is
// run again, and the caller gets the answer, never a 500. Each test makes the database fail the route's first
// write once. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let ana: Login;

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
});
afterAll(() => server?.close());
afterEach(async () => {
  server.app.clock.unpin();
  await sql`DROP TRIGGER IF EXISTS conflict_once ON bookings`.execute(server.app.db);
  await sql`DROP TRIGGER IF EXISTS conflict_once ON booking_players`.execute(server.app.db);
});

/** The next write to `table` fails once as a serialization failure (a sequence: it does not roll back with the failure). */
async function conflictOnceOn(table: 'bookings' | 'booking_players'): Promise<void> {
  const db = server.app.db;
  await sql`DROP SEQUENCE IF EXISTS conflict_once_count`.execute(db);
  await sql`CREATE SEQUENCE conflict_once_count`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION conflict_once() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF nextval('conflict_once_count') = 1 THEN
        RAISE EXCEPTION 'could not serialize access due to concurrent update' USING ERRCODE = '40001';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER conflict_once BEFORE INSERT OR UPDATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION conflict_once()`.execute(db);
}

const conflictsMet = async () => Number((await sql<{ n: string }>`SELECT last_value AS n FROM conflict_once_count`.execute(server.app.db)).rows[0]!.n);
const bookingId = async (title: string) => (await server.app.db.selectFrom('bookings').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

describe('a booking transaction PostgreSQL breaks is run again', () => {
  it('join: the joiner gets their place', async () => {
    server.app.clock.pin(new Date());
    const id = await bookingId('Open match · Padel 1');
    const [joiner] = await matchPlayers(server, 1, 'retry', 3.5);
    await conflictOnceOn('booking_players');
    const joined = await server.app.inject({ method: 'POST', url: `/api/publicbookings/byplace-prebook-place/${joiner!.id}/${id}/5`, headers: joiner!.headers, payload: {} });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ ok: true });
    expect(await conflictsMet()).toBeGreaterThanOrEqual(2);
  });

  it('cancel: the booking is cancelled once', async () => {
    server.app.clock.pin(PINNED_NOW);
    const db = server.app.db;
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 2').executeTakeFirstOrThrow()).id;
    const held = (
      await server.app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: ana.headers,
        payload: {
          booking: { customerId: ana.customerId, bookingTypeId: padel, paymentType: 1, origin: 5 },
          blocks: [{ resourceId: court, startDate: `${PINNED_SLOT_DAY} 16:00`, duration: 60 }],
          customerIsParticipant: true,
          isMultiple: false,
          customerIds: [ana.customerId],
        },
      })
    ).json();
    expect(held.ok).toBe(true);
    const booking = held.model.sales[0].bookingId as number;
    await conflictOnceOn('bookings');
    const cancelled = await server.app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${booking}/${ana.customerId}`, headers: ana.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ ok: true, errorMsg: null });
    expect((await db.selectFrom('bookings').select('status').where('id', '=', booking).executeTakeFirstOrThrow()).status).toBe('Cancelled');
    expect(await conflictsMet()).toBeGreaterThanOrEqual(2);
  });

  it('results: the result is saved once; of two saves at once one wins and the other is told it is stored', async () => {
    const id = await bookingId('League match · Padel 2');
    await conflictOnceOn('bookings');
    const save = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/publicbookings/save-results',
        headers: ana.headers,
        payload: { bookingId: id, team1: [6, 4, 6, 0, 0], team2: [3, 6, 2, 0, 0] },
      });
    const answers = await Promise.all([save(), save()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const bodies = answers.map((answer) => answer.json() as { ok: boolean; errorMsg: string | null });
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    expect(bodies.filter((body) => !body.ok)).toEqual([{ ok: false, errorMsg: expect.stringMatching(/\S/) }]);
    const stored = await server.app.db.selectFrom('bookings').select('results').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.results).toEqual({ nSets: 3, team1: [6, 4, 6], team2: [3, 6, 2] });
  });
});
