import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubLocalTime } from '../../domain/club-time';
import { currentSchema } from './current-schema';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { logMatch } from '../testing/log-match';
import { testTempDir } from '../testing/temp-dirs';

// A rolling deploy (deploy/README.md): the previous release, taken from git and run as a process of its own, keeps
// serving reads, sign-in and a booking's writes while the newest migrations are applied under it. PostgreSQL only
// (TEST_DATABASE_URL): PGlite is one process, so the old release could not serve while another one migrates.
const url = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const TOKEN_SECRET = 'previous-release-secret-0123456789-abcdef';

let database: TestDatabase;
let previous: ChildProcess;
let exited: Promise<number | null>;
let base: string;
let newMigrations: string[] = [];

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** The commit of the last release that landed (deploy/last-release), when this checkout's history has it. */
function lastLandedRelease(): string | null {
  const recorded = readFileSync(path.join(ROOT, 'deploy/last-release'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /^[0-9a-f]{7,40}$/.test(line));
  if (!recorded) return null;
  const known = spawnSync('git', ['merge-base', '--is-ancestor', recorded, 'HEAD'], { cwd: ROOT });
  return known.status === 0 ? git('rev-parse', recorded) : null;
}

/**
 * The previous release: the last one that landed, while it predates the newest migration; else the commit before
 * the one that added the newest migration. Not any commit in between: one of them may not even start.
 */
function previousRelease(): { commit: string; newest: string } {
  const newest = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .at(-1)!;
  const added = git('log', '-1', '--diff-filter=A', '--format=%H', '--', `src/server/db/migrations/${newest}`);
  const landed = lastLandedRelease();
  const landedLacksNewest = landed !== null && spawnSync('git', ['cat-file', '-e', `${landed}:src/server/db/migrations/${newest}`], { cwd: ROOT }).status !== 0;
  const commit = landed && landedLacksNewest ? landed : added ? git('rev-parse', `${added}~1`) : git('rev-parse', 'HEAD');
  return { commit, newest: newest.replace(/\.sql$/, '') };
}

const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe.skipIf(!url)('the previous release on a database migrated by the new one (skipped without TEST_DATABASE_URL)', () => {
  let newest: string;

  beforeAll(async () => {
    const release = previousRelease();
    newest = release.newest;
    const sources = testTempDir('previous-release');
    const archive = spawnSync('git', ['archive', release.commit], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
    expect(archive.status, String(archive.stderr)).toBe(0);
    expect(spawnSync('tar', ['-x', '-C', sources], { input: archive.stdout }).status).toBe(0);
    // Its packages are this checkout's: what differs between the two releases is the code and the schema.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(sources, 'node_modules'));

    database = await createTestDatabase({ migrate: false });
    const schema = await currentSchema(database.db);
    const databaseUrl = `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
    previous = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: sources,
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', DATA_DIR: testTempDir('previous-release-data'), TOKEN_SECRET, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => previous.on('exit', (code) => resolve(code)));
    // It migrates the empty schema with its own migrations and seeds the demo club, then listens.
    base = (await logMatch(previous, /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/, `the previous release (${release.commit})`))[1]!;
    newMigrations = await migrate(database.db);
  }, 240_000);

  afterAll(async () => {
    if (previous && previous.exitCode === null) {
      previous.kill('SIGTERM');
      await exited;
    }
    await database?.close();
  });

  it('has the newest migrations applied while it serves', () => {
    expect(newMigrations).toContain(newest);
  });

  it('still answers ready, its settings and a day of the booking page', async () => {
    expect(await (await fetch(`${base}/health/ready`)).json()).toMatchObject({ status: 'ready' });
    expect(await (await fetch(`${base}/api/czconfigs/main-settings`)).json()).toMatchObject({ ok: true });
    const club = await database.db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
    const padel = await database.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow();
    const day = (await (await post('/api/publicbookings/list', { date: addDays(clubLocalTime(new Date(), club.time_zone).date, 2), bookingTypeId: padel.id })).json()) as {
      model: { list: unknown[] };
    };
    expect(day.model.list.length).toBeGreaterThan(0);
  });

  it('still signs a customer in and takes a booking, writing its sale', async () => {
    const signIn = (await (await post('/api/publiccustomers/cauth', { email: 'ana@demo.club', password: 'demo1234' })).json()) as {
      ok: boolean;
      model: { token: string; id: number };
    };
    expect(signIn).toMatchObject({ ok: true });
    const club = await database.db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
    const date = addDays(clubLocalTime(new Date(), club.time_zone).date, 3);
    const padel = await database.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow();
    const day = (await (await post('/api/publicbookings/list', { date, bookingTypeId: padel.id })).json()) as {
      model: { list: Array<{ id: number; timeTable: Array<{ sstart: string; durations: number[] }> }> };
    };
    const court = day.model.list.find((resource) => resource.timeTable.some((slot) => slot.durations.includes(90)))!;
    const slot = court.timeTable.find((candidate) => candidate.durations.includes(90))!;
    const booked = await post(
      '/api/publicbookings/prebook',
      {
        booking: { customerId: signIn.model.id, bookingTypeId: padel.id, paymentType: 1, origin: 5 },
        blocks: [{ resourceId: court.id, startDate: `${date} ${slot.sstart}`, duration: 90 }],
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: [signIn.model.id],
      },
      { authorization: `Bearer ${signIn.model.token}` },
    );
    const answer = (await booked.json()) as { ok: boolean; model: { sales: Array<{ bookingId: number }> } };
    expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
    const bookingId = answer.model.sales[0]!.bookingId;
    expect(await database.db.selectFrom('booking_blocks').select('resource_id').where('booking_id', '=', bookingId).execute()).toEqual([{ resource_id: court.id }]);
  });
});
