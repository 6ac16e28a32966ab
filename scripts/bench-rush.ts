// `npm run bench:rush`: the hour a club opens next week's courts. 200 customers each try to pre-book one
// of 10 free slots at the same instant (20 per slot): on PGlite (one server) and on PostgreSQL with two
// server instances, each with its own connection pool and caches, the attempts split between them. It
// prints bookings made (must be 10), clear refusals (190), 5xx and other failures (0) and p50/p99
// latency, next to the same run's latency of one lone pre-book, and the CPU time the servers spent on the rush.
// Each instance is the compiled server in a process of its own, as `npm start` runs it (scripts/rush-servers.ts);
// the load side runs in another, one warm process for the warm-ups, the lone pre-books and the rush
// (scripts/rush-client.ts). It prints figures and targets; it asserts nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Kysely } from 'kysely';
import type { TokenService } from '../src/server/auth/tokens';
import type { DB } from '../src/server/db/schema';
import { onBothDatabasesInProcesses, type ServerProcess } from './rush-servers';
import { addDays, clubLocalTime } from '../src/domain/club-time';
// Types only: the client runs in its own process (spawned below), never inside this one.
import type { Attempt, ClientCost, Fired, Outcome } from './rush-client';

const CUSTOMERS = Number(process.env.RUSH_CUSTOMERS ?? 200);
/** Lone pre-books, one after the other, whose median is the baseline (one sample alone swings with the machine's load). */
const LONE = 5;

// 200 players from 200 homes, as they reach the club's nginx: each attempt comes with its own address (the
// loopback proxy is trusted, X-Forwarded-For names the player's). From one address, the per-address hold limit
// would refuse most attempts before the pre-book ran: the bench would measure the rate limiter, not the pre-book.
process.env.TRUST_PROXY ??= '127.0.0.1';
const addressOf = (customerId: number) => `198.18.${Math.floor(customerId / 250) % 250}.${(customerId % 250) + 1}`;
const SLOTS = 10;
const DURATION = 90;

/**
 * The load side: one process for the whole run on a database (scripts/rush-client.ts), started before the
 * warm-ups, so the lone pre-books and the rush are fired by the same warm client. Each batch is a line of JSON
 * each way.
 */
