import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTempDir } from '../testing/temp-dirs';
import { backupsToRemove, DEFAULT_KEEP, parseKeep, pruneBackups } from './retention';

// The nightly timer's retention (npm run backup -- --into <root>): which backup folders stay and which go.

/** A backup taken every night at 02:30 UTC for `nights` nights up to 2031-06-30 (a Monday), named by its day. */
function nightly(nights: number) {
  return Array.from({ length: nights }, (_, i) => {
    const takenAt = new Date(Date.UTC(2031, 5, 30 - i, 2, 30));
    return { name: takenAt.toISOString().slice(0, 10), takenAt };
  });
}

const kept = (backups: { name: string }[], removed: string[]) => backups.map((backup) => backup.name).filter((name) => !removed.includes(name));

describe('backup retention', () => {
  it('keeps a week of nightly backups and the newest of each of the four weeks before, by default', () => {
    const backups = nightly(60);
    const stay = kept(backups, backupsToRemove(backups, parseKeep(DEFAULT_KEEP)));
    // The last 7 nights; then the Sunday that ends each of the four weeks before those nights' weeks.
    expect(stay).toEqual([
      ...['2031-06-30', '2031-06-29', '2031-06-28', '2031-06-27', '2031-06-26', '2031-06-25', '2031-06-24'],
      ...['2031-06-22', '2031-06-15', '2031-06-08', '2031-06-01'],
    ]);
  });

  it('keeps only the newest of a day that had several backups, and skips days without one rather than losing older backups', () => {
    const at = (iso: string) => ({ name: iso, takenAt: new Date(iso) });
    const backups = [at('2031-06-30T02:30:00Z'), at('2031-06-30T14:00:00Z'), at('2031-06-20T02:30:00Z'), at('2031-06-10T02:30:00Z'), at('2031-05-01T02:30:00Z')];
    expect(backupsToRemove(backups, parseKeep('3d,0w'))).toEqual(['2031-06-30T02:30:00Z', '2031-05-01T02:30:00Z']);
  });

  it('reads the policy as <days>d,<weeks>w and refuses one that would remove the newest backup', () => {
    expect(parseKeep('7d,4w')).toEqual({ daily: 7, weekly: 4 });
    expect(parseKeep('14d')).toEqual({ daily: 14, weekly: 0 });
    for (const wrong of ['4w', '0d,4w', '7 days', '']) expect(() => parseKeep(wrong)).toThrow(/at least 1 day/);
  });

  it('removes the folders it does not keep and leaves alone what has no manifest', () => {
    const root = testTempDir('backup-retention');
    for (const { name, takenAt } of nightly(4)) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'manifest.json'), JSON.stringify({ format: 1, createdAt: takenAt.toISOString() }));
    }
    mkdirSync(path.join(root, 'copy-in-progress'));
    const { removed } = pruneBackups(root, parseKeep('2d'));
    expect(removed.sort()).toEqual(['2031-06-27', '2031-06-28']);
    expect(readdirSync(root).sort()).toEqual(['2031-06-29', '2031-06-30', 'copy-in-progress']);
  });
});
