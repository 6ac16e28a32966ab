import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { wallToInstant } from '../../domain/club-time';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { currentSchema } from '../db/current-schema';
import { openDatabase } from '../db/database';
import { pinnedClock } from '../testing/frozen-clock';
import { pgliteSeededDump } from '../testing/pglite-template';
import { testTempDir } from '../testing/temp-dirs';
import { createTestApp } from '../testing/test-app';
import { currentTestRun } from '../testing/test-run';
import { backup, type BackupManifest } from './backup';
import { restoreDrill } from './drill';
import { ONLINE_BACKUP_PATH, onlineBackupKey } from './online-backup-protocol';
import { registerOnlineBackup } from './online-backup-route';
import { loadPgliteDump } from './pglite-snapshot';
import { countRows } from './row-counts';

// Issue 34: a backup taken while a booking rush runs, with no server stopped, restores (the restore drill: a
// fresh folder, the database started there) to the very rows counted at the backup's snapshot. On the embedded
// database the running server dumps it, asked over HTTP as `npm run backup` asks; with TEST_DATABASE_URL the
// same rush runs on PostgreSQL, backed up by pg_dump.

const TZ = 'Europe/Madrid';
const NOW = wallToInstant('2031-06-02', 10 * 60, TZ);
const TOKEN_SECRET = 'online-backup-test-secret-0123456789abcdef';
/** Pre-books per player and address are not what this file is about: a rush of a few players books many slots. */
const UNTHROTTLED_HOLDS = { RATE_LIMIT_HOLD_CUSTOMER: '1000000/60', RATE_LIMIT_HOLD_ADDRESS: '1000000/60' };