function startClient(): { fire: (attempts: Attempt[]) => Promise<Fired>; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'rush-client.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const fire = async (attempts: Attempt[]): Promise<Fired> => {
    child.stdin.write(`${JSON.stringify(attempts)}\n`);
    const answer = await Promise.race([lines.next(), exited.then((code) => Promise.reject(new Error(`rush client exited with ${code}`)))]);
    if (answer.done) throw new Error('rush client closed its output');
    return JSON.parse(answer.value as string) as Fired;
  };
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return { fire, stop };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The 10 slots: free 90-minute starts of the padel courts, a day after tomorrow, not overlapping on a court. */
async function pickSlots(base: string, bookingTypeId: number, day: string): Promise<Array<{ resourceId: number; start: string }>> {
  const answer = (await fetch(`${base}/api/publicbookings/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ date: day, bookingTypeId }),
  }).then((r) => r.json())) as {
    model: { list: Array<{ id: number; timeTable: Array<{ start: string; sstart: string; durations: number[] }> }> };
  };
  const slots: Array<{ resourceId: number; start: string }> = [];
  for (const resource of answer.model.list) {
    let nextFree = 0;
    for (const slot of resource.timeTable) {
      const at = Date.parse(slot.start);
      if (at < nextFree || !slot.durations.includes(DURATION)) continue;
      slots.push({ resourceId: resource.id, start: `${day} ${slot.sstart}` });
      nextFree = at + DURATION * 60_000;
      if (slots.length === SLOTS) return slots;
    }
  }
  throw new Error(`only ${slots.length} free slots found on ${day}`);
}

interface Prepared {
  day: string;
  padelId: number;
  customers: Array<{ id: number; session_version: number }>;
}

interface Measured {
  instances: number;
  outcomes: Outcome[];
  /** Pre-books made outside the rush (warm-ups and lone ones): subtracted from the stored bookings. */
  madeOutside: number;
  baselineMs: number;
  /** Per instance: an instance's last answer of the rush cannot come sooner than the CPU its process spent on it. */
  cpuMs: number[];
  /** What the load side spent on the rush: its own CPU delays the answers it reads. */
  client: ClientCost;
}

/** Before the servers start: the day, the padel type and the customers, written into the seeded database. */
async function prepare(db: Kysely<DB>): Promise<Prepared> {
  const club = await db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
  const day = addDays(clubLocalTime(new Date(), club.time_zone).date, 2);
  const padel = await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow();
  const customers = await db
    .insertInto('customers')
    .values(
      Array.from({ length: CUSTOMERS + LONE + 2 }, (_, i) => ({
        name: `Rusher ${i}`,
        surname: 'Bench',
        email: `rusher${i}@rush.bench`,
        status: 'Active' as const,
      })),
    )
    .returning(['id', 'session_version'])
    .execute();
  return { day, padelId: padel.id, customers };
}

async function run(instances: ServerProcess[], prepared: Prepared, tokens: TokenService): Promise<Measured> {
  const client = startClient();
  try {
    return await runWith(client.fire, instances, prepared, tokens);
  } finally {
    await client.stop();
  }
}

async function runWith(fire: (attempts: Attempt[]) => Promise<Fired>, instances: ServerProcess[], { day, padelId, customers }: Prepared, tokens: TokenService): Promise<Measured> {
  const slots = await pickSlots(instances[0]!.base, padelId, day);
  const attemptOf = async (customer: { id: number; session_version: number }, index: number, slot: { resourceId: number; start: string }): Promise<Attempt> => {
    const instance = instances[index % instances.length]!;
    const { token } = await tokens.issue({ customerId: customer.id, actorId: customer.id, sessionVersion: customer.session_version });
    return {
      url: `${instance.base}/api/publicbookings/prebook`,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': addressOf(customer.id) },
      body: {
        booking: { customerId: customer.id, bookingTypeId: padelId, paymentType: 1, origin: 5 },
        blocks: [{ resourceId: slot.resourceId, startDate: slot.start, duration: DURATION }],
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: [customer.id],
      },
    };
  };
  // Baseline of the same run: one pre-book alone, on a slot of the following day, once each instance has
  // answered one pre-book (its validator compiled on the route's first call, its code warm), as the rush's are.
  const lone = await pickSlots(instances[0]!.base, padelId, addDays(day, 1));
  const { outcomes: warmUps } = await fire(await Promise.all(instances.map((_, index) => attemptOf(customers[CUSTOMERS + LONE + index]!, index, lone[LONE + index]!))));
  const baselines: Outcome[] = [];
  for (let i = 0; i < LONE; i++) baselines.push(...(await fire([await attemptOf(customers[CUSTOMERS + i]!, i, lone[i]!)])).outcomes);
  const baselineMs = percentile(
    baselines.map((outcome) => outcome.ms),
    50,
  );
  // Attempt i asks for slot i mod 10 on instance ⌊i / 10⌋ mod 2: each slot's 20 contenders split between the
  // instances, so the race is also settled between them (by the database), not only inside one instance.
  const attempts = await Promise.all(customers.slice(0, CUSTOMERS).map((customer, index) => attemptOf(customer, Math.floor(index / SLOTS), slots[index % SLOTS]!)));
  // CPU time of the server processes (with PGlite inside its one) during the rush: on a busy machine, where
  // latencies stretch with other processes' load, the work the rush cost is the steadier figure.
  const cpuBefore = instances.map((instance) => instance.cpuMs());
  // The profiles' clock (node --cpu-prof: µs of CLOCK_MONOTONIC, as process.hrtime): the rush's samples are those between these.
  const rushStartUs = process.hrtime.bigint() / 1000n;
  const { outcomes, client } = await fire(attempts);
  if (process.env.RUSH_CPU_PROF) console.log(`rush on ${instances.length} instance(s): profile time ${rushStartUs}–${process.hrtime.bigint() / 1000n} µs`);
  const cpuMs = instances.map((instance, index) => instance.cpuMs() - cpuBefore[index]!);
  const madeOutside = [...baselines, ...warmUps].filter((outcome) => outcome.ok).length;
  return { instances: instances.length, outcomes, madeOutside, baselineMs, cpuMs, client };
}

/** After the servers stopped: what the database kept, next to what the customers were told. */
async function report(
  db: Kysely<DB>,
  label: string,
  { customers }: Prepared,
  { instances, outcomes, madeOutside, baselineMs, cpuMs, client }: Measured,
): Promise<Record<string, string | number>> {
  const made = outcomes.filter((outcome) => outcome.ok).length;
  const refusals = outcomes.filter((outcome) => !outcome.ok && outcome.status > 0 && outcome.status < 500 && outcome.errorMsg);
  const throttled = refusals.filter((outcome) => outcome.status === 429).length;
  const failures = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  const stored = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(
      'owner_customer_id',
      'in',
      customers.map((c) => c.id),
    )
    .where('status', 'in', ['Pending', 'Confirmed'])
    .executeTakeFirstOrThrow();
  const latencies = outcomes.map((outcome) => outcome.ms);
  const messages = [...new Set(refusals.map((refusal) => refusal.errorMsg))].slice(0, 2).join(' | ');
  return {
    database: label,
    instances,
    attempts: outcomes.length,
    'bookings made (10)': made,
    'stored bookings': Number(stored.count) - madeOutside,
    'refusals (190)': refusals.length,
    'of them 429': throttled,
    '5xx / failed (0)': failures.length,
    p50: `${Math.round(percentile(latencies, 50))} ms`,
    p99: `${Math.round(percentile(latencies, 99))} ms`,
    'lone pre-book (median of 5)': `${Math.round(baselineMs)} ms`,
    'p99 ÷ lone': `${(percentile(latencies, 99) / baselineMs).toFixed(1)} ×`,
    'server CPU': `${Math.round(cpuMs.reduce((sum, ms) => sum + ms, 0))} ms` + (cpuMs.length > 1 ? ` (${cpuMs.map(Math.round).join(' + ')})` : ''),
    // Where the p99 goes: the slots' winners (their transactions) answered by then; the last connection opened then
    // (the servers accepting, the client making them); the client's own CPU, which delays reading every answer.
    'winners by': `${Math.round(Math.max(0, ...outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.ms)))} ms`,
    'last connect': `${Math.round(Math.max(0, ...outcomes.map((outcome) => outcome.startMs + (outcome.connectedMs ?? 0))))} ms`,
    'client CPU': `${Math.round(client.cpuMs)} ms (all sent by ${Math.round(client.dispatchMs)} ms)`,
    'refusal says': messages,
  };
}

async function mainRun(): Promise<void> {
  const rows = await onBothDatabasesInProcesses('rush', { prepare, run, report });
  console.log(`\n${CUSTOMERS} customers, ${SLOTS} slots of ${DURATION} min, all at the same instant; on ${process.platform} node ${process.version}`);
  console.table(rows);
  console.log('Targets: exactly 10 bookings, 190 clear refusals, 0 errors on both databases; p99 ≤ 5 × the lone pre-book on PostgreSQL with two instances.');
}

mainRun().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
