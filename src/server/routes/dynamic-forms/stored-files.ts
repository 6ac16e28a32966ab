import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileKind } from './file-types';

/**
 * Folder, under the data folder, of files sent with dynamic forms. They are customers' documents, so they
 * are kept outside the public /uploads/ tree; the stored url is relative to the data folder.
 */
export const FORM_FILES_FOLDER = 'form-submissions';

export interface FileToStore {
  data: Buffer;
  kind: FileKind;
}

export interface StoredFile {
  url: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** Writes the files under fresh unguessable names; on a failure the ones already written are removed. */
export async function storeFormFiles(dataDir: string, files: FileToStore[]): Promise<StoredFile[]> {
  const folder = path.join(dataDir, FORM_FILES_FOLDER);
  await mkdir(folder, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const name = `${randomUUID()}.${file.kind.extension}`;
      await writeFile(path.join(folder, name), file.data, { flag: 'wx' });
      stored.push({ url: `${FORM_FILES_FOLDER}/${name}`, name, contentType: file.kind.contentType, sizeBytes: file.data.length });
    }
    return stored;
  } catch (error) {
    await removeFormFiles(dataDir, stored);
    throw error;
  }
}

export async function removeFormFiles(dataDir: string, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(path.join(dataDir, file.url), { force: true })));
}
