// `npm run backup [-- <folder>]`: the club's database and files into a new folder (default backups/club-<time>),
// with the server's own settings (DATABASE_URL, DATA_DIR, UPLOADS_DIR). PostgreSQL is backed up while the
// servers run; the embedded PGlite database only while no server has it open. See README, "Backups".
import path from 'node:path';
import { backup } from '../src/server/backup/backup';
import { serverState } from './server-state';

async function main(): Promise<void> {
  const target = path.resolve(process.argv[2] ?? path.join('backups', `club-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  const manifest = await backup(serverState(), target);
  console.log(`Backed up the ${manifest.database} database (${manifest.migrations.length} migrations) and ${manifest.files.join(', ') || 'no files'} into ${target}`);
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
