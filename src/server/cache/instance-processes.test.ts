import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { TokenService } from '../auth/tokens';
import { currentSchema } from '../db/current-schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { addDays, clubLocalTime } from '../../domain/club-time';
import { testTempDir } from '../testing/temp-dirs';
import { requestsOver } from '../testing/requests';
import { NOTIFY_WAIT_MS } from '../testing/notify-wait';

// Two real server processes (`tsx src/server/main.ts`, each with its own port, connection pool and caches) on
// one PostgreSQL schema, as `deploy/` runs them behind a proxy. PGlite lives inside one process, so this
// needs TEST_DATABASE_URL; src/server/cache/instances.test.ts runs two instances in one process on both.
const url = process.env.TEST_DATABASE_URL;
const TOKEN_SECRET = 'instance-processes-secret-0123456789-abcdef';
const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Instance {
  base: string;
  child: ChildProcess;
}

let database: TestDatabase;
let instances: Instance[] = [];

/** Starts `tsx src/server/main.ts` on `port` and waits until it answers (polling main-settings; fails at once if it exits). */
async function startInstance(databaseUrl: string, port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: testTempDir('instance-process'),
      UPLOADS_DIR: database.uploadsDir,
      TOKEN_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`instance on ${port} exited (${child.exitCode}): ${errors}`);
      const answer = await fetch(`${base}/api/czconfigs/main-settings`);
      if (!answer.ok) throw new Error(`instance on ${port} answered ${answer.status}`);
    },
    { timeout: 120_000, interval: 100 },
  );
  if (child.exitCode !== null) throw new Error(errors);
  return { base, child };
}

const stopInstance = ({ child }: Instance) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const titleOn = async (instance: Instance) => ((await (await fetch(`${instance.base}/api/czconfigs/main-settings`)).json()) as { data: { Title: string } }).data.Title;

describe.skipIf(!url)('two server processes on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite is one process)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    // The children connect to this test's schema: the search path rides in the connection string.
    const schema = await currentSchema(database.db);
    const databaseUrl = `${url}${url!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
    const port = 20_000 + (process.pid % 20_000);
    instances = await Promise.all([startInstance(databaseUrl, port), startInstance(databaseUrl, port + 1)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await database?.close();
  });

  it('a settings change is seen by the other instance at once', async () => {
    const [first, second] = instances as [Instance, Instance];
    // Both have read (and keep) the settings.
    expect(await titleOn(first)).toBe(await titleOn(second));
    // Written as the club's back office writes it; each process drops what it kept when PostgreSQL notifies.
    await database.db.updateTable('clubs').set({ name: 'Renamed Across Processes' }).execute();
    await vi.waitFor(async () => expect(await titleOn(second)).toBe('Renamed Across Processes'), { timeout: NOTIFY_WAIT_MS, interval: 10 });
    await vi.waitFor(async () => expect(await titleOn(first)).toBe('Renamed Across Processes'), { timeout: NOTIFY_WAIT_MS, interval: 10 });
  });

  it('a booking race across the two processes leaves one winner; the others are told the slot was taken', async () => {
    const [first, second] = instances as [Instance, Instance];
    const db = database.db;
    const club = await db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
    const day = addDays(clubLocalTime(new Date(), club.time_zone).date, 2);
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const slotsOf = async (instance: Instance) =>
      (
        (await (await requestsOver(instance.base).post('/api/publicbookings/list', { date: day, bookingTypeId: padel })).json()) as {
          model: { list: Array<{ id: number; timeTable: Array<{ sstart: string; durations: number[] }> }> };
        }
      ).model.list;
    const court = (await slotsOf(first)).find((resource) => resource.timeTable.some((slot) => slot.durations.includes(90)))!;
    const start = court.timeTable.find((slot) => slot.durations.includes(90))!.sstart;
    // The second process has computed (and keeps) the day too.
    expect((await slotsOf(second)).find((resource) => resource.id === court.id)!.timeTable.map((slot) => slot.sstart)).toContain(start);

    // The processes run on the machine's clock, as `npm start` does (no test can pin another process's clock): so do their tokens.
    const tokens = new TokenService(loadConfig({ DATA_DIR: testTempDir('instance-tokens'), TOKEN_SECRET }).tokenSecret, 3600, () => new Date());
    const racers = await db
      .insertInto('customers')
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Racer ${i}`, surname: 'Process', email: `racer${i}@processes.test`, status: 'Active' as const })))
      .returning(['id', 'session_version'])
      .execute();
    const attempts = await Promise.all(
      racers.map(async (racer, index) => {
        const { token } = await tokens.issue({ customerId: racer.id, actorId: racer.id, sessionVersion: racer.session_version });
        return { instance: instances[index % 2]!, token, racer };
      }),
    );
    const answers = await Promise.all(
      attempts.map(async ({ instance, token, racer }) => {
        const response = await requestsOver(instance.base).post(
          '/api/publicbookings/prebook',
          {
            booking: { customerId: racer.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
            blocks: [{ resourceId: court.id, startDate: `${day} ${start}`, duration: 90 }],
            customerIsParticipant: true,
            isMultiple: false,
            customerIds: [racer.id],
          },
          { authorization: `Bearer ${token}` },
        );
        return { status: response.status, body: (await response.json()) as { ok: boolean; errorMsg?: string; reason?: string } };
      }),
    );

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.body.ok)).toHaveLength(1);
    const refusals = answers.filter((answer) => !answer.body.ok);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) expect(refusal.body).toMatchObject({ errorMsg: 'This slot has just been taken', reason: 'slotTaken' });
    const stored = await db
      .selectFrom('bookings')
      .select('id')
      .where(
        'owner_customer_id',
        'in',
        racers.map((racer) => racer.id),
      )
      .execute();
    expect(stored).toHaveLength(1);
    // Both processes stop offering the slot (the one that did not book once PostgreSQL has told it).
    for (const instance of instances) {
      await vi.waitFor(async () => expect((await slotsOf(instance)).find((resource) => resource.id === court.id)!.timeTable.map((slot) => slot.sstart)).not.toContain(start), {
        timeout: NOTIFY_WAIT_MS,
        interval: 10,
      });
    }
  });
});
