import type { RowCounts } from '../repositories/backup-snapshots';

/** The tables whose rows differ between two countings (a table missing from one counts as a difference). */
export function differingTables(expected: RowCounts, found: RowCounts): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names.filter((name) => expected[name] !== found[name]);
}
