import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { deleteLapsedSubmissions, submissionFileUrls } from '../../repositories/dynamic-forms';
import type { FileKind } from './file-types';

/**
 * Folder, under the data folder, of files sent with dynamic forms. They are customers' documents, so they
 * are kept outside the public /uploads/ tree; each submission's files sit in a folder of their own, named in
 * the stored urls (relative to the data folder), so they go when the submission goes.
 */
export const FORM_FILES_FOLDER = 'form-submissions';

export interface FileToStore {
  /** Where the file waits (written while the request streamed in). */
  path: string;
  sizeBytes: number;
  kind: FileKind;
}

export interface StoredFile {
  url: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** Moves a submission's files into a fresh folder of its own under unguessable names; on a failure the folder goes. */
export async function storeFormFiles(dataDir: string, files: FileToStore[]): Promise<StoredFile[]> {
  if (files.length === 0) return [];
  const folder = `${FORM_FILES_FOLDER}/${randomUUID()}`;
  await mkdir(path.join(dataDir, folder), { recursive: true });
  try {
    const stored: StoredFile[] = [];
    for (const file of files) {
      const name = `${randomUUID()}.${file.kind.extension}`;
      await rename(file.path, path.join(dataDir, folder, name));
      stored.push({ url: `${folder}/${name}`, name, contentType: file.kind.contentType, sizeBytes: file.sizeBytes });
    }
    return stored;
  } catch (error) {
    await rm(path.join(dataDir, folder), { recursive: true, force: true });
    throw error;
  }
}

/** The submission folders files live in (each url names its folder). */
function foldersOf(urls: Iterable<string>): Set<string> {
  return new Set([...urls].filter((url) => url.startsWith(`${FORM_FILES_FOLDER}/`)).map((url) => url.split('/').slice(0, 2).join('/')));
}

/** Removes the files of submissions that are gone (or never were saved), with their folders. */
export async function removeFormFiles(dataDir: string, files: Array<{ url: string }>): Promise<void> {
  const folders = foldersOf(files.map((file) => file.url));
  await Promise.all([...folders].map((folder) => rm(path.join(dataDir, folder), { recursive: true, force: true })));
}

/**
 * Removes what no submission names: folders left by a server that stopped between writing files and saving
 * their submission. Only entries older than `before` (ms) go, so a submission being saved right now is spared.
 */
async function removeOrphanFormFiles(dataDir: string, referencedUrls: Iterable<string>, before: number): Promise<number> {
  const kept = new Set([...foldersOf(referencedUrls)].map((folder) => folder.split('/')[1]));
  const root = path.join(dataDir, FORM_FILES_FOLDER);
  let removed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (kept.has(name)) continue;
    const info = await stat(path.join(root, name)).catch(() => undefined);
    if (!info || info.mtimeMs >= before) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** A submission being saved has had this long to commit; older unnamed folders are orphans. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the submissions whose sign-up is gone (deleteLapsedSubmissions) with their files, then the folders
 * no submission names any more (see removeOrphanFormFiles; answers how many of those went). `now` is wall time
 * (not app.clock): it is compared with the files' modification times.
 */
export async function sweepOrphanFormFiles(db: Kysely<DB>, dataDir: string, now = Date.now()): Promise<number> {
  await removeFormFiles(dataDir, await deleteLapsedSubmissions(db));
  return removeOrphanFormFiles(dataDir, await submissionFileUrls(db), now - ORPHAN_AGE_MS);
}
