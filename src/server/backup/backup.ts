import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { dumpPgliteDatabase, openDatabase, type Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { FORM_FILES_FOLDER } from '../routes/dynamic-forms/stored-files';
import { appliedMigrations } from '../repositories/server-health';

const run = promisify(execFile);

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
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The migrations applied in the database backed up: a restore refuses a database that is further on. */
  migrations: string[];
  /** The file folders and files included, by their name in the backup. */
  files: string[];
}

const MANIFEST = 'manifest.json';
const POSTGRES_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'database.pglite.tar.gz';

/** The files beside the database: public uploads, the customers' form documents, and the token secret (so sessions survive a restore). */
function fileSets(state: ServerState): { name: string; path: string }[] {
  return [
    { name: 'uploads', path: state.uploadsDir },
    { name: FORM_FILES_FOLDER, path: path.join(state.dataDir, FORM_FILES_FOLDER) },
    { name: 'token-secret', path: path.join(state.dataDir, 'token-secret') },
  ];
}

/**
 * pg_dump and pg_restore take the connection string without its password, which goes in PGPASSWORD,
 * so it never shows in the process list.
 */
function postgresConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withDatabase<T>(state: ServerState, work: (database: Database) => Promise<T>): Promise<T> {
  // PGlite is one process's: while a server has it open, openDatabase refuses (the data folder's lock) and says which process.
  const database = await openDatabase({ url: state.databaseUrl, schema: state.schema, dataDir: path.join(state.dataDir, 'pglite') });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup into the new folder `target`: the database (pg_dump's custom format, or PGlite's data
 * folder as a tarball), the uploads and form documents, the token secret, and a manifest. With PostgreSQL
 * it runs beside running servers (pg_dump reads one consistent snapshot); PGlite must be closed (stop the server).
 */
export async function backup(state: ServerState, target: string): Promise<BackupManifest> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty: choose a new folder for the backup`);
  // The customers' data and the token secret: for the owner's eyes only.
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const kind = state.databaseUrl ? 'postgres' : 'pglite';
  const migrations = await withDatabase(state, async (database) => {
    const applied = await appliedMigrations(database.db);
    if (kind === 'pglite') await writeFile(path.join(target, PGLITE_DUMP), gzipSync(Buffer.from(await (await dumpPgliteDatabase(database)).arrayBuffer())));
    return applied.sort();
  });
  if (state.databaseUrl) {
    const { dbname, env } = postgresConnection(state.databaseUrl);
    const scope = state.schema ? [`--schema=${state.schema}`] : [];
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', ...scope, `--file=${path.join(target, POSTGRES_DUMP)}`, `--dbname=${dbname}`], { env });
  }
  const files: string[] = [];
  for (const set of fileSets(state)) {
    if (!existsSync(set.path)) continue;
    cpSync(set.path, path.join(target, set.name), { recursive: true, preserveTimestamps: true });
    files.push(set.name);
  }
  // Wall time, not app.clock: when the backup was really taken.
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database: kind, migrations, files };
  writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
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
  const manifestPath = path.join(source, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${source} is not a backup: it has no ${MANIFEST}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BackupManifest;
  const kind = state.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.format !== 1) throw new Error(`This backup's format (${String(manifest.format)}) is not one this version reads`);
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

  if (state.databaseUrl) await restorePostgres(source, manifest, state as ServerState & { databaseUrl: string });
  else await restorePglite(source, state, moveAside);

  for (const set of fileSets(state)) {
    if (!manifest.files.includes(set.name)) continue;
    moveAside(set.path);
    mkdirSync(path.dirname(set.path), { recursive: true });
    cpSync(path.join(source, set.name), set.path, { recursive: true, preserveTimestamps: true });
  }
  return { manifest, movedAside };
}

async function restorePostgres(source: string, manifest: BackupManifest, state: ServerState & { databaseUrl: string }): Promise<void> {
  const inBackup = new Set(manifest.migrations);
  const newer = await withDatabase(state, async (database) => (await appliedMigrations(database.db)).filter((name) => !inBackup.has(name)));
  if (newer.length > 0) {
    throw new Error(
      `The database has migrations the backup does not (${newer.join(', ')}): it was restored over a newer version's tables. ` +
        'Restore into an empty database (createdb, then point DATABASE_URL at it).',
    );
  }
  const { dbname, env } = postgresConnection(state.databaseUrl);
  await run(
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
    mkdirSync(dataDir, { recursive: true });
    const dump = new Blob([gunzipSync(await readFile(path.join(source, PGLITE_DUMP)))]);
    const pglite = await PGlite.create({ dataDir, loadDataDir: dump, extensions: { btree_gist } });
    await pglite.close();
  } finally {
    lock.release();
  }
}
