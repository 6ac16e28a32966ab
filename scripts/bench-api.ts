// `npm run bench:api`: requests per second and p99 latency of two club-server reads, on PGlite and on
// PostgreSQL, next to a bare fastify route measured in the same run (the ceiling this machine allows).
import autocannon from 'autocannon';
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

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row { target: string; database: string; requestsPerSecond: number; p99: number; errors: number }

async function measure(url: string, headers: Record<string, string> = {}): Promise<{ requestsPerSecond: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
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
  const config = { ...loadConfig({ ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')), TOKEN_SECRET: 'bench' }), uploadsDir };
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
  rows.push({ target: 'GET /api/publicvouchers/customer-vouchers/{id}', database: label, ...(await measure(`${base}/api/publicvouchers/customer-vouchers/${auth.model.id}`, bearer)) });
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
