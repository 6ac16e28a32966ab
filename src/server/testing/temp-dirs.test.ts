import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';
import { createTestDatabase } from './test-database';
import { removeTestTempDirs, TEST_TEMP_PREFIX, testTempDir } from './temp-dirs';

describe('temporary folders of the tests', () => {
  it('a test server leaves neither its data folder nor its uploads folder behind once closed', async () => {
    const server = await createTestApp({ seed: false });
    const folders = [server.config.dataDir, server.database.uploadsDir];
    expect(folders.every((folder) => existsSync(folder))).toBe(true);
    await server.close();
    expect(folders.filter((folder) => existsSync(folder))).toEqual([]);
  });

  it('a test database given no uploads folder removes the one it made', async () => {
    const database = await createTestDatabase({ migrate: false });
    await database.close();
    expect(existsSync(database.uploadsDir)).toBe(false);
  });

  it('a folder a test asks for is in the temp directory under the tests’ prefix, and gone after the file', () => {
    const folder = testTempDir('probe');
    expect(path.dirname(folder)).toBe(tmpdir());
    expect(path.basename(folder).startsWith(`${TEST_TEMP_PREFIX}probe-`)).toBe(true);
    // What the server project's setup file does after each test file.
    removeTestTempDirs();
    expect(existsSync(folder)).toBe(false);
  });
});
