import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { copySeedAssets } from '../seed/assets';
import { seedDemoClub } from '../seed/seed';
import { pgliteSeededDump, pgliteTemplateDump } from './pglite-template';
import { copySeed, postgresSeedCopy } from './postgres-template';
import { removeTestTempDir, testTempDir } from './temp-dirs';
import { currentTestRun, recordTestDatabaseEvent, testRunSchemaPrefix } from './test-run';

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

const extensionsInstalled = new Map<string, Promise<void>>();

function sharedExtensions(url: string): Promise<void> {
  let installed = extensionsInstalled.get(url);
  if (!installed) {
    installed = installSharedExtensions(url);
    installed.catch(() => extensionsInstalled.delete(url));
    extensionsInstalled.set(url, installed);
  }
  return installed;
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

type Contents = 'empty' | 'migrated' | 'seeded';

interface Opened {
  database: Database;
  dispose: () => Promise<void>;
  openAnother: () => Promise<Database>;
}

// In a test run (vitest), a seeded database is a copy of the run's seeded template (PGlite: a dump of
// it; PostgreSQL: its rows copied into a migrated schema); outside one it is seeded on its own.
async function openPgliteTest(contents: Contents, uploadsDir: string): Promise<Opened> {
  const run = currentTestRun();
  const copied = contents === 'seeded' && run !== undefined;
  const dump = copied ? await pgliteSeededDump(run) : await pgliteTemplateDump(contents === 'empty' ? 'empty' : 'migrated');
  const database = await openDatabase({ pgliteDump: dump });
  recordTestDatabaseEvent('created');
  const opened = { database, dispose: async () => {}, openAnother: async () => ({ ...database, close: async () => {} }) };
  // A copy opened from the seeded dump already holds the template's rows: only its uploads are left to copy.
  return filled(opened, () => seedTestDatabase(database, contents, uploadsDir, copied ? async () => {} : undefined));
}

async function openPostgresTest(url: string, contents: Contents, uploadsDir: string): Promise<Opened> {
  await sharedExtensions(url);
  const run = currentTestRun();
  const schema = `${run ? testRunSchemaPrefix(run) : 'test_'}${process.pid}_${randomBytes(6).toString('hex')}`;
  const copy = contents === 'seeded' && run ? await postgresSeedCopy(url, run) : undefined;
  const database = await openDatabase({ url, schema });
  recordTestDatabaseEvent('created');
  const opened = { database, dispose: () => dropSchema(url, schema), openAnother: () => openDatabase({ url, schema }) };
  return filled(opened, async () => {
    if (contents !== 'empty') {
      await migrate(database.db);
      recordTestDatabaseEvent('migrated');
    }
    await seedTestDatabase(database, contents, uploadsDir, copy ? () => copySeed(database.db, schema, copy) : undefined);
  });
}

/**
 * Fills a new test database with the demo club when asked: the run's seeded template copied in (`copyTemplate`,
 * with the seed's uploads), or, outside a test run, the demo club seeded afresh.
 */
async function seedTestDatabase(database: Database, contents: Contents, uploadsDir: string, copyTemplate: (() => Promise<void>) | undefined): Promise<void> {
  if (copyTemplate) {
    await copyTemplate();
    await copySeedAssets(uploadsDir);
    recordTestDatabaseEvent('copied-seed');
  } else if (contents === 'seeded') {
    await seedDemoClub(database.db, { uploadsDir });
    recordTestDatabaseEvent('seeded');
  }
}

/** The opened database once `fill` has run; closed and dropped when it fails, so no half-made database stays behind. */
async function filled(opened: Opened, fill: () => Promise<void>): Promise<Opened> {
  try {
    await fill();
  } catch (error) {
    await opened.database.close();
    await opened.dispose();
    throw error;
  }
  return opened;
}

/**
 * A fresh, migrated (optionally seeded) database of its own: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a uniquely named schema on that PostgreSQL server, dropped on close.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const contents: Contents = options.migrate === false ? 'empty' : options.seed ? 'seeded' : 'migrated';
  const ownsUploads = options.uploadsDir === undefined;
  const uploadsDir = options.uploadsDir ?? testTempDir('uploads');
  const url = process.env.TEST_DATABASE_URL;
  let opened: Opened;
  try {
    opened = url ? await openPostgresTest(url, contents, uploadsDir) : await openPgliteTest(contents, uploadsDir);
  } catch (error) {
    if (ownsUploads) removeTestTempDir(uploadsDir);
    throw error;
  }
  const { database, dispose, openAnother } = opened;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await database.close();
        await dispose();
      } finally {
        if (ownsUploads) removeTestTempDir(uploadsDir);
      }
    })();
    return closing;
  };
  return { db: database.db, kind: database.kind, uploadsDir, listen: database.listen, openAnother, close };
}