interface RushServer {
  app: FastifyInstance;
  backup(target: string): Promise<BackupManifest>;
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** `npm start` on the embedded database: a data folder on disk (the demo club), the server listening on loopback. */
async function pgliteServer(): Promise<RushServer & { url: string }> {
  const dataDir = testTempDir('online-backup-data');
  const run = currentTestRun();
  if (!run) throw new Error('runs inside vitest, which names the test run');
  await loadPgliteDump(await pgliteSeededDump(run), path.join(dataDir, 'pglite'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET, ...UNTHROTTLED_HOLDS });
  const app = await buildApp({ config, db: database.db, clock: pinnedClock(NOW) });
  registerOnlineBackup(app, { database, tokenSecret: config.tokenSecret });
  closing.push(async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const state = { dataDir, uploadsDir: config.uploadsDir };
  return { app, url, backup: (target) => backup(state, target, { runningServer: () => ({ url, tokenSecret: config.tokenSecret }) }) };
}

/** The reference server on PostgreSQL (a schema of its own), backed up as `npm run backup` does with DATABASE_URL. */
async function postgresServer(url: string): Promise<RushServer> {
  const server = await createTestApp({ now: NOW });
  closing.push(() => server.close());
  const state = { databaseUrl: url, schema: await currentSchema(server.app.db), dataDir: server.config.dataDir, uploadsDir: server.database.uploadsDir };
  return { app: server.app, backup: (target) => backup(state, target) };
}

/** `count` players with the tokens a signed-in portal sends (tokens issued directly: logins are rate limited). */
async function players(app: FastifyInstance, count: number): Promise<{ id: number; token: string }[]> {
  const rows = await app.db
    .insertInto('customers')
    .values(Array.from({ length: count }, (_, i) => ({ name: `Rush ${i}`, surname: 'Player', email: `rush-${i}@customers.test`, status: 'Active' as const })))
    .returning(['id', 'session_version'])
    .execute();
  return Promise.all(
    rows.map(async (row) => ({ id: row.id, token: (await app.tokens.issue({ customerId: row.id, actorId: row.id, sessionVersion: row.session_version })).token })),
  );
}

/** Free padel slots, one hour each, over the days the club books ahead of NOW (its opening draws stay out of reach). */
async function* padelSlots(app: FastifyInstance): AsyncGenerator<{ bookingTypeId: number; resourceId: number; start: string }> {
  const bookingTypeId = (await app.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const courts = (await app.db.selectFrom('resources').select('id').where('name', 'like', 'Padel %').orderBy('id').execute()).map((row) => row.id);
  for (let day = 3; day <= 14; day += 1) {
    for (let hour = 9; hour <= 20; hour += 1) {
      for (const resourceId of courts) yield { bookingTypeId, resourceId, start: `2031-06-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00` };
    }
  }
}

type Answer = { status: number; ok: boolean; reason?: string };

/** One round: every player pre-books the same slot at the same moment. */
async function round(app: FastifyInstance, crowd: { id: number; token: string }[], slot: { bookingTypeId: number; resourceId: number; start: string }): Promise<Answer[]> {
  const answers = await Promise.all(
    crowd.map((who) =>
      app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: { authorization: `Bearer ${who.token}` },
        payload: {
          booking: { customerId: who.id, bookingTypeId: slot.bookingTypeId, paymentType: 1, origin: 5 },
          blocks: [{ resourceId: slot.resourceId, startDate: slot.start, duration: 60 }],
          customerIsParticipant: true,
          isMultiple: false,
          customerIds: [who.id],
        },
      }),
    ),
  );
  return answers.map((answer) => ({ status: answer.statusCode, ...(answer.json() as { ok: boolean; reason?: string }) }));
}

const CROWD = 8;
const WARM_UP_ROUNDS = 2;

/**
 * The rush: rounds of CROWD players asking for one slot at once, one round after another. After WARM_UP_ROUNDS
 * the backup starts, and the rounds go on while it is taken; the round that starts once it has answered is the last.
 */
async function rushAround(app: FastifyInstance, takeBackup: () => Promise<BackupManifest>): Promise<{ rounds: Answer[][]; manifest: BackupManifest }> {
  // Each player wins many rounds: the club's cap on a player's unpaid holds is raised out of the way.
  await app.db.updateTable('clubs').set({ max_unpaid_holds: 100 }).execute();
  const crowd = await players(app, CROWD);
  const slots = padelSlots(app);
  const rounds: Answer[][] = [];
  let taking: Promise<BackupManifest> | undefined;
  let answered = false;
  for (;;) {
    if (rounds.length === WARM_UP_ROUNDS) {
      taking = takeBackup();
      taking.then(
        () => (answered = true),
        () => (answered = true),
      );
    }
    const last = answered;
    const slot = await slots.next();
    if (slot.done) throw new Error('the rush ran out of free slots before the backup answered');
    rounds.push(await round(app, crowd, slot.value));
    if (last) break;
  }
  return { rounds, manifest: await taking! };
}

/**
 * What the rush and the drill show: the rush was served throughout (one winner a round, the others refused as
 * taken, no error), the snapshot fell inside the rush (more bookings than before it, fewer than after), and the
 * database restored in a fresh folder has, table by table, exactly the rows recorded at the snapshot.
 */
async function backupDuringRush(server: RushServer): Promise<void> {
  const target = path.join(testTempDir('online-backup'), 'backup');
  const bookings = async () => (await countRows(server.app.db)).bookings ?? 0;
  const before = await bookings();
  const { rounds, manifest } = await rushAround(server.app, () => server.backup(target));
  const after = await bookings();

  const answers = rounds.flat();
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(rounds.map((answered) => answered.filter((answer) => answer.ok).length)).toEqual(rounds.map(() => 1));
  expect(answers.filter((answer) => !answer.ok).map((answer) => answer.reason)).toEqual(Array(rounds.length * (CROWD - 1)).fill('slotTaken'));
  expect(after).toBe(before + rounds.length);
  expect(manifest.counts?.bookings).toBeGreaterThanOrEqual(before + WARM_UP_ROUNDS);
  expect(manifest.counts?.bookings).toBeLessThan(after);

  const drill = await restoreDrill(target);
  expect(drill.differing).toEqual([]);
  expect(drill.restored).toEqual(manifest.counts);
  expect(Object.keys(drill.restored).length).toBeGreaterThan(20);
  expect(drill.ok).toBe(true);
}

describe('a backup taken while a booking rush runs', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'on the embedded database, the running server dumps it and the drill restores the rows counted at its snapshot',
    async () => {
      await backupDuringRush(await pgliteServer());
    },
    240_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, pg_dump of one snapshot while the rush goes on, restored by the drill into a throwaway PostgreSQL',
    async () => {
      await backupDuringRush(await postgresServer(process.env.TEST_DATABASE_URL!));
    },
    240_000,
  );
});

describe('the running server gives its database only to npm run backup on its machine', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'refuses a caller without the backup key, and one a proxy forwarded',
    async () => {
      const { app } = await pgliteServer();
      const key = `Bearer ${onlineBackupKey(new TextEncoder().encode(TOKEN_SECRET))}`;
      const ask = (headers: Record<string, string>) => app.inject({ method: 'POST', url: ONLINE_BACKUP_PATH, headers });
      expect((await ask({})).statusCode).toBe(403);
      expect((await ask({ authorization: 'Bearer not-the-key' })).statusCode).toBe(403);
      expect((await ask({ authorization: key, 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
      const answer = await ask({ authorization: key });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/gzip');
    },
    240_000,
  );
});
