// `npm run bench:api`: requests per second and p99 latency of club-server calls (main-settings, a scoped
// read, the booking page's availability for a full day of the demo club — with the caches of
// src/server/cache/ as `npm start` runs, and without them —, a price and the shop page), on PGlite and on
// PostgreSQL, each next to a bare fastify route measured in turn with it (the ceiling this machine allows at
// that moment, which drifts within a run on a shared machine: so each row is BENCH_PAIRS short runs of the bare
// route and of the row, one after the other, and its share of bare is the median of the pairs' ratios),
// with the server's memory (RSS) at idle and the highest seen under each load — in this process, and of the
// compiled server started on its own as `npm start` runs it (scripts/bench-memory.ts: its RSS read from /proc,
// idle after one request of each kind and at the end of the run; `--soak=600` adds ten minutes of mixed load
// with the RSS each minute and its spread; `--only=main-settings,list` measures only the rows naming one of
// these words, `--database=pglite|postgresql` one database, BENCH_SERVER_PROCESS=off no compiled server;
// with `node --cpu-prof` the profile is the server's alone). The load generator
// (autocannon's command line) runs in a child process, so it does not share the server's event loop or core.
// It prints figures and targets; it asserts nothing (timings depend on the machine).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/server/config';
import { buildApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { seedDemoClub } from '../src/server/seed/seed';
import { DEMO_LOGINS } from '../src/server/seed/demo-logins';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, clubLocalTime } from '../src/domain/club-time';
import { ChangeFeed } from '../src/server/cache/change-feed';
import { soak, startCompiledServer, warmUp, type CompiledServer, type HotCall } from './bench-memory';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** `--soak=600`: ten minutes of mixed load on each compiled server, its RSS printed every minute. */
const SOAK_SECONDS = Number(process.argv.find((arg) => arg.startsWith('--soak='))?.slice('--soak='.length) ?? 0);
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
/** `--only=main-settings,list`: only the rows whose target contains one of these words (the bare route always runs). */
const ONLY = option('only')?.split(',').filter(Boolean);
/** `--database=pglite` or `--database=postgresql`: one database instead of both. */
const DATABASE = option('database')?.toLowerCase();
const wanted = (target: string) => !ONLY || ONLY.some((word) => target.includes(word));

