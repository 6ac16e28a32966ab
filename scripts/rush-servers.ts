// The server side of `npm run bench:rush`: the compiled server as `npm start` runs it (dist/server/main.js,
// built first when missing), one process per instance, on a demo club seeded beforehand by this process:
// on PGlite one instance on a data folder of its own, on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL) two
// instances on one schema (dropped afterwards). Each process's CPU time is read from /proc. Every process
// started here is killed, and every folder made here removed, when the bench ends, fails or is interrupted.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { TokenService } from '../src/server/auth/tokens';
import { loadConfig } from '../src/server/config';
import type { DB } from '../src/server/db/schema';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { seedDemoClub } from '../src/server/seed/seed';
import { buildServer } from './build-server';

/** RUSH_SERVER=<main.js>: another compiled server (a build of a baseline, to compare in one sitting); else dist/server. */
const SERVER = process.env.RUSH_SERVER ? path.resolve(process.env.RUSH_SERVER) : path.join(import.meta.dirname, '..', 'dist/server/main.js');
const TOKEN_SECRET = 'bench-token-secret-0123456789-abcdefghij';
/** What `npm start` sets (see package.json and deploy/club-portal@.service why). */
const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

export interface ServerProcess {
  /** Where it listens (http://127.0.0.1:<port>). */
  base: string;
  /** CPU time (user + system) the process has spent so far, in ms (clock-tick resolution). */
  cpuMs(): number;
}

type Row = Record<string, string | number>;

/** The three phases of a bench: the seeded database before the servers start, the servers running, the database after they stopped. */
export interface ProcessBench<Prepared, Measured> {
  prepare(db: Kysely<DB>): Promise<Prepared>;
  run(servers: ServerProcess[], prepared: Prepared, tokens: TokenService): Promise<Measured>;
  report(db: Kysely<DB>, label: string, prepared: Prepared, measured: Measured): Promise<Row>;
}

// Cleaned up on any exit: a failed or interrupted bench leaves no server running and no folder behind.
const running = new Set<ChildProcess>();
const folders = new Set<string>();
const cleanUp = () => {
  for (const child of running) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
};
process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

function temporaryFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.add(folder);
  return folder;
}

function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process, from /proc/<pid>/stat (fields 14 and 15, counted after the command's closing parenthesis). */
function cpuOfProcessMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ server: ServerProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  // RUSH_CPU_PROF=<folder>: each server writes a CPU profile there when it stops (node --cpu-prof; see README).
  // Sampled every 100 µs: a rush lasts well under a second of each server's CPU.
  const profile = process.env.RUSH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${process.env.RUSH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', SERVER], {
    env: { ...process.env, ...MALLOC_ENV, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'development', SEED_DEMO: '0', TOKEN_SECRET },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    running.delete(child);
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (attempt >= 300 || child.exitCode !== null) {
      await stop();
      throw new Error(`the compiled server on port ${port} did not get ready (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { server: { base, cpuMs: () => cpuOfProcessMs(child.pid!) }, stop };
}

async function seed(db: Kysely<DB>, uploadsDir: string): Promise<void> {
  await migrate(db);
  await seedDemoClub(db, { uploadsDir });
}

async function runServers<P, M>(bench: ProcessBench<P, M>, envs: Array<Record<string, string>>, prepared: P): Promise<M> {
  const started: Array<Awaited<ReturnType<typeof startServer>>> = [];
  try {
    for (const env of envs) started.push(await startServer(env));
    // The servers' secret: the bench signs its customers' tokens as the servers would have on sign-in.
    const tokens = new TokenService(loadConfig({ TOKEN_SECRET }).tokenSecret, 3600, () => new Date());
    return await bench.run(
      started.map((s) => s.server),
      prepared,
      tokens,
    );
  } finally {
    for (const { stop } of started) await stop();
  }
}

/** PGlite: seeded here, closed (one process at a time holds its folder), served by one process, then read here again. */
async function onPglite<P, M>(name: string, bench: ProcessBench<P, M>): Promise<Row> {
  const dataDir = temporaryFolder(`${name}-data`);
  const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    let database: Database = await open();
    await seed(database.db, path.join(dataDir, 'uploads'));
    const prepared = await bench.prepare(database.db);
    await database.close();
    const measured = await runServers(bench, [{ DATA_DIR: dataDir }], prepared);
    database = await open();
    try {
      return await bench.report(database.db, 'PGlite', prepared, measured);
    } finally {
      await database.close();
    }
  } finally {
    removeFolder(dataDir);
  }
}

/** PostgreSQL: one schema, seeded here, served by two processes (each with its own pool and caches), dropped afterwards. */
async function onPostgres<P, M>(name: string, url: string, bench: ProcessBench<P, M>): Promise<Row> {
  const schema = `${name}_${Date.now()}`;
  const database = await openDatabase({ url, schema });
  const folder = temporaryFolder(`${name}-data`);
  try {
    await seed(database.db, path.join(folder, 'uploads'));
    const separator = url.includes('?') ? '&' : '?';
    const env = { DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`, DATA_DIR: folder, UPLOADS_DIR: path.join(folder, 'uploads') };
    const prepared = await bench.prepare(database.db);
    const measured = await runServers(bench, [env, env], prepared);
    return await bench.report(database.db, 'PostgreSQL', prepared, measured);
  } finally {
    removeFolder(folder);
    await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
  }
}

/** When a source of the server (src/server, src/domain; tests aside) last changed, in ms. */
function newestSourceChange(): number {
  let newest = 0;
  for (const folder of ['src/server', 'src/domain']) {
    const root = path.join(import.meta.dirname, '..', folder);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !entry.name.includes('.test.')) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** The bench's row on PGlite, then on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL names one. */
export async function onBothDatabasesInProcesses<P, M>(name: string, bench: ProcessBench<P, M>): Promise<Row[]> {
  if (!existsSync(SERVER)) {
    console.log(`building the server: ${path.relative(process.cwd(), SERVER)} is missing`);
    await buildServer();
  } else {
    // Not rebuilt here: a build swaps dist/server under any server already running from it.
    const changed = newestSourceChange();
    if (changed > statSync(SERVER).mtimeMs)
      console.log(`note: ${path.relative(process.cwd(), SERVER)} is older than src/server (changed ${new Date(changed).toISOString()}): npm run build measures the current code`);
  }
  const rows = [await onPglite(name, bench)];
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) rows.push(await onPostgres(name, url, bench));
  else console.log('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL (scripts/start-postgres.sh prints one)');
  return rows;
}
