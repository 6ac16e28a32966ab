import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Every temporary folder a test makes starts with this, so `npm test` can count what a run left
 * behind in the temp directory (it should be nothing).
 */
export const TEST_TEMP_PREFIX = 'club-test-';

const made = new Set<string>();

/**
 * A new empty folder in the temp directory, named `club-test-<purpose>-XXXXXX`. It is removed after
 * the test file that made it (the server project's setup file), or when this process exits, whichever
 * comes first; `removeTestTempDir` removes it earlier.
 */
export function testTempDir(purpose: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${TEST_TEMP_PREFIX}${purpose}-`));
  made.add(dir);
  return dir;
}

export function removeTestTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}

export function removeTestTempDirs(): void {
  for (const dir of made) removeTestTempDir(dir);
}

// A process that uses the helpers outside vitest (a browser journey's helper server) cleans up too.
process.once('exit', removeTestTempDirs);
