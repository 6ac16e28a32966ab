// The memory part of `npm run bench:api`: the compiled server (dist/server/main.js, as `npm start` and the
// systemd unit run it, with their MALLOC_MMAP_THRESHOLD_) in a process of its own with the demo club, on
// PGlite and on PostgreSQL. Its RSS (read from /proc) idle after one request of each hot kind, at most and at
// the end of the load, and with `--soak=SECONDS` once a minute under a steady mixed load with the spread.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, clubLocalTime } from '../src/domain/club-time';
import { openDatabase } from '../src/server/db/database';
import { DEMO_LOGINS } from '../src/server/seed/demo-logins';
import { rssOfProcessMb } from './demo-server';
import { soakVerdict } from './soak-verdict';

const SERVER = 'dist/server/main.js';
/** What `npm start` and deploy/club-portal@.service set (see there why). */
const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
/** How long a just-ready server is left alone before its idle RSS is read. */
const IDLE_MS = 3000;

export interface HotCall {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
}

export interface CompiledServer {
  label: string;
  base: string;
  pid: number;
  /** The hot calls of the portal against this server, signed in as the first demo login. */
  calls: HotCall[];
  /** The RSS once ready and idle, before any request: on the first start, right after seeding the demo club. */
  readyRssMb: number | undefined;
  rssMb(): number | undefined;
  /** Stops the process and starts it again on the same data (a restart after the first start seeded it). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts dist/server/main.js on `port` with a fresh demo club (PGlite in a temp folder, or a new schema of `databaseUrl`). */
export async function startCompiledServer(label: string, port: number, databaseUrl?: string): Promise<CompiledServer | undefined> {
  if (!existsSync(SERVER)) {
    console.log(`${label} compiled server skipped: ${SERVER} is missing (npm run build)`);
    return undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-compiled-'));
  let schema: string | undefined;
  let url: string | undefined;
  if (databaseUrl) {
    schema = `bench_memory_${Date.now()}`;
    const database = await openDatabase({ url: databaseUrl, schema });
    await database.close();
    const separator = databaseUrl.includes('?') ? '&' : '?';
    url = `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  }
  const spawnServer = (): ChildProcess =>
    spawn(process.execPath, ['--enable-source-maps', SERVER], {
      env: {
        ...process.env,
        ...MALLOC_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'development',
        TOKEN_SECRET: 'bench-token-secret-0123456789-abcdefghij',
        DATABASE_URL: url ?? '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  let child = spawnServer();
  const base = `http://127.0.0.1:${port}`;
  const halt = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const stop = async () => {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && schema) {
      const database = await openDatabase({ url: databaseUrl });
      await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await database.close();
    }
  };
  const ready = async () => {
    for (let attempt = 0; ; attempt += 1) {
      if (
        await fetch(`${base}/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (attempt >= 600 || child.exitCode !== null) {
        await stop();
        throw new Error(`${label}: the compiled server did not get ready`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  await ready();
  const idleRss = async () => {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return rssOfProcessMb(child.pid!);
  };
  const server: CompiledServer = {
    label,
    base,
    get pid() {
      return child.pid!;
    },
    readyRssMb: await idleRss(),
    calls: await hotCalls(base),
    rssMb: () => rssOfProcessMb(child.pid!),
    stop,
    // As a club's server restarts (a deploy, a reboot): the same data, already seeded, in a new process.
    restart: async () => {
      await halt();
      child = spawnServer();
      await ready();
      server.readyRssMb = await idleRss();
      server.calls = await hotCalls(base);
    },
  };
  return server;
}

async function hotCalls(base: string): Promise<HotCall[]> {
  const login = DEMO_LOGINS[0]!;
  const auth = await fetch(`${base}/api/publiccustomers/cauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  }).then((r) => r.json() as Promise<{ model: { token: string; id: number } }>);
  const settings = await fetch(`${base}/api/czconfigs/main-settings`).then((r) => r.json() as Promise<{ data?: { TimeZone?: string } }>);
  const tomorrow = addDays(clubLocalTime(new Date(), settings.data?.TimeZone ?? 'Europe/Madrid').date, 1);
  const bearer = { authorization: `Bearer ${auth.model.token}` };
  return [
    { name: 'main-settings', url: `${base}/api/czconfigs/main-settings` },
    // As a browser asks for it: the kept day is sent compressed (40 kB of JSON, a few kB of brotli).
    {
      name: 'publicbookings/list',
      url: `${base}/api/publicbookings/list`,
      method: 'POST',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      body: { date: tomorrow, bookingTypeId: 1 },
    },
    { name: 'customer-vouchers', url: `${base}/api/publicvouchers/customer-vouchers/${auth.model.id}`, headers: bearer },
    { name: 'shop/list', url: `${base}/api/shop/list?startRow=0&endRow=30` },
    {
      name: 'loadprice',
      url: `${base}/api/publicbookings/loadprice`,
      method: 'POST',
      body: { startDate: `${tomorrow} 18:00`, bookingTypeId: 1, duration: 90, customerId: -1, resourceId: 1 },
    },
  ];
}

/** One request of each hot kind, then a second to settle: the idle RSS is read after it. */
export async function warmUp(server: CompiledServer): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    for (const call of server.calls) {
      const response = await fetch(call.url, {
        method: call.method ?? 'GET',
        headers: { ...call.headers, ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      });
      if (!response.ok) throw new Error(`${server.label} ${call.name}: ${response.status}`);
      await response.arrayBuffer();
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

/**
 * `--soak=SECONDS`: the hot calls in turn under load for that long, the server's RSS printed once a minute;
 * flat means: after the warm-up minute, within ±10 % of the median and not trending upward (soak-verdict.ts).
 */
export async function soak(server: CompiledServer, seconds: number, load: (call: HotCall, seconds: number) => Promise<unknown>): Promise<{ samples: number[]; verdict: string }> {
  // Minute 0 is the RSS as the soak starts: growth from there counts, as does any swing between the minutes.
  const samples: number[] = [server.rssMb() ?? 0];
  console.log(`soak ${server.label}: start, RSS ${samples[0]} MB`);
  const started = Date.now();
  let next = 0;
  const minuteMs = Math.min(60_000, seconds * 1000);
  let nextSample = started + minuteMs;
  while (Date.now() - started < seconds * 1000) {
    const call = server.calls[next++ % server.calls.length]!;
    await load(call, 10);
    if (Date.now() >= nextSample) {
      const rss = server.rssMb() ?? 0;
      samples.push(rss);
      console.log(`soak ${server.label}: minute ${samples.length - 1}, RSS ${rss} MB`);
      nextSample += minuteMs;
    }
  }
  const { text } = soakVerdict(samples);
  console.log(`soak ${server.label}: RSS ${samples.join(', ')} MB (start, then each minute); ${text}`);
  return { samples, verdict: text };
}
