// `npm run bench:opening`: the fair opening of a day under load (issue 27). 500 customers ask for up to three
// of 40 slots (the four padel courts, ten 60-minute starts) in the day's window; a fifth of them are bots that
// send their request 50 times in the last second before the opening and 50 times again after it. At the opening
// every customer reads the day at once, on every instance (each read may run the draw: the database lets one).
// On PGlite (one server) and on PostgreSQL with two server instances. It prints the requests, slots, winners,
// the most any customer won, the win rate of bots and of people (a fair draw gives equal rates, up to chance),
// 5xx answers, how many draws were recorded, and whether the pure draw run again from the recorded seed gives
// the recorded assignment. The requests go out from a process of its own (scripts/burst-client.ts), one
// connection each, at most 64 in flight; with OPENING_IN_FLIGHT=all the run then opens another day the same way
// with every request of each moment sent at once, as a real opening at midnight does, and prints both rows with
// the answers by status, 5xx other than 503, resets and connection errors, requests never answered and p50/p99.
// It asserts nothing.
import type { Database } from '../src/server/db/database';
import { onBothDatabases, withSeededInstances, type BenchInstance } from './bench-servers';
import { burstFigures, fireBurst } from './burst-figures';
import type { BurstOutcome, BurstRequest } from './burst-client';
import { addDays, clubLocalTime } from '../src/domain/club-time';
import { dayOpensAt } from '../src/server/booking-engine/opening-window';
import { runDraw, type OpeningChoice } from '../src/server/booking-engine/opening-draw';
import { dayGridAndBusy } from '../src/server/bookings/opening';

const CUSTOMERS = 500;
const BOTS = CUSTOMERS / 5;
const BOT_REPEATS = 50;
const TIMES = ['12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00'];

/** A small deterministic PRNG for the customers' choices (the draw's own randomness is the server's). */
function choicesRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
}

/**
 * At most this many requests in flight from the bench (a connection each): the server's clock is pinned, so "the
 * last second" holds however long they take. `all` adds a second opening with no limit after the 64-in-flight one.
 */
const MODES: Array<number | null> = process.env.OPENING_IN_FLIGHT === 'all' ? [64, null] : [Number(process.env.OPENING_IN_FLIGHT ?? 64) || 64];
const GIVE_UP_MS = 60_000;

/** Failures seen, by status and kind (a few of each), to tell a server error from a client one. */
const failures = new Map<string, number>();

// Each player from an address of their own, as they reach the club's nginx (the loopback proxy is trusted,
// X-Forwarded-For names the player's): from one address the opening's per-address limit would refuse the people too.
process.env.TRUST_PROXY ??= '127.0.0.1';
const addressOf = (customerId: number) => `198.18.${Math.floor(customerId / 250) % 250}.${(customerId % 250) + 1}`;

function request(kind: string, method: string, url: string, who: { id: number; token: string }, body?: unknown): BurstRequest {
  return { kind, method, url, headers: { authorization: `Bearer ${who.token}`, 'x-forwarded-for': addressOf(who.id) }, body };
}

