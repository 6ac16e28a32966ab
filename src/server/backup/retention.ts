import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST, readManifest } from './backup';

/** How many backups a folder of nightly backups keeps: the newest of each of the last `daily` days and of the last `weekly` weeks. */
export interface KeepPolicy {
  daily: number;
  weekly: number;
}

/** BACKUP_KEEP's default: a week of nightly backups, and one a week for a month before that. */
export const DEFAULT_KEEP = '7d,4w';

/** Reads `7d,4w` (days, then weeks; either may be left out, `0w` keeps no weekly one). At least one daily: the newest backup is never removed. */
export function parseKeep(text: string): KeepPolicy {
  const match = /^\s*(?:(\d+)d)?\s*,?\s*(?:(\d+)w)?\s*$/.exec(text);
  const policy = { daily: Number(match?.[1] ?? 0), weekly: Number(match?.[2] ?? 0) };
  if (!match || policy.daily < 1) throw new Error(`BACKUP_KEEP (or --keep) is <days>d,<weeks>w with at least 1 day, e.g. ${DEFAULT_KEEP}; got "${text}"`);
  return policy;
}

export interface DatedBackup {
  name: string;
  takenAt: Date;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The ISO week (Monday to Sunday, UTC) an instant falls in, named by its Monday. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/**
 * Adds to `kept` the newest backup of each of the next `count` periods (newest first) that have one. A period
 * whose newest backup an earlier rule already keeps does not count: so 7d,4w is a week of nightly backups and
 * four weekly ones before it, as borg's prune reads it.
 */
function keepNewestPerPeriod(newestFirst: DatedBackup[], periodOf: (at: Date) => string, count: number, kept: Set<string>): void {
  const seen = new Set<string>();
  let counted = 0;
  for (const backup of newestFirst) {
    if (counted === count) return;
    const period = periodOf(backup.takenAt);
    if (seen.has(period)) continue;
    seen.add(period);
    if (kept.has(backup.name)) continue;
    kept.add(backup.name);
    counted += 1;
  }
}

/**
 * Which backups a policy removes: the days' rule first, then the weeks' over what it left. A day or week
 * with no backup (the machine was off) is skipped rather than counted, so a gap never costs the older
 * backups. Days and weeks (Monday to Sunday) are UTC's.
 */
export function backupsToRemove(backups: DatedBackup[], policy: KeepPolicy): string[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<string>();
  keepNewestPerPeriod(newestFirst, dayOf, policy.daily, kept);
  keepNewestPerPeriod(newestFirst, weekOf, policy.weekly, kept);
  return newestFirst.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}

/**
 * Removes from `root` the backups the policy does not keep, dated by their manifests. Only folders with a
 * manifest are backups: anything else there (a copy being made, an operator's notes) is left alone.
 */
export function pruneBackups(root: string, policy: KeepPolicy): { kept: string[]; removed: string[] } {
  const backups = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, MANIFEST)))
    .map((entry) => ({ name: entry.name, takenAt: new Date(readManifest(path.join(root, entry.name)).createdAt) }))
    // A manifest whose date does not read is not dated by it: such a folder is left alone too.
    .filter((backup) => !Number.isNaN(backup.takenAt.getTime()));
  const removed = backupsToRemove(backups, policy);
  for (const name of removed) rmSync(path.join(root, name), { recursive: true, force: true });
  return { kept: backups.map((backup) => backup.name).filter((name) => !removed.includes(name)), removed };
}
