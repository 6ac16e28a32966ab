import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { processIdentity } from './process-identity';

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

  // A container restarted after kill -9 hands the same small pids out again: the pid in a stale
  // lock is then alive, but it is another process (or this very one), started at another time.
  describe.runIf(processIdentity(process.pid) !== null)('a pid reused by another process', () => {
    const identity = (pid: number) => processIdentity(pid) ?? expect.unreachable(`no identity for ${pid}`);

    it('takes over a lock whose live pid started at another time than the process that wrote it', async () => {
      const dataDir = freshDataDir();
      const other = identity(process.ppid);
      writeFileSync(`${dataDir}.lock`, `${process.ppid}\nboot=${other.bootId}\nstart=${Number(other.startTicks) + 1}\n`);
      const database = await openDatabase({ dataDir });
      opened.push(database);
      expect(database.kind).toBe('pglite');
    });

    it('takes over a lock written before a reboot by a process whose pid is now this one', async () => {
      const dataDir = freshDataDir();
      const self = identity(process.pid);
      writeFileSync(`${dataDir}.lock`, `${process.pid}\nboot=00000000-0000-0000-0000-000000000000\nstart=${self.startTicks}\n`);
      const database = await openDatabase({ dataDir });
      opened.push(database);
      expect(database.kind).toBe('pglite');
    });

    it('refuses a lock whose pid is still the process that wrote it, and records this process the same way', async () => {
      const dataDir = freshDataDir();
      const other = identity(process.ppid);
      writeFileSync(`${dataDir}.lock`, `${process.ppid}\nboot=${other.bootId}\nstart=${other.startTicks}\n`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`already open in process ${process.ppid}`));

      const ownDir = freshDataDir();
      opened.push(await openDatabase({ dataDir: ownDir }));
      const self = identity(process.pid);
      expect(readFileSync(`${ownDir}.lock`, 'utf8')).toBe(`${process.pid}\nboot=${self.bootId}\nstart=${self.startTicks}\n`);
    });
  });
});
