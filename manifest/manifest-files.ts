// Test support: the files of manifest/, by path relative to it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const manifestRoot = import.meta.dirname;

function jsonFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [relative(manifestRoot, path)] : [];
  });
}

/** Every JSON file under manifest/, e.g. pages/account.json. */
export const manifestFiles: string[] = jsonFiles(manifestRoot);

export function readManifest<T>(file: string): T {
  return JSON.parse(readFileSync(join(manifestRoot, file), 'utf8')) as T;
}
