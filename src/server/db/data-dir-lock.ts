import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { describeThisProcess, isStillRunning, parseProcessRecord, type ProcessRecord } from './process-identity';

class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | null) {
    const owner = pid === null ? 'another process' : pid === process.pid ? `this process (${pid})` : `process ${pid}`;
    super(
      `The database directory ${dataDir} is already open in ${owner}. ` +
        'PGlite allows one process at a time: stop the other server, or point DATABASE_URL at a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function readOwner(lockPath: string): ProcessRecord | null {
  try {
    return parseProcessRecord(readFileSync(lockPath, 'utf8'));
  } catch {
    return null;
  }
}

// An empty lock file may be one another process has just created and not yet written its pid into.
const UNWRITTEN_LOCK_GRACE_MS = 5000;

function isBeingWritten(lockPath: string): boolean {
  try {
    // Wall time, not app.clock: compared with the lock file's modification time.
    return Date.now() - statSync(lockPath).mtimeMs < UNWRITTEN_LOCK_GRACE_MS;
  } catch {
    return false;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    // 'wx' fails when the file exists, so two processes racing here cannot both win.
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, describeThisProcess());
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Two PGlite instances on one data directory corrupt it, so the directory is claimed with a sibling
 * `<dataDir>.lock` file holding the owner's pid and identity. A lock left by a process that died is
 * taken over, also when its pid now belongs to another process (a container restarted after kill -9).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  if (!tryCreate(lockPath)) {
    const owner = readOwner(lockPath);
    if (owner !== null && isStillRunning(owner.pid, owner.identity)) throw new DataDirLockedError(dataDir, owner.pid);
    if (owner === null && isBeingWritten(lockPath)) throw new DataDirLockedError(dataDir, null);
    unlinkSync(lockPath);
    if (!tryCreate(lockPath)) throw new DataDirLockedError(dataDir, readOwner(lockPath)?.pid ?? null);
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        unlinkSync(lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}