interface Row {
  target: string;
  database: string;
  requestsPerSecond: number;
  /** The bare fastify route's req/s in the runs paired with this row's (median). */
  bare: number;
  /** This row's req/s over the bare route's, pair by pair (median). */
  ofBare: number;
  p99: number;
  errors: number;
  rssMb?: number;
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** The highest RSS of this (the server's) process while `work` runs, sampled every 100 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<T & { rssMb: number }> {
  let peak = rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  try {
    const result = await work();
    return { ...result, rssMb: Math.max(peak, rssMb()) };
  } finally {
    clearInterval(timer);
  }
}

/** What a browser's fetch sends: the answers kept as bytes go out compressed to it. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

interface Request {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
}

/** The bare fastify route, listening through the whole run (started in main). */
let bareUrl = '';
/** Pairs of short runs (bare, then the row) per row: the load others put on the machine drifts less within a pair. */
const PAIRS = Math.max(1, Number(process.env.BENCH_PAIRS ?? 3));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Measured = { requestsPerSecond: number; p99: number; errors: number; bare: number; ofBare: number };

/** The row's runs, each after a run of the bare route: the medians of each side and of the pairs' ratios, the highest p99, all errors. */
async function paired(run: (seconds: number) => Promise<{ requestsPerSecond: number; p99: number; errors: number }>): Promise<Measured> {
  const seconds = Math.max(1, Math.round(DURATION_SECONDS / PAIRS));
  const pairs: Array<{ bare: number; row: Awaited<ReturnType<typeof run>> }> = [];
  for (let i = 0; i < PAIRS; i++) pairs.push({ bare: (await measureOnce(bareUrl, {}, seconds)).requestsPerSecond, row: await run(seconds) });
  return {
    requestsPerSecond: median(pairs.map((pair) => pair.row.requestsPerSecond)),
    p99: Math.max(...pairs.map((pair) => pair.row.p99)),
    errors: pairs.reduce((sum, pair) => sum + pair.row.errors, 0),
    bare: median(pairs.map((pair) => pair.bare)),
    ofBare: median(pairs.map((pair) => pair.row.requestsPerSecond / pair.bare)),
  };
}

/** A row measured in pairs with the bare route (autocannon in a child process, its JSON summary read from stdout), with this process's peak RSS. */
async function measure(url: string, request: Request = {}): Promise<Measured & { rssMb: number }> {
  return peakRss(() => paired((seconds) => measureOnce(url, request, seconds)));
}

async function measureOnce(url: string, request: Request, seconds = DURATION_SECONDS): Promise<{ requestsPerSecond: number; p99: number; errors: number }> {
  const args = [AUTOCANNON_CLI, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', request.method ?? 'GET'];
  const headers = { ...request.headers, ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (request.body !== undefined) args.push('-b', JSON.stringify(request.body));
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

async function benchClub(label: string, database: Database, rows: Row[], idle: Record<string, number>): Promise<void> {
  await migrate(database.db);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
  await seedDemoClub(database.db, { uploadsDir });
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')), TOKEN_SECRET: 'bench-token-secret-0123456789-abcdefghij' }),
    uploadsDir,
  };
  const changes = await ChangeFeed.start(database.db, database.listen);
  const app = await buildApp({ config, db: database.db, changes });
  const base = await listen(app);
  // The same server without its caches, for the same run's comparison of the booking page's day.
  const uncached = await buildApp({ config, db: database.db });
  const uncachedBase = await listen(uncached);
  // And with the table caches but each day computed again (as before the day itself was kept).
  const dayComputed = await buildApp({ config, db: database.db, changes: await ChangeFeed.start(database.db, database.listen) });
  dayComputed.clubReads.bookingDay = (_type, _day, _now, compute) => compute();
  dayComputed.clubReads.bookingDayAnswer = (_type, _day, _language, _now, build) => build();
  const dayComputedBase = await listen(dayComputed);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  globalThis.gc?.();
  idle[label] = rssMb();
  const login = DEMO_LOGINS[0]!;
  const auth = await fetch(`${base}/api/publiccustomers/cauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  }).then((r) => r.json() as Promise<{ model: { token: string; id: number } }>);
  const bearer = { Authorization: `Bearer ${auth.model.token}` };

  /** Measures `url` as row `target` of this database, unless --only leaves the row out. */
  const row = async (target: string, url: string, request?: Request) => {
    if (wanted(target)) rows.push({ target, database: label, ...(await measure(url, request)) });
  };
  await row('GET /api/czconfigs/main-settings', `${base}/api/czconfigs/main-settings`);
  // As a browser's page load asks for it: the kept bytes go out br, compressed once (web/compression.ts).
  await row('GET /api/czconfigs/main-settings, as a browser asks', `${base}/api/czconfigs/main-settings`, { headers: BROWSER_ENCODINGS });
  await row('GET /api/publicvouchers/customer-vouchers/{id}', `${base}/api/publicvouchers/customer-vouchers/${auth.model.id}`, { headers: bearer });

  // The booking page of the padel type tomorrow (club calendar): four courts, a full day of slots, each
  // with its durations priced; then one price as the expanded slot asks for it.
  const club = await database.db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
  const tomorrow = addDays(clubLocalTime(new Date(), club.time_zone).date, 1);
  const padel = await database.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow();
  const court = await database.db.selectFrom('resources').select('id').where('name', '=', 'Padel 1').executeTakeFirstOrThrow();
  const day = await fetch(`${base}/api/publicbookings/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ date: tomorrow, bookingTypeId: padel.id }),
  }).then((r) => r.json() as Promise<{ model: { list: Array<{ timeTable: unknown[] }> } }>);
  const slots = day.model.list.reduce((sum, resource) => sum + resource.timeTable.length, 0);
  const dayBody = { date: tomorrow, bookingTypeId: padel.id };
  // As a browser asks for it (Accept-Encoding: the kept day goes out compressed), then without a coding.
  await row(`POST /api/publicbookings/list (padel, ${slots} slots)`, `${base}/api/publicbookings/list`, { method: 'POST', headers: BROWSER_ENCODINGS, body: dayBody });
  await row(`POST /api/publicbookings/list (padel, ${slots} slots), uncompressed`, `${base}/api/publicbookings/list`, { method: 'POST', body: dayBody });
  await row(`POST /api/publicbookings/list (padel, ${slots} slots), day not kept`, `${dayComputedBase}/api/publicbookings/list`, { method: 'POST', body: dayBody });
  await row(`POST /api/publicbookings/list (padel, ${slots} slots), no cache`, `${uncachedBase}/api/publicbookings/list`, { method: 'POST', body: dayBody });
  await row('POST /api/publicbookings/loadprice', `${base}/api/publicbookings/loadprice`, {
    method: 'POST',
    body: { startDate: `${tomorrow} 18:00`, bookingTypeId: padel.id, duration: 90, customerId: -1, resourceId: court.id },
  });
  await row('GET /api/shop/list (first page)', `${base}/api/shop/list?startRow=0&endRow=30`);
  await dayComputed.close();
  await uncached.close();
  await app.close();
}

interface MemoryLine {
  label: string;
  firstStart?: number;
  idle?: number;
  peak: number;
  end?: number;
  soak?: { samples: number[]; verdict: string };
}

const load = (call: HotCall, seconds?: number) => measureOnce(call.url, call, seconds);

