import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpPgliteDatabase, openDatabase } from '../db/database';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';
import { seedDemoClub } from '../seed/seed';
import { removeTestTempDir, testTempDir } from './temp-dirs';
import { recordTestDatabaseEvent, seedWindow, testRunDir } from './test-run';

// Starting PGlite from scratch costs seconds of initdb per test file; loading a dump of a prepared
// cluster costs well under one. Dumps are cached on disk, keyed by the migration files and the PGlite
// version, so test workers share them and an edited migration produces new ones.
const CACHE_PREFIX = 'club-portal-pglite-';

export type PgliteTemplate = 'empty' | 'migrated';

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  // A PGlite upgrade may change the on-disk format.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function buildDump(template: PgliteTemplate): Promise<Uint8Array<ArrayBuffer>> {
  const database = await openDatabase({ inMemory: true });
  try {
    if (template === 'migrated') {
      await migrate(database.db);
      recordTestDatabaseEvent('migrated');
    }
    return new Uint8Array(await (await dumpPgliteDatabase(database)).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Written aside then renamed, so a worker never reads a half-written dump. */
async function writeAtomically(file: string, content: Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, content);
  await rename(partial, file);
}

async function removeStaleDumps(currentFingerprint: string): Promise<void> {
  const directory = tmpdir();
  for (const file of await readdir(directory).catch(() => [])) {
    if (file.startsWith(CACHE_PREFIX) && !file.includes(currentFingerprint)) await unlink(path.join(directory, file)).catch(() => {});
  }
}

async function loadOrBuild(template: PgliteTemplate): Promise<Blob> {
  const currentFingerprint = await fingerprint();
  const cachePath = path.join(tmpdir(), `${CACHE_PREFIX}${template}-${currentFingerprint}.tar`);
  const existing = await readFile(cachePath).catch(() => null);
  if (existing) return new Blob([new Uint8Array(existing)]);
  const dump = await buildDump(template);
  await writeAtomically(cachePath, dump);
  await removeStaleDumps(currentFingerprint);
  return new Blob([dump]);
}

const cache = new Map<PgliteTemplate, Promise<Blob>>();

/** A tarball of an empty or a migrated PGlite cluster, to pass as `openDatabase({ pgliteDump })`. */
export function pgliteTemplateDump(template: PgliteTemplate): Promise<Blob> {
  let dump = cache.get(template);
  if (!dump) {
    dump = loadOrBuild(template);
    cache.set(template, dump);
  }
  return dump;
}

// The demo club seeded on the migrated template, kept for the run (never across runs: the demo data is
// relative to the moment of seeding, see seedWindow) in the run's folder, one dump per ten-minute window.
// Two workers may build the same window's dump at once; both are correct and the second rename wins.
async function buildSeededDump(): Promise<Uint8Array<ArrayBuffer>> {
  const database = await openDatabase({ pgliteDump: await pgliteTemplateDump('migrated') });
  // The seed copies the demo images too; each test database gets its own copy (copySeedAssets), not these.
  const assets = testTempDir('seed-assets');
  try {
    await seedDemoClub(database.db, { uploadsDir: assets });
    recordTestDatabaseEvent('seeded');
    recordTestDatabaseEvent('template-built');
    return new Uint8Array(await (await dumpPgliteDatabase(database)).arrayBuffer());
  } finally {
    await database.close();
    removeTestTempDir(assets);
  }
}

async function loadOrBuildSeeded(run: string, window: number): Promise<Blob> {
  const directory = testRunDir(run);
  const file = path.join(directory, `pglite-seeded-${window}.tar`);
  const existing = await readFile(file).catch(() => null);
  if (existing) return new Blob([new Uint8Array(existing)]);
  const dump = await buildSeededDump();
  await mkdir(directory, { recursive: true });
  await writeAtomically(file, dump);
  return new Blob([dump]);
}

const seededCache = new Map<number, Promise<Blob>>();

/** A tarball of a migrated PGlite cluster holding the demo club seeded in the current ten-minute window. */
export function pgliteSeededDump(run: string): Promise<Blob> {
  const window = seedWindow();
  let dump = seededCache.get(window);
  if (!dump) {
    seededCache.clear();
    dump = loadOrBuildSeeded(run, window);
    // A failed build is not remembered: the next test file tries again.
    dump.catch(() => seededCache.delete(window));
    seededCache.set(window, dump);
  }
  return dump;
}
