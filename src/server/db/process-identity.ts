import { readFileSync } from 'node:fs';

/**
 * Who a pid is, beyond the number: a pid is reused (a container restarted after kill -9 hands the
 * same small pids out again), but the pair (boot, start time) is not. Linux only; elsewhere it is
 * unknown and callers fall back to the pid alone.
 */
export interface ProcessIdentity {
  /** /proc/sys/kernel/random/boot_id: changes on every boot of the kernel. */
  bootId: string;
  /** Field 22 of /proc/<pid>/stat: clock ticks from boot to the process's start. */
  startTicks: string;
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** The start time of a running process, or null when it does not run or /proc cannot tell. */
function readStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 is "(comm)", which may itself hold spaces and parentheses: count from the last ")".
    const afterComm = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = afterComm[22 - 3];
    return startTicks && /^\d+$/.test(startTicks) ? startTicks : null;
  } catch {
    return null;
  }
}

export function processIdentity(pid: number): ProcessIdentity | null {
  const bootId = readBootId();
  const startTicks = readStartTicks(pid);
  return bootId && startTicks ? { bootId, startTicks } : null;
}

function sameIdentity(a: ProcessIdentity, b: ProcessIdentity): boolean {
  return a.bootId === b.bootId && a.startTicks === b.startTicks;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote `recorded` for `pid` still runs. A live pid whose start time or
 * boot differs is another process that got the number since. Without a recorded identity (an old
 * lock file, or no /proc) only the pid can be checked.
 */
export function isStillRunning(pid: number, recorded: ProcessIdentity | null): boolean {
  if (!isAlive(pid)) return false;
  if (!recorded) return true;
  const current = processIdentity(pid);
  // /proc could not tell (e.g. mounted with hidepid): a live pid is kept, on the safe side.
  return current === null || sameIdentity(current, recorded);
}

export interface ProcessRecord {
  pid: number;
  identity: ProcessIdentity | null;
}

/** This process as a file records it: `<pid>` on the first line, then `boot=` and `start=` where /proc tells them. */
export function describeThisProcess(): string {
  const identity = processIdentity(process.pid);
  return identity ? `${process.pid}\nboot=${identity.bootId}\nstart=${identity.startTicks}\n` : `${process.pid}\n`;
}

/** Reads what describeThisProcess wrote; a pid alone (older files) has no identity. */
export function parseProcessRecord(text: string): ProcessRecord | null {
  const [first = '', ...rest] = text.split('\n');
  const pid = Number.parseInt(first.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const fields = new Map(rest.map((line) => line.trim().split('=', 2) as [string, string | undefined]));
  const bootId = fields.get('boot');
  const startTicks = fields.get('start');
  return { pid, identity: bootId && startTicks ? { bootId, startTicks } : null };
}
