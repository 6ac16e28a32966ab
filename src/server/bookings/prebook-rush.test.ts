import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signedInCustomers } from '../testing/signed-in-customers';
import { wallToInstant } from '../../domain/club-time';

// A booking rush from one address (a club's wifi, a household): the losers of a slot already taken are refused
// from memory without being counted in the hold limits, the winner and every pre-book that could hold a slot
// are counted, and the race still has one winner. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let padel: number;
let courts: number[];
const TZ = 'Europe/Madrid';
const NOW = wallToInstant('2031-06-02', 10 * 60, TZ);
const DAY = '2031-06-04';
const WIFI = '203.0.113.7';

beforeAll(async () => {
  // Not startDemoServer(): the per-address hold limit is small here (3 a minute), with the caches on as `npm start` runs.
  server = await createTestApp({ cache: true, env: { RATE_LIMIT_HOLD_ADDRESS: '3/60' } });
  server.app.clock.pin(NOW);
  const db = server.app.db;
  padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  courts = (await db.selectFrom('resources').select('id').where('name', 'like', 'Padel %').orderBy('id').execute()).map((row) => row.id);
}, 240_000);
afterAll(() => server?.close());

const players = (count: number, prefix: string) => signedInCustomers(server, count, prefix);

const prebook = (who: { id: number; token: string }, resourceId: number, time: string, remoteAddress = WIFI) =>
  server.app.inject({
    method: 'POST',
    url: '/api/publicbookings/prebook',
    remoteAddress,
    headers: { authorization: `Bearer ${who.token}` },
    payload: {
      booking: { customerId: who.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
      blocks: [{ resourceId, startDate: `${DAY} ${time}`, duration: 60 }],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [who.id],
    },
  });

const addressHits = async () =>
  Number((await server.app.db.selectFrom('rate_limits').select('hits').where('bucket', '=', `holdAddress:hold:address:${WIFI}`).executeTakeFirst())?.hits ?? 0);

/**
 * The first `count` looks at the slot's blocks wait until all of them have looked, as when a crowd's requests
 * reach the server together (on PGlite, whose one connection orders the requests' reads, the first could
 * otherwise be answered before the next one looks); `blocks` is what they see (the cached blocks by default).
 */
function arriveTogether(count: number, blocks?: Map<number, never[]>) {
  const reads = server.app.clubReads;
  const real = reads.heldBlocks.bind(reads);
  let arrived = 0;
  let all!: () => void;
  const together = new Promise<void>((resolve) => (all = resolve));
  return vi.spyOn(reads, 'heldBlocks').mockImplementation(async (...args) => {
    if (arrived < count && ++arrived === count) all();
    if (arrived <= count) await together;
    return blocks ?? real(...args);
  });
}

describe('a pre-book rush from one address', () => {
  it('refuses the losers of a taken slot from memory, uncounted; counts what could hold a slot', async () => {
    const [first, ...rest] = await players(12, 'wifi');
    expect((await prebook(first!, courts[0]!, '18:00')).json().ok).toBe(true);
    expect(await addressHits()).toBe(1);

    // Ten more ask for the taken slot at once from the same address: each is told it is taken, none meets the 429.
    const losers = await Promise.all(rest.slice(0, 10).map((who) => prebook(who, courts[0]!, '18:00')));
    expect(losers.map((answer) => [answer.statusCode, answer.json().reason])).toEqual(losers.map(() => [200, 'slotTaken']));
    expect(await addressHits()).toBe(1);

    // A pre-book that could hold a free slot counts: the address's third is its last.
    expect((await prebook(rest[10]!, courts[1]!, '18:00')).json().ok).toBe(true);
    expect(await addressHits()).toBe(2);
    const [a, b] = await players(2, 'wifi-more');
    expect((await prebook(a!, courts[2]!, '18:00')).statusCode).toBe(200);
    const over = await prebook(b!, courts[3]!, '18:00');
    expect(over.statusCode).toBe(429);
  });

  it('tells the players of one address asking for a free slot at once that it was taken, not that they tried too often', async () => {
    // Eight at once on the club's wifi, whose hold limit is 3 a minute: only the attempt that writes is counted.
    const crowd = await players(8, 'club-wifi');
    const crowding = arriveTogether(8);
    const answers = await Promise.all(crowd.map((who) => prebook(who, courts[1]!, '21:00', '203.0.113.8'))).finally(() => crowding.mockRestore());
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    expect(bodies.filter((body) => !body.ok).map((body) => body.reason)).toEqual(Array(7).fill('slotTaken'));
  });

  it('refuses those waiting on a pre-book refused as taken from memory too, while this instance does not yet see the rival booking', async () => {
    const [rival, ...crowd] = await players(7, 'stale');
    expect((await prebook(rival!, courts[2]!, '21:00', '198.51.100.40')).json().ok).toBe(true);
    // As on the instance that lost the race to another one: its cached blocks do not show the winner's booking yet.
    const stale = arriveTogether(6, new Map());
    try {
      const answers = await Promise.all(crowd.map((who) => prebook(who, courts[2]!, '21:00', '203.0.113.9')));
      expect(answers.map((answer) => [answer.statusCode, answer.json().reason])).toEqual(answers.map(() => [200, 'slotTaken']));
    } finally {
      stale.mockRestore();
    }
  });

  it('still gives a free slot to exactly one of many asking at once, the others clearly refused', async () => {
    const crowd = await players(16, 'crowd');
    const answers = await Promise.all(crowd.map((who, i) => prebook(who, courts[0]!, '20:00', `198.18.0.${i + 1}`)));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    expect(bodies.filter((body) => !body.ok).map((body) => body.reason)).toEqual(Array(15).fill('slotTaken'));
    const stored = await server.app.db
      .selectFrom('booking_blocks')
      .innerJoin('bookings', 'bookings.id', 'booking_blocks.booking_id')
      .select('bookings.id')
      .where('booking_blocks.resource_id', '=', courts[0]!)
      .where('bookings.starts_at', '=', wallToInstant(DAY, 20 * 60, TZ))
      .where('bookings.status', 'in', ['Pending', 'Confirmed'])
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe('a pre-book of a slot already taken', () => {
  // The early refusal (early-refusal.ts) runs once the body is read, after the token's signature and before its
  // session version, the schema and the handler: in a rush only the attempts that may win read the database.
  const at = (i: number) => `198.51.100.${60 + i}`;

  it('is refused to a signed caller without reading the session from the database; a contender for a free slot is still checked', async () => {
    const [winner, ...losers] = await players(6, 'early');
    expect((await prebook(winner!, courts[3]!, '20:00', at(0))).json().ok).toBe(true);
    const sessionReads = vi.spyOn(server.app.customers, 'sessionVersion');
    try {
      const answers = await Promise.all(losers.map((who, i) => prebook(who, courts[3]!, '20:00', at(i + 1))));
      expect(answers.map((answer) => [answer.statusCode, answer.json().reason, answer.json().errorMsg])).toEqual(
        answers.map(() => [200, 'slotTaken', 'This slot has just been taken']),
      );
      expect(sessionReads).not.toHaveBeenCalled();
      // A signed token whose session ended (its version is behind) learns only what the day's public list shows…
      const ended = { id: losers[0]!.id, token: (await server.app.tokens.issue({ customerId: losers[0]!.id, actorId: losers[0]!.id, sessionVersion: 99 })).token };
      expect((await prebook(ended, courts[3]!, '20:00', at(7))).json().reason).toBe('slotTaken');
      // …and is refused as before for a slot it could take.
      expect((await prebook(ended, courts[3]!, '21:30', at(8))).statusCode).toBe(401);
      expect(sessionReads).toHaveBeenCalled();
    } finally {
      sessionReads.mockRestore();
    }
  });

  it('is refused as before to a token whose signature does not hold: such a caller learns nothing', async () => {
    const [owner] = await players(1, 'early-forged');
    const forged = { id: owner!.id, token: `${owner!.token.slice(0, -4)}AAAA` };
    const answer = await prebook(forged, courts[3]!, '20:00', at(9));
    expect(answer.statusCode).toBe(401);
    expect(answer.json().reason).toBeUndefined();
  });
});

describe('a pre-book that may win its slot', () => {
  it('reads the club’s booking type, settings, courts, timetables and prices from the kept reads, not the database', async () => {
    const [warm, contender] = await players(2, 'kept-reads');
    // The first pre-book of a court fills the kept reads for it.
    expect((await prebook(warm!, courts[1]!, '16:00', '198.51.100.90')).json().ok).toBe(true);
    const executor = server.app.db.getExecutor();
    const statements: string[] = [];
    const real = executor.executeQuery.bind(executor);
    const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query, ...rest) => {
      statements.push(query.sql);
      return real(query, ...rest);
    });
    try {
      expect((await prebook(contender!, courts[1]!, '12:00', '198.51.100.91')).json().ok).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(statements.length).toBeGreaterThan(0);
    const clubTables = /\bfrom "(booking_types|clubs|resources|booking_type_resources|resource_timetables|prices)"/i;
    expect(statements.filter((text) => clubTables.test(text))).toEqual([]);
  });
});
