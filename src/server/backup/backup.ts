import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { FORM_FILES_FOLDER } from '../routes/dynamic-forms/stored-files';
import { appliedMigrations } from '../repositories/server-health';
import { fetchOnlineSnapshot, type RunningServer } from './online-backup-client';
import { loadPgliteDump, pgliteSnapshot, readPgliteDump, type SnapshotFacts } from './pglite-snapshot';
import { postgresConnection, runProgram } from './postgres-connection';
import { postgresSnapshot } from './postgres-snapshot';
import type { RowCounts } from '../repositories/backup-snapshots';

/** What a club's server keeps: its database and, beside it, the files it was sent. */
export interface ServerState {
  /** DATABASE_URL; without it the embedded PGlite database in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** A schema of its own on that PostgreSQL database (tests); by default the whole database. */
  schema?: string;
  dataDir: string;
  uploadsDir: string;
}

export interface BackupManifest {
  format: 1;
  /** When the database's snapshot was taken (wall time). */
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** PostgreSQL: the one schema backed up (tests), else the whole database (its tables in `public`). */
  schema?: string;
  /** The migrations applied in the database backed up: a restore refuses a database that is further on. */
  migrations: string[];
  /** Rows per table in the snapshot the dump holds: what a restore drill finds again (absent in backups made before it). */
  counts?: RowCounts;
  /** The file folders and files included, by their name in the backup. */
  files: string[];
}

export const MANIFEST = 'manifest.json';
export const POSTGRES_DUMP = 'database.pgdump';
export const PGLITE_DUMP = 'database.pglite.tar.gz';

export interface BackupOptions {
  /**
   * The server holding the embedded database (its data folder's lock), asked for the dump while it serves;
   * read only when it is needed (npm run backup: BACKUP_SERVER_URL or PORT, and the token secret).
   */
  runningServer?: () => RunningServer;
}

/** The files beside the database: public uploads, the customers' form documents, and the token secret (so sessions survive a restore). */
function fileSets(state: ServerState): { name: string; path: string }[] {
  return [
    { name: 'uploads', path: state.uploadsDir },
    { name: FORM_FILES_FOLDER, path: path.join(state.dataDir, FORM_FILES_FOLDER) },
    { name: 'token-secret', path: path.join(state.dataDir, 'token-secret') },
  ];
}

type PostgresState = ServerState & { databaseUrl: string };

async function withPostgres<T>(state: PostgresState, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: state.databaseUrl, schema: state.schema });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The data folder's lock (db/data-dir-lock.ts) is held: a server has the embedded database open. */
const heldByAServer = (error: unknown) => error instanceof Error && error.name === 'DataDirLockedError';

/**
 * The embedded database's dump into `file`: opened here when no server has it, else asked of the server that
 * holds it (`runningServer`), which dumps it while serving. Either way the counts are those of the dump.
 */