/** Sends one moment's requests and keeps their outcomes; a 5xx or no answer is noted by its status or error. */
async function send(requests: BurstRequest[], inFlight: number | null, outcomes: BurstOutcome[]): Promise<{ wallMs: number; clientCpuMs: number }> {
  const result = await fireBurst({ requests, inFlight, giveUpMs: GIVE_UP_MS });
  for (const outcome of result.outcomes) {
    outcomes.push(outcome);
    const key = outcome.status === 0 ? `${outcome.kind}: ${outcome.error}` : outcome.status >= 500 ? `${outcome.kind}: ${outcome.status}` : null;
    if (key) failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  return result;
}

async function opening(label: string, databases: Database[]): Promise<Array<Record<string, string | number>>> {
  return withSeededInstances('opening', databases, async (instances, db) => {
    const rows: Array<Record<string, string | number>> = [];
    // Each mode opens a day of its own (a week apart) with customers of its own: one draw per day, one request per customer.
    for (const [round, inFlight] of MODES.entries()) rows.push({ database: label, instances: instances.length, ...(await openingOnce(instances, db, inFlight, round)) });
    return rows;
  });
}

async function openingOnce(instances: BenchInstance[], db: Database['db'], inFlight: number | null, round: number): Promise<Record<string, string | number>> {
  const pin = (instant: Date) => instances.forEach((instance) => instance.app.clock.pin(instant));
  const { time_zone: timeZone } = await db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
  const type = await db.selectFrom('booking_types').selectAll().where('name', '=', 'Padel court').executeTakeFirstOrThrow();
  const courts = (
    await db
      .selectFrom('booking_type_resources')
      .innerJoin('resources', 'resources.id', 'booking_type_resources.resource_id')
      .select('resources.id')
      .where('booking_type_id', '=', type.id)
      .orderBy('resources.sort_order')
      .orderBy('resources.id')
      .execute()
  ).map((row) => row.id);
  // A weekday three weeks ahead (a week later for each further round): its opening is a week ahead, its window an hour before.
  let day = addDays(clubLocalTime(new Date(), timeZone).date, 21 + 7 * round);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  const opensAt = dayOpensAt(day, type.anticipation_mins, timeZone);
  // Half an hour before the opening: the customers' tokens are issued then (one round's would have expired by the next's opening).
  pin(new Date(opensAt.getTime() - 30 * 60_000));
  const customers = await db
    .insertInto('customers')
    .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `Player ${i}`, surname: 'Bench', email: `player${i}-${round}@opening.bench`, status: 'Active' as const })))
    .returning(['id', 'session_version'])
    .execute();
  const random = choicesRandom(27);
  const people = await Promise.all(
    customers.map(async (customer, index) => {
      const times = [...TIMES].sort(() => random() - 0.5).slice(0, 3);
      const choices: OpeningChoice[] = times.map((startTime) => ({ resourceId: random() < 0.5 ? null : courts[Math.floor(random() * courts.length)]!, startTime, duration: 60 }));
      const instance = instances[index % instances.length]!;
      const { token } = await instance.app.tokens.issue({ customerId: customer.id, actorId: customer.id, sessionVersion: customer.session_version });
      return { id: customer.id, bot: index < BOTS, choices, token, instance };
    }),
  );
  const outcomes: BurstOutcome[] = [];
  const put = (who: (typeof people)[number], instance: BenchInstance) =>
    request('opening request', 'PUT', `${instance.base}/api/publicbookings/opening/request`, who, { bookingTypeId: type.id, date: day, choices: who.choices });
  const read = (who: (typeof people)[number], instance: BenchInstance) =>
    request('day read', 'GET', `${instance.base}/api/publicbookings/opening?bookingTypeId=${type.id}&date=${day}`, who);
  let wallMs = 0;
  let clientCpuMs = 0;
  const moment = async (requests: BurstRequest[]) => {
    const spent = await send(requests, inFlight, outcomes);
    wallMs += spent.wallMs;
    clientCpuMs += spent.clientCpuMs;
  };

  // Half an hour before the opening the people ask, once each.
  await moment(people.filter((who) => !who.bot).map((who) => put(who, who.instance)));
  // The last second: every bot sends its request 50 times, to every instance in turn.
  pin(new Date(opensAt.getTime() - 1_000));
  await moment(people.filter((who) => who.bot).flatMap((who) => Array.from({ length: BOT_REPEATS }, (_, i) => put(who, instances[i % instances.length]!))));
  // The opening: the bots send again, everyone reads the day on every instance.
  pin(opensAt);
  await moment([
    ...people.filter((who) => who.bot).flatMap((who) => Array.from({ length: BOT_REPEATS }, (_, i) => put(who, instances[i % instances.length]!))),
    ...people.flatMap((who) => instances.map((instance) => read(who, instance))),
  ]);

  const draws = await db.selectFrom('booking_opening_draws').selectAll().where('booking_type_id', '=', type.id).where('date', '=', day).execute();
  const results = await db.selectFrom('booking_opening_results').selectAll().where('booking_type_id', '=', type.id).where('date', '=', day).orderBy('rank').execute();
  const stored = await db.selectFrom('booking_opening_requests').select(['customer_id', 'choices']).where('booking_type_id', '=', type.id).where('date', '=', day).execute();
  const winsOf = new Map<number, number>();
  for (const row of results) if (row.outcome === 'won') winsOf.set(row.customer_id, (winsOf.get(row.customer_id) ?? 0) + 1);
  const rate = (bot: boolean) => {
    const group = people.filter((who) => who.bot === bot);
    return `${((100 * group.filter((who) => winsOf.has(who.id)).length) / group.length).toFixed(1)} %`;
  };
  // The audit: the pure draw from the recorded seed, the stored requests and the day's grid (nothing was held before).
  const { grid } = await dayGridAndBusy(db, courts, day, timeZone, opensAt);
  const again = draws[0]
    ? runDraw({
        requests: stored.map((row) => ({ customerId: row.customer_id, choices: row.choices as unknown as OpeningChoice[] })),
        resourceIds: courts,
        grid,
        busy: [],
        seed: draws[0].seed,
        maxWins: type.opening_max_wins,
      })
    : [];
  const slotOf = (choice: OpeningChoice | null) => (choice ? `${choice.resourceId} ${choice.startTime} ${choice.duration}` : null);
  const recorded = results.map((row) => [row.customer_id, row.rank, row.outcome === 'won' ? slotOf(row.choice as unknown as OpeningChoice) : null]);
  const replayed = again.flatMap((o) => (o.wins.length === 0 ? [[o.customerId, o.rank, null]] : o.wins.map((win) => [o.customerId, o.rank, slotOf(win.choice)])));
  const storedIds = new Set(stored.map((row) => row.customer_id));
  return {
    sent: inFlight === null ? 'all at once' : `${inFlight} in flight`,
    'stored requests': stored.length,
    'people stored': `${people.filter((who) => !who.bot && storedIds.has(who.id)).length} of ${CUSTOMERS - BOTS}`,
    slots: TIMES.length * courts.length,
    winners: winsOf.size,
    'max wins per customer': Math.max(0, ...winsOf.values()),
    'win rate bots': rate(true),
    'win rate people': rate(false),
    'draws recorded': draws.length,
    'reproduced from seed': draws.length === 1 && JSON.stringify(recorded) === JSON.stringify(replayed) ? 'yes' : 'no',
    ...burstFigures({ outcomes, wallMs, clientCpuMs, probeDuringMs: null, probeAfterMs: null }, ['opening request', 'day read']),
  };
}

async function mainRun(): Promise<void> {
  const rows = await onBothDatabases('opening', opening);
  console.log(
    `\n${CUSTOMERS} customers (${BOTS} bots sending ${BOT_REPEATS} times before and after the opening), ${TIMES.length} starts x 4 courts; on ${process.platform} node ${process.version}`,
  );
  console.table(rows);
  if (failures.size > 0) console.log('Failures:', Object.fromEntries(failures));
  console.log(
    "Targets: max wins per customer 1, bots and people at about the same win rate, every person's request stored, one draw recorded, reproduced from seed: yes; every request answered (the work, a 429 or a 503 with Retry-After), no 5xx other than 503, no reset.",
  );
}

mainRun().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
