// `npm run bench:api`: requests per second and p99 latency of club-server calls (two reads, the booking
// page's availability for a full day of the demo club and a price), on PGlite and on PostgreSQL, next to a
// bare fastify route measured in the same run (the ceiling this machine allows). The load generator
// (autocannon's command line) runs in a child process, so it does not share the server's event loop or core.
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
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, clubLocalTime } from '../src/domain/club-time';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row { target: string; database: string; requestsPerSecond: number; p99: number; errors: number }

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

interface Request { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown }

/** One autocannon run in a child process; its JSON summary read from stdout. */
async function measure(url: string, request: Request = {}): Promise<{ requestsPerSecond: number; p99: number; errors: number }> {
  const args = [AUTOCANNON_CLI, '-j', '-c', String(CONNECTIONS), '-d', String(DURATION_SECONDS), '-m', request.method ?? 'GET'];
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

async function benchClub(label: string, database: Database, rows: Row[]): Promise<void> {
  await migrate(database.db);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
  await seedDemoClub(database.db, { uploadsDir });
  const config = { ...loadConfig({ ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')), TOKEN_SECRET: 'bench-token-secret-0123456789-abcdefghij' }), uploadsDir };
  const app = await buildApp({ config, db: database.db });
  const base = await listen(app);
  const login = DEMO_LOGINS[0]!;
  const auth = await fetch(`${base}/api/publiccustomers/cauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  }).then((r) => r.json() as Promise<{ model: { token: string; id: number } }>);
  const bearer = { Authorization: `Bearer ${auth.model.token}` };

  rows.push({ target: 'GET /api/czconfigs/main-settings', database: label, ...(await measure(`${base}/api/czconfigs/main-settings`)) });
  rows.push({ target: 'GET /api/publicvouchers/customer-vouchers/{id}', database: label, ...(await measure(`${base}/api/publicvouchers/customer-vouchers/${auth.model.id}`, { headers: bearer })) });

  // The booking page of the padel type tomorrow (club calendar): four courts, a full day of slots, each
  // with its durations priced; then one price as the expanded slot asks for it.
  const club = await database.db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
  const tomorrow = addDays(clubLocalTime(new Date(), club.time_zone).date, 1);
  const padel = await database.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow();
  const court = await database.db.selectFrom('resources').select('id').where('name', '=', 'Padel 1').executeTakeFirstOrThrow();
  const day = await fetch(`${base}/api/publicbookings/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ date: tomorrow, bookingTypeId: padel.id }) })
    .then((r) => r.json() as Promise<{ model: { list: Array<{ timeTable: unknown[] }> } }>);
  const slots = day.model.list.reduce((sum, resource) => sum + resource.timeTable.length, 0);
  rows.push({
    target: `POST /api/publicbookings/list (padel, ${slots} slots)`,
    database: label,
    ...(await measure(`${base}/api/publicbookings/list`, { method: 'POST', body: { date: tomorrow, bookingTypeId: padel.id } })),
  });
  rows.push({
    target: 'POST /api/publicbookings/loadprice',
    database: label,
    ...(await measure(`${base}/api/publicbookings/loadprice`, {
      method: 'POST',
      body: { startDate: `${tomorrow} 18:00`, bookingTypeId: padel.id, duration: 90, customerId: -1, resourceId: court.id },
    })),
  });
  await app.close();
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const bare = Fastify();
  bare.get('/ping', async () => ({ ok: true }));
  rows.push({ target: 'bare fastify GET /ping', database: '-', ...(await measure(`${await listen(bare)}/ping`)) });
  await bare.close();

  const pglite = await openDatabase({ inMemory: true });
  await benchClub('PGlite', pglite, rows);
  await pglite.close();

  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${Date.now()}`;
    const postgres = await openDatabase({ url, schema });
    await benchClub('PostgreSQL', postgres, rows);
    await postgres.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await postgres.close();
  } else {
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL (scripts/start-postgres.sh prints one)');
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, on ${process.platform} node ${process.version}`);
  console.table(rows.map((row) => ({ ...row, p99: `${row.p99} ms` })));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
