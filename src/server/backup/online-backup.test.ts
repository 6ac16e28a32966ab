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
import { countRows } from '../repositories/backup-snapshots';

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
async function pgliteServer(): Promise<RushServer> {
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
  return { app, backup: (target) => backup(state, target, { runningServer: () => ({ url, tokenSecret: config.tokenSecret }) }) };
}

/** The reference server on PostgreSQL (a schema of its own), backed up as `npm run backup` does with DATABASE_URL. */
async function postgresServer(url: string): Promise<RushServer> {
  const server = await createTestApp({ now: NOW });
  closing.push(() => server.close());
  const state = { databaseUrl: url, schema: await currentSchema(server.app.db), dataDir: server.config.dataDir, uploadsDir: server.database.uploadsDir };
  return { app: server.app, backup: (target) => backup(state, target) };
}

type Player = { id: number; token: string };

/** `count` players with the tokens a signed-in portal sends (tokens issued directly: logins are rate limited). */
async function players(app: FastifyInstance, count: number): Promise<Player[]> {
  const rows = await app.db
    .insertInto('customers')
    .values(Array.from({ length: count }, (_, i) => ({ name: `Rush ${i}`, surname: 'Player', email: `rush-${i}@customers.test`, status: 'Active' as const })))
    .returning(['id', 'session_version'])
    .execute();
  return Promise.all(
    rows.map(async (row) => ({ id: row.id, token: (await app.tokens.issue({ customerId: row.id, actorId: row.id, sessionVersion: row.session_version })).token })),
  );
}

type Slot = { bookingTypeId: number; resourceId: number; start: string };

/**
 * Free padel slots, one hour each, on the days the club books ahead of NOW (the 16th, whose opening draw is still
 * to come, left out) within the courts' hours (08:00 to 23:00 on weekdays, 09:00 to 21:00 at weekends).
 */
async function* padelSlots(app: FastifyInstance): AsyncGenerator<Slot> {
  const bookingTypeId = (await app.db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const courts = (await app.db.selectFrom('resources').select('id').where('name', 'like', 'Padel %').orderBy('id').execute()).map((row) => row.id);
  for (let day = 3; day <= 15; day += 1) {
    const date = `2031-06-${String(day).padStart(2, '0')}`;
    const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    for (let hour = weekend ? 9 : 8; hour <= (weekend ? 20 : 22); hour += 1) {
      for (const resourceId of courts) yield { bookingTypeId, resourceId, start: `${date} ${String(hour).padStart(2, '0')}:00` };
    }
  }
}

type Answer = { status: number; ok: boolean; reason?: string; errorMsg?: string };

const prebook = (app: FastifyInstance, who: Player, slot: Slot) =>
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
  });

/** Streams of pre-books running side by side, each a pair of players racing for one slot after another. */
const STREAMS = 4;
/** Races run, all streams together, before the backup starts. */
const WARM_UP_RACES = 8;

/**
 * The rush: STREAMS pairs of players, each pair asking for the next free slot at the same moment (one wins, the
 * other is told it is taken), race after race, the streams not waiting for one another, so bookings are being
 * written at every moment. After the warm-up the backup starts; each stream's race that starts once the
 * backup has answered is its last. Returns every race's two answers.
 */
async function rushAround(app: FastifyInstance, takeBackup: () => Promise<BackupManifest>): Promise<{ races: Answer[][]; manifest: BackupManifest }> {
  // Each player wins many races: the club's cap on a player's unpaid holds is raised out of the way.
  await app.db.updateTable('clubs').set({ max_unpaid_holds: 100 }).execute();
  const crowd = await players(app, 2 * STREAMS);
  const pairs = Array.from({ length: STREAMS }, (_, i) => crowd.slice(2 * i, 2 * i + 2));
  const slots = padelSlots(app);
  const races: Answer[][] = [];
  const race = async (pair: Player[]) => {
    const slot = await slots.next();
    if (slot.done) throw new Error('the rush ran out of free slots before the backup answered');
    const answers = await Promise.all(pair.map((who) => prebook(app, who, slot.value)));
    races.push(answers.map((answer) => ({ status: answer.statusCode, ...(answer.json() as { ok: boolean; reason?: string }) })));
  };
  let taking: Promise<BackupManifest> | undefined;
  let answered = false;
  const stream = async (pair: Player[]) => {
    for (let last = false; !last;) {
      last = answered;
      await race(pair);
      // Started by the stream that ends the warm-up, while the others' pre-books are on their way to the database.
      if (!taking && races.length >= WARM_UP_RACES) {
        taking = takeBackup();
        taking.then(
          () => (answered = true),
          () => (answered = true),
        );
      }
    }
  };
  await Promise.all(pairs.map(stream));
  return { races, manifest: await taking! };
}

/**
 * What the rush and the drill show: the rush was served throughout (one winner a race, the other refused as
 * taken, no error), the snapshot fell inside the rush (more bookings than before it, fewer than after), and the
 * database restored in a fresh folder has, table by table, exactly the rows recorded at the snapshot.
 */
async function backupDuringRush(server: RushServer): Promise<void> {
  const target = path.join(testTempDir('online-backup'), 'backup');
  const bookings = async () => (await countRows(server.app.db)).bookings ?? 0;
  const before = await bookings();
  const { races, manifest } = await rushAround(server.app, () => server.backup(target));
  const after = await bookings();

  // Each race that went otherwise is shown whole, with its answers' refusals.
  const oneWinnerOneTaken = (race: Answer[]) => race.every((answer) => answer.status === 200) && race.filter((answer) => answer.ok).length === 1;
  expect(races.filter((race) => !oneWinnerOneTaken(race))).toEqual([]);
  expect(races.flat().filter((answer) => !answer.ok && answer.reason !== 'slotTaken')).toEqual([]);
  expect(after).toBe(before + races.length);
  expect(manifest.counts?.bookings).toBeGreaterThanOrEqual(before + WARM_UP_RACES);
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