/**
 * The compiled server as `npm start` runs it, in a process of its own: its RSS idle after one request of each
 * hot kind, its hot calls under load (rows "compiled"), the RSS at most and at the end, and the soak.
 */
async function benchCompiledServer(label: string, port: number, rows: Row[], databaseUrl?: string): Promise<MemoryLine | undefined> {
  let server: CompiledServer | undefined;
  try {
    server = await startCompiledServer(label, port, databaseUrl);
  } catch (error) {
    console.log(`${label} compiled server skipped: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (!server) return undefined;
  const running = server;
  try {
    await warmUp(running);
    // The first start seeds the demo club in the serving process, which keeps what seeding took (PGlite's
    // WebAssembly memory does not shrink); a club's server runs on data seeded long before, so the idle
    // figure is read after a restart on the same data, and the first start's is printed beside it.
    const firstStart = running.rssMb();
    await running.restart();
    await warmUp(running);
    const line: MemoryLine = { label, firstStart, idle: running.rssMb(), peak: 0 };
    const timer = setInterval(() => (line.peak = Math.max(line.peak, running.rssMb() ?? 0)), 100);
    try {
      for (const call of running.calls) {
        if (!wanted(call.name)) continue;
        rows.push({
          target: `${call.method ?? 'GET'} ${call.name}, compiled server`,
          database: label,
          ...(await paired((seconds) => load(call, seconds))),
          rssMb: running.rssMb(),
        });
      }
      if (SOAK_SECONDS > 0) line.soak = await soak(running, SOAK_SECONDS, load);
    } finally {
      clearInterval(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    line.end = running.rssMb();
    return line;
  } finally {
    await running.stop();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const idle: Record<string, number> = {};
  const bare = Fastify();
  bare.get('/ping', async () => ({ ok: true }));
  bareUrl = `${await listen(bare)}/ping`;
  const first = await peakRss(() => measureOnce(bareUrl, {}));
  rows.push({ target: 'bare fastify GET /ping', database: '-', ...first, bare: first.requestsPerSecond, ofBare: 1 });

  if (DATABASE !== 'postgresql') {
    const pglite = await openDatabase({ inMemory: true });
    await benchClub('PGlite', pglite, rows, idle);
    await pglite.close();
  }

  const url = DATABASE === 'pglite' ? undefined : (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
  if (url) {
    const schema = `bench_${Date.now()}`;
    const postgres = await openDatabase({ url, schema });
    await benchClub('PostgreSQL', postgres, rows, idle);
    await postgres.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await postgres.close();
  } else {
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL (scripts/start-postgres.sh prints one)');
  }

  const memory: MemoryLine[] = [];
  if (process.env.BENCH_SERVER_PROCESS !== 'off') {
    const port = Number(process.env.BENCH_PORT ?? 8199);
    const pglite = DATABASE === 'postgresql' ? undefined : await benchCompiledServer('PGlite', port, rows);
    if (pglite) memory.push(pglite);
    if (url) {
      const postgres = await benchCompiledServer('PostgreSQL', port + 1, rows, url);
      if (postgres) memory.push(postgres);
    }
  }

  await bare.close();
  const bareRates = rows.map((row) => row.bare);
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each (rows: ${PAIRS} pairs of bare and row runs), on ${process.platform} node ${process.version}; bare fastify of this run: ${Math.min(...bareRates)}–${Math.max(...bareRates)} req/s; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} at the end`,
  );
  console.table(
    rows.map((row) => ({
      target: row.target,
      database: row.database,
      'req/s': row.requestsPerSecond,
      'bare beside it': row.bare,
      'of bare': `${Math.round(100 * row.ofBare)} %`,
      p99: `${row.p99} ms`,
      errors: row.errors,
      'peak RSS': `${row.rssMb} MB`,
    })),
  );
  console.log(
    `Server RSS at idle (demo club seeded, caches on): ${Object.entries(idle)
      .map(([label, mb]) => `${label} ${mb} MB`)
      .join(', ')} (this process also holds PGlite's in-memory database)`,
  );
  for (const line of memory) {
    console.log(
      `Memory, compiled server (${line.label}, demo club, own process): RSS ${line.idle} MB idle after one request of each kind (restarted on its seeded data; ${line.firstStart} MB on the first start, which seeds it), ${line.peak} MB at most under load, ${line.end} MB at the end of the run` +
        (line.soak ? `; soak ${line.soak.samples.length - 1} min (start, then each minute): ${line.soak.samples.join(', ')} MB; ${line.soak.verdict}` : ''),
    );
  }
  console.log(
    'Targets: publicbookings/list ≥ 25 % of bare, p99 < 20 ms; customer-vouchers and shop/list ≥ 10 % of bare, p99 < 30 ms; main-settings ≥ 50 % of bare; compiled server idle RSS ≤ 250 MB on PostgreSQL, ≤ 350 MB on PGlite, over --soak=600 flat: after the warm-up minute within ±10 % of the median and not trending upward.',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
