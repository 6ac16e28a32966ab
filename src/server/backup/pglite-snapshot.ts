import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { dumpPgliteDatabase, type Database } from '../db/database';
import { appliedMigrations } from '../repositories/server-health';
import { countRows, type RowCounts } from '../repositories/backup-snapshots';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
/** Large chunks: zlib hands each chunk back to the event loop, where it waits behind the requests under load. */
const GZIP_CHUNK = 1024 * 1024;

/** What a backup records of its database at the instant of the snapshot. */
export interface SnapshotFacts {
  /** Wall time of the snapshot (not app.clock: when the backup was really taken). */
  takenAt: string;
  /** The migrations applied: a restore refuses a database that is further on. */
  migrations: string[];
  counts: RowCounts;
}

/**
 * The embedded database's files as a gzipped tarball, with its migrations and row counts read in the same
 * turn of its one connection: no request's statement runs in between, so the counts are the dump's own, however
 * busy the server is. Requests wait for the dump (the turn) and carry on after it; the compression runs after
 * the turn, off the event loop.
 */
export async function pgliteSnapshot(database: Database): Promise<{ facts: SnapshotFacts; dump: Buffer }> {
  let facts: SnapshotFacts | undefined;
  const tarball = await dumpPgliteDatabase(database, async (connection) => {
    facts = { takenAt: new Date().toISOString(), migrations: (await appliedMigrations(connection)).sort(), counts: await countRows(connection) };
  });
  if (!facts) throw new Error('The database was dumped without its row counts');
  return { facts, dump: await gzipAsync(Buffer.from(await tarball.arrayBuffer()), { chunkSize: GZIP_CHUNK }) };
}

/** The tarball of a backup's gzipped dump file. */
export async function readPgliteDump(file: string): Promise<Blob> {
  return new Blob([await gunzipAsync(await readFile(file))]);
}

/** Makes `dataDir` the cluster of a dump's tarball (restore, restore drill); the folder must be new or empty. */
export async function loadPgliteDump(tarball: Blob, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: tarball, extensions: { btree_gist } });
  await pglite.close();
}
