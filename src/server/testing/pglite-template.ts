import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpPgliteDatabase, openDatabase } from '../db/database';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';

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
    if (template === 'migrated') await migrate(database.db);
    return new Uint8Array(await (await dumpPgliteDatabase(database)).arrayBuffer());
  } finally {
    await database.close();
  }
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
  // Written aside then renamed, so a worker never reads a half-written dump.
  const partial = `${cachePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, cachePath);
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
