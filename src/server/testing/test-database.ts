import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoClub } from '../seed/seed';
import { pgliteTemplateDump } from './pglite-template';

export interface TestDatabase extends Database {
  /** Where the seed copied its images; removed on close unless the caller supplied it. */
  uploadsDir: string;
  /**
   * Another connection pool on the same tables, as a second server instance would open (PostgreSQL);
   * on PGlite, which lives in one process, this same database. Closed by its caller, before this one.
   */
  openAnother(): Promise<Database>;
}

export interface TestDatabaseOptions {
  /** Fill in the demo club. */
  seed?: boolean;
  uploadsDir?: string;
  /** false: an empty database with no tables, to test migrations themselves. */
  migrate?: boolean;
}

// Extensions are database-wide objects: created inside a test schema they would be dropped with it,
// under the feet of the other test files. Installing btree_gist once in public turns the first
// migration's CREATE EXTENSION IF NOT EXISTS into a no-op.
async function installSharedExtensions(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(72002)');
    await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

async function openFresh(migrated: boolean): Promise<{ database: Database; dispose: () => Promise<void>; openAnother: () => Promise<Database> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pgliteDump: await pgliteTemplateDump(migrated ? 'migrated' : 'empty') });
    return { database, dispose: async () => {}, openAnother: async () => ({ ...database, close: async () => {} }) };
  }
  await installSharedExtensions(url);
  const schema = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ url, schema });
  return { database, dispose: () => dropSchema(url, schema), openAnother: () => openDatabase({ url, schema }) };
}

/**
 * A fresh, migrated (optionally seeded) database of its own: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a uniquely named schema on that PostgreSQL server, dropped on close.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrated = options.migrate ?? true;
  const ownsUploads = options.uploadsDir === undefined;
  const uploadsDir = options.uploadsDir ?? (await mkdtemp(path.join(tmpdir(), 'club-test-uploads-')));
  const { database, dispose, openAnother } = await openFresh(migrated);
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await database.close();
        await dispose();
      } finally {
        if (ownsUploads) await rm(uploadsDir, { recursive: true, force: true });
      }
    })();
    return closing;
  };
  try {
    if (migrated) await migrate(database.db);
    if (options.seed) await seedDemoClub(database.db, { uploadsDir });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: database.db, kind: database.kind, uploadsDir, listen: database.listen, openAnother, close };
}
