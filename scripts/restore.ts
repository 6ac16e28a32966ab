// `npm run restore -- <folder>`: puts a backup made by `npm run backup` back, over the database and files the
// server's settings name (DATABASE_URL, DATA_DIR, UPLOADS_DIR). Stop every server instance first. What it
// replaces is moved aside (…before-restore-<time>), not deleted.
// `npm run restore -- --drill <folder>`: the restore drill. The backup is restored into a new temporary folder
// (never over the live database), started there, and its rows per table compared with those recorded at the
// backup's snapshot; prints them, removes the folder, and exits with 1 on any difference. See README, "Backups".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from '../src/server/backup/backup';
import { restoreDrill } from '../src/server/backup/drill';
import { serverState } from './server-state';

async function drill(source: string): Promise<boolean> {
  const outcome = await restoreDrill(source);
  const { manifest, restored, differing, missingFiles } = outcome;
  console.log(`Drill of ${source}: the ${manifest.database} database backed up at ${manifest.createdAt}, restored into a temporary folder and started`);
  const width = Math.max(5, ...Object.keys({ ...manifest.counts, ...restored }).map((name) => name.length));
  console.log(`  ${'table'.padEnd(width)}  at backup   restored`);
  for (const name of [...new Set([...Object.keys(manifest.counts), ...Object.keys(restored)])].sort()) {
    const row = `  ${name.padEnd(width)}  ${String(manifest.counts[name] ?? '-').padStart(9)}  ${String(restored[name] ?? '-').padStart(9)}`;
    console.log(differing.includes(name) ? `${row}   DIFFERS` : row);
  }
  for (const name of missingFiles) console.log(`  ${name}: listed in the manifest, missing from the backup`);
  console.log(
    outcome.ok
      ? `Drill passed: ${Object.keys(restored).length} tables have the rows they had at the backup, and ${manifest.files.join(', ') || 'no files'} are there.`
      : `Drill FAILED: ${[...differing.map((name) => `${name} differs`), ...missingFiles.map((name) => `${name} is missing`)].join(', ')}.`,
  );
  return outcome.ok;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { drill: { type: 'string' } }, allowPositionals: true });
  if (values.drill !== undefined) {
    if (!(await drill(path.resolve(values.drill)))) process.exitCode = 1;
    return;
  }
  const source = positionals[0];
  if (!source) throw new Error('name the backup folder: npm run restore -- backups/club-<time> (or --drill <folder> to try it without touching the database)');
  const { manifest, movedAside } = await restore(path.resolve(source), serverState());
  console.log(`Restored the ${manifest.database} database backed up at ${manifest.createdAt} and ${manifest.files.join(', ') || 'no files'}.`);
  for (const aside of movedAside) console.log(`  what was there is kept in ${aside} (delete it once the server is checked)`);
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
