// `npm run restore -- <folder>`: puts a backup made by `npm run backup` back, over the database and files the
// server's settings name (DATABASE_URL, DATA_DIR, UPLOADS_DIR). Stop every server instance first. What it
// replaces is moved aside (…before-restore-<time>), not deleted. See README, "Backups".
import path from 'node:path';
import { restore } from '../src/server/backup/backup';
import { serverState } from './server-state';

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('name the backup folder: npm run restore -- backups/club-<time>');
  const { manifest, movedAside } = await restore(path.resolve(source), serverState());
  console.log(`Restored the ${manifest.database} database backed up at ${manifest.createdAt} and ${manifest.files.join(', ') || 'no files'}.`);
  for (const aside of movedAside) console.log(`  what was there is kept in ${aside} (delete it once the server is checked)`);
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
