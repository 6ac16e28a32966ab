import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

// PGlite on disk only: the lock protects a data directory, which PostgreSQL does not have.
describe('PGlite data directory lock', () => {
  const opened: Database[] = [];
  const directories: string[] = [];
  const freshDataDir = () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'club-lock-'));
    directories.push(parent);
    return path.join(parent, 'pglite');
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('refuses a second open of the same directory while the first is open, and reopens it with its data after close', async () => {
    const dataDir = freshDataDir();
    const first = await openDatabase({ dataDir });
    opened.push(first);
    await sql`CREATE TABLE kept (value text)`.execute(first.db);
    await sql`INSERT INTO kept VALUES (${'still here'})`.execute(first.db);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in this process/);

    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const reopened = await openDatabase({ dataDir });
    opened.push(reopened);
    expect((await sql`SELECT value FROM kept`.execute(reopened.db)).rows).toEqual([{ value: 'still here' }]);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = freshDataDir();
    const exited = spawnSync(process.execPath, ['-e', '']);
    expect(exited.pid).toBeGreaterThan(0);
    writeFileSync(`${dataDir}.lock`, `${exited.pid}\n`);
    const database = await openDatabase({ dataDir });
    opened.push(database);
    expect(database.kind).toBe('pglite');
  });

  it('refuses a directory locked by another running process', async () => {
    const dataDir = freshDataDir();
    writeFileSync(`${dataDir}.lock`, `${process.ppid}\n`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`already open in process ${process.ppid}`));
  });
});
