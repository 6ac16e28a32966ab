// `npm run backup [-- <folder>]`: the club's database and files into a new folder (default backups/club-<time>),
// with the server's own settings (DATABASE_URL, DATA_DIR, UPLOADS_DIR). Both databases are backed up while the
// servers run: PostgreSQL by pg_dump, the embedded PGlite database by the server that holds it (asked at
// BACKUP_SERVER_URL, default http://127.0.0.1:$PORT) or, when no server runs, opened here.
// `npm run backup -- --into <root> [--keep 7d,4w]`: into <root>/<time>, then removes the backups of <root> the
// policy does not keep (--keep, else BACKUP_KEEP, else 7d,4w): what deploy/club-portal-backup.service runs nightly.
// See README, "Backups".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../src/server/backup/backup';
import { DEFAULT_KEEP, parseKeep, pruneBackups } from '../src/server/backup/retention';
import { loadConfig } from '../src/server/config';
import { serverState } from './server-state';

// Wall time, not a clock of the app's: the backup's name says when it was taken.
const stamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** The running server on this machine, for the embedded database: only read when a server holds it. */
function runningServer() {
  const config = loadConfig();
  return { url: process.env.BACKUP_SERVER_URL || `http://127.0.0.1:${config.port}`, tokenSecret: config.tokenSecret };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { into: { type: 'string' }, keep: { type: 'string' } }, allowPositionals: true });
  if (values.keep !== undefined && values.into === undefined) throw new Error('--keep prunes the folder of --into <root>: name it');
  // Read before the backup: a policy with a typo stops here rather than after an hour's dump.
  const policy = values.into === undefined ? undefined : parseKeep(values.keep ?? (process.env.BACKUP_KEEP || DEFAULT_KEEP));
  const target = path.resolve(values.into !== undefined ? path.join(values.into, stamp()) : (positionals[0] ?? path.join('backups', `club-${stamp()}`)));
  const manifest = await backup(serverState(), target, { runningServer });
  const counts = Object.values(manifest.counts ?? {});
  console.log(
    `Backed up the ${manifest.database} database (${manifest.migrations.length} migrations, ${counts.length} tables, ${counts.reduce((sum, rows) => sum + rows, 0)} rows at ${manifest.createdAt}) ` +
      `and ${manifest.files.join(', ') || 'no files'} into ${target}`,
  );
  if (values.into !== undefined && policy) {
    const { kept, removed } = pruneBackups(path.resolve(values.into), policy);
    console.log(
      `Kept ${kept.length} backups in ${path.resolve(values.into)} (${policy.daily} daily, ${policy.weekly} weekly)${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
