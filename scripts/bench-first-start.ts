// `npx tsx scripts/bench-first-start.ts` (after `npm run build`): the compiled server as `npm start` runs it, in a
// process of its own on a fresh demo club: its RSS once ready and idle on the first start (which migrates and seeds
// the club) next to the same server restarted on that data, before any request; on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL (or DATABASE_URL). Target: the first start at most 350 MB.
import { startCompiledServer } from './bench-memory';

const FIRST_START_TARGET_MB = 350;
const PORT = Number(process.env.BENCH_PORT ?? 8197);

async function measure(label: string, databaseUrl?: string): Promise<Record<string, string> | undefined> {
  const server = await startCompiledServer(label, PORT, databaseUrl);
  if (!server) return undefined;
  try {
    const firstStart = server.readyRssMb;
    await server.restart();
    return { database: label, 'first start, idle': `${firstStart ?? '?'} MB`, 'after a restart, idle': `${server.readyRssMb ?? '?'} MB`, target: `≤ ${FIRST_START_TARGET_MB} MB` };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const rows = [await measure('PGlite'), url ? await measure('PostgreSQL', url) : undefined].filter((row) => row !== undefined);
  if (!url) console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL (scripts/start-postgres.sh prints one)');
  console.log('RSS of dist/server/main.js once ready and idle, before any request (read from /proc):');
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