async function pgliteBackup(state: ServerState, file: string, options: BackupOptions): Promise<SnapshotFacts> {
  let database: Database;
  try {
    database = await openDatabase({ dataDir: path.join(state.dataDir, 'pglite') });
  } catch (error) {
    if (!options.runningServer || !heldByAServer(error)) throw error;
    const { facts, dump } = await fetchOnlineSnapshot(options.runningServer());
    await writeFile(file, dump);
    return facts;
  }
  try {
    const { facts, dump } = await pgliteSnapshot(database);
    await writeFile(file, dump);
    return facts;
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup into the new folder `target`: the database (pg_dump's custom format, or PGlite's data
 * folder as a tarball), the uploads and form documents, the token secret, and a manifest with the snapshot's
 * row counts. Both databases are backed up while the servers run: pg_dump reads one consistent snapshot,
 * and the server holding PGlite dumps it when asked (`options.runningServer`). A backup that fails leaves no folder behind.
 */
export async function backup(state: ServerState, target: string, options: BackupOptions = {}): Promise<BackupManifest> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty: choose a new folder for the backup`);
  // The customers' data and the token secret: for the owner's eyes only.
  mkdirSync(target, { recursive: true, mode: 0o700 });
  try {
    const { databaseUrl } = state;
    const facts = databaseUrl
      ? await withPostgres({ ...state, databaseUrl }, (database) => postgresSnapshot(database, { databaseUrl, schema: state.schema, file: path.join(target, POSTGRES_DUMP) }))
      : await pgliteBackup(state, path.join(target, PGLITE_DUMP), options);
    const files: string[] = [];
    for (const set of fileSets(state)) {
      if (!existsSync(set.path)) continue;
      cpSync(set.path, path.join(target, set.name), { recursive: true, preserveTimestamps: true });
      files.push(set.name);
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: facts.takenAt,
      database: state.databaseUrl ? 'postgres' : 'pglite',
      ...(state.databaseUrl && state.schema ? { schema: state.schema } : {}),
      migrations: facts.migrations,
      counts: facts.counts,
      files,
    };
    // Written last: a folder with a manifest is a whole backup (retention and drills look for it).
    writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

/** A backup folder's manifest, refused when the folder is none or of a format this version does not read. */
export function readManifest(source: string): BackupManifest {
  const manifestPath = path.join(source, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${source} is not a backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`This backup's format (${String(manifest.format)}) is not one this version reads`);
  return manifest;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** What the restore replaced, moved aside (delete it once the restored server is checked). */
  movedAside: string[];
}

/**
 * Puts a backup back: every server on this database must be stopped first. PostgreSQL: pg_restore in one
 * transaction, dropping and recreating the backed-up objects (refused when the database has migrations the
 * backup lacks: restore that into an empty database instead). PGlite: the data folder is replaced.
 * The files (uploads, form documents, token secret) are replaced too; what was there is moved aside.
 */
export async function restore(source: string, state: ServerState): Promise<RestoreOutcome> {
  const manifest = readManifest(source);
  const kind = state.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new Error(`This backup is of a ${manifest.database} database and the server uses ${kind}: restore it where it was taken (set or unset DATABASE_URL)`);
  }
  // Wall time, not app.clock: a backup stamp in a folder name.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  const moveAside = (current: string) => {
    if (!existsSync(current)) return;
    const aside = `${current}.before-restore-${stamp}`;
    renameSync(current, aside);
    movedAside.push(aside);
  };

  if (state.databaseUrl) await restorePostgres(source, manifest, { ...state, databaseUrl: state.databaseUrl });
  else await restorePglite(source, state, moveAside);

  for (const set of fileSets(state)) {
    if (!manifest.files.includes(set.name)) continue;
    moveAside(set.path);
    mkdirSync(path.dirname(set.path), { recursive: true });
    cpSync(path.join(source, set.name), set.path, { recursive: true, preserveTimestamps: true });
  }
  return { manifest, movedAside };
}

async function restorePostgres(source: string, manifest: BackupManifest, state: PostgresState): Promise<void> {
  const inBackup = new Set(manifest.migrations);
  const newer = await withPostgres(state, async (database) => (await appliedMigrations(database.db)).filter((name) => !inBackup.has(name)));
  if (newer.length > 0) {
    throw new Error(
      `The database has migrations the backup does not (${newer.join(', ')}): it was restored over a newer version's tables. ` +
        'Restore into an empty database (createdb, then point DATABASE_URL at it).',
    );
  }
  const { dbname, env } = postgresConnection(state.databaseUrl);
  await runProgram(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, path.join(source, POSTGRES_DUMP)],
    {
      env,
    },
  );
}

async function restorePglite(source: string, state: ServerState, moveAside: (current: string) => void): Promise<void> {
  const dataDir = path.join(state.dataDir, 'pglite');
  // Refused while a server has the database open (its lock names the process).
  const lock = lockDataDir(dataDir);
  try {
    moveAside(dataDir);
    await loadPgliteDump(await readPgliteDump(path.join(source, PGLITE_DUMP)), dataDir);
  } finally {
    lock.release();
  }
}
