// The server side of bench:opening (bench:rush runs compiled servers instead: scripts/rush-servers.ts): the
// demo club on a fresh database, served by one instance per connection (each with its own caches hearing the
// others through the change feed, as `npm start` processes do), on PGlite and, when a PostgreSQL is named, on
// two instances of one schema.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/server/config';
import { buildApp } from '../src/server/app';
import { ChangeFeed } from '../src/server/cache/change-feed';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { seedDemoClub } from '../src/server/seed/seed';
import { LISTEN_BACKLOG } from '../src/server/http/listen';

export interface BenchInstance {
  app: FastifyInstance;
  /** Where it listens (http://127.0.0.1:<port>). */
  base: string;
}

type Row = Record<string, string | number>;

async function startInstance(database: Database, dataDir: string, uploadsDir: string): Promise<BenchInstance> {
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, TOKEN_SECRET: 'bench-token-secret-0123456789-abcdefghij' }), uploadsDir };
  const changes = await ChangeFeed.start(database.db, database.listen);
  const app = await buildApp({ config, db: database.db, changes });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG }) };
}

/**
 * Migrates and seeds the first database, starts an instance on each, runs `bench` against them and closes them.
 * `name` prefixes the temporary folders (`<name>-uploads-`, `<name>-data-`).
 */
export async function withSeededInstances<T>(name: string, databases: Database[], bench: (instances: BenchInstance[], db: Database['db']) => Promise<T>): Promise<T> {
  const main = databases[0]!;
  await migrate(main.db);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), `${name}-uploads-`));
  await seedDemoClub(main.db, { uploadsDir });
  const instances = await Promise.all(databases.map((database) => startInstance(database, mkdtempSync(path.join(tmpdir(), `${name}-data-`)), uploadsDir)));
  try {
    return await bench(instances, main.db);
  } finally {
    for (const instance of instances) await instance.app.close();
  }
}

/**
 * The bench's row (or rows) on PGlite (one server), then on PostgreSQL with two instances on a schema of its own
 * (dropped afterwards) when TEST_DATABASE_URL or DATABASE_URL names one.
 */
export async function onBothDatabases(name: string, bench: (label: string, databases: Database[]) => Promise<Row | Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  const pglite = await openDatabase({ inMemory: true });
  rows.push(...[await bench('PGlite', [pglite])].flat());
  await pglite.close();

  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const schema = `${name}_${Date.now()}`;
    const first = await openDatabase({ url, schema });
    const second = await openDatabase({ url, schema });
    try {
      rows.push(...[await bench('PostgreSQL', [first, second])].flat());
    } finally {
      await second.close();
      await first.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await first.close();
    }
  } else {
    console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL (scripts/start-postgres.sh prints one)');
  }
  return rows;
}
