// `npx tsx scripts/bench-burst.ts`: 11,000 requests at the same instant, as at a day's opening (issue 34): 8,250
// day lists (the booking page's day, publicbookings/list), 1,650 home pages rendered by the server (`/`) and
// 1,100 logins with a wrong password (scrypt each), from 500 signed-in customers on addresses of their own, a
// fifth of them bots: each person sends 5 day lists, a home page and a login, the bots send the rest. Sent once
// with at most 64 in flight (the baseline of the same run) and once all at once, each by a fresh set of
// customers (the login limits count per account), on PGlite (one server) and on PostgreSQL with two instances
// (scripts/bench-servers.ts: the servers run in this process; the load side in a process of its own,
// scripts/burst-client.ts, one connection per request). It prints the answers by status, 5xx other than 503,
// resets and connection errors, requests never answered (60 s), p50/p99, and a settings read sent 1 s into the
// burst and right after it. It asserts nothing.
import type { Database } from '../src/server/db/database';
import { addDays, clubLocalTime } from '../src/domain/club-time';
import { onBothDatabases, withSeededInstances, type BenchInstance } from './bench-servers';
import { burstFigures, fireBurst } from './burst-figures';
import type { BurstRequest } from './burst-client';

const CUSTOMERS = 500;
const BOTS = CUSTOMERS / 5;
/** The burst's mix, and what each person sends of it; the bots send the rest. */
const MIX = { 'day list': { total: 8_250, perPerson: 5 }, 'home page': { total: 1_650, perPerson: 1 }, login: { total: 1_100, perPerson: 1 } } as const;
type Kind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as Kind[];
const MODES: Array<number | null> = [64, null];
const GIVE_UP_MS = 60_000;

// Each player from an address of their own, through the club's nginx (the loopback proxy is trusted).
process.env.TRUST_PROXY ??= '127.0.0.1';
const addressOf = (index: number) => `198.18.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;

/** A small deterministic PRNG: the same mixed order on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
}

/** Who sends each request of a kind: every person their share, then the bots in turn. */
function senders(kind: Kind): number[] {
  const { total, perPerson } = MIX[kind];
  const people = Array.from({ length: CUSTOMERS - BOTS }, (_, i) => Array<number>(perPerson).fill(BOTS + i)).flat();
  return [...people, ...Array.from({ length: total - people.length }, (_, i) => i % BOTS)];
}

interface Who {
  index: number;
  email: string;
  token: string;
}

function requestOf(kind: Kind, who: Who, instance: BenchInstance, padelId: number, day: string): BurstRequest {
  const from = { 'x-forwarded-for': addressOf(who.index), 'accept-language': 'es-ES' };
  if (kind === 'day list')
    return {
      kind,
      method: 'POST',
      url: `${instance.base}/api/publicbookings/list`,
      headers: { ...from, authorization: `Bearer ${who.token}` },
      body: { date: day, bookingTypeId: padelId },
    };
  if (kind === 'home page')
    return { kind, method: 'GET', url: `${instance.base}/`, headers: { ...from, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile' } };
  return { kind, method: 'POST', url: `${instance.base}/api/publiccustomers/cauth`, headers: from, body: { email: who.email, password: 'not-the-password' } };
}

/** What the instances' admission turned away so far, by kind of work and reason (full, estimate, deadline), over both modes. */
function shedSoFar(instances: BenchInstance[]): string {
  const gates = instances.flatMap((instance) => Object.entries(instance.app.admission.gates));
  const kinds = [...new Set(gates.map(([work]) => work))];
  return kinds
    .map((work) => {
      const counts = gates.filter(([kind]) => kind === work).map(([, gate]) => gate.shedCounts);
      const sum = (reason: 'full' | 'estimate' | 'deadline') => counts.reduce((total, count) => total + count[reason], 0);
      return `${work} ${sum('full')}/${sum('estimate')}/${sum('deadline')}`;
    })
    .join(' · ');
}

async function burst(label: string, databases: Database[]): Promise<Array<Record<string, string | number>>> {
  return withSeededInstances('burst', databases, async (instances, db) => {
    const club = await db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
    const day = addDays(clubLocalTime(new Date(), club.time_zone).date, 2);
    const padel = await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow();
    // Warm, as a server is when its busiest minute comes: each kind once on each instance (routes compiled, the day kept, the render's bundle loaded).
    const warm = await db
      .insertInto('customers')
      .values({ name: 'Warm', surname: 'Bench', email: 'warm@burst.bench', status: 'Active' })
      .returning(['id', 'session_version'])
      .executeTakeFirstOrThrow();
    const warmToken = (await instances[0]!.app.tokens.issue({ customerId: warm.id, actorId: warm.id, sessionVersion: warm.session_version })).token;
    await fireBurst({
      requests: instances.flatMap((instance) => KINDS.map((kind) => requestOf(kind, { index: CUSTOMERS, email: 'warm@burst.bench', token: warmToken }, instance, padel.id, day))),
      inFlight: 1,
      giveUpMs: GIVE_UP_MS,
    });
    const rows: Array<Record<string, string | number>> = [];
    for (const mode of MODES) {
      const name = mode === null ? 'all' : `in${mode}`;
      const customers = await db
        .insertInto('customers')
        .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `Player ${i}`, surname: 'Bench', email: `${name}-player${i}@burst.bench`, status: 'Active' as const })))
        .returning(['id', 'email', 'session_version'])
        .execute();
      const who: Who[] = await Promise.all(
        customers.map(async (customer, index) => ({
          index,
          email: customer.email!,
          token: (await instances[index % instances.length]!.app.tokens.issue({ customerId: customer.id, actorId: customer.id, sessionVersion: customer.session_version })).token,
        })),
      );
      const random = seeded(34);
      const requests = KINDS.flatMap((kind) => senders(kind).map((sender) => ({ kind, sender, order: random() })))
        .sort((a, b) => a.order - b.order)
        .map(({ kind, sender }, i) => requestOf(kind, who[sender]!, instances[i % instances.length]!, padel.id, day));
      const result = await fireBurst({ requests, inFlight: mode, giveUpMs: GIVE_UP_MS, probe: { url: `${instances[0]!.base}/api/czconfigs/main-settings`, afterMs: 1_000 } });
      rows.push({
        database: label,
        instances: instances.length,
        sent: mode === null ? 'all at once' : `${mode} in flight`,
        ...burstFigures(result, KINDS),
        'turned away by': shedSoFar(instances),
      });
    }
    return rows;
  });
}

async function mainRun(): Promise<void> {
  const rows = await onBothDatabases('burst', burst);
  console.log(
    `\n${Object.values(MIX)
      .reduce((sum, { total }) => sum + total, 0)
      .toLocaleString(
        'en-US',
      )} requests (${KINDS.map((kind) => `${MIX[kind].total.toLocaleString('en-US')} ${kind}s`).join(', ')}) from ${CUSTOMERS} customers, ${BOTS} of them bots; on ${process.platform} node ${process.version}, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.table(rows);
  console.log(
    'Targets: every request answered (the work, a 429 or a 503 with Retry-After), no 5xx other than 503, no reset, no request left unanswered; the settings read answered within 2 s.',
  );
}

mainRun().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
