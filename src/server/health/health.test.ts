import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../cache/change-feed';
import { MIGRATIONS_DIR } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { registerHealth } from './health';
import { testTempDir } from '../testing/temp-dirs';
import { Clock } from '../clock';
import { JobScheduler } from '../jobs/scheduler';
import { HandWaker } from '../testing/hand-waker';

// The answers systemd and nginx act on: ready only while this instance can serve.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function healthApp(options: { migrationsDir?: string; changes?: ChangeFeed; jobs?: JobScheduler } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('db', database.db);
  if (options.jobs) app.decorate('jobs', options.jobs);
  registerHealth(app, options);
  await app.ready();
  return app;
}

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/health/ready' });

describe('health', () => {
  it('is ready with the database answering, every migration applied and the notifications received', async () => {
    const feed = ChangeFeed.manual();
    const app = await healthApp({ changes: feed });
    const answer = await ready(app);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, listen: { ok: true } } });

    // The LISTEN connection drops: not ready (the caches read through) until it listens again.
    feed.gap(false);
    expect((await ready(app)).statusCode).toBe(503);
    expect((await ready(app)).json()).toMatchObject({ status: 'not ready', checks: { listen: { ok: false, detail: expect.stringContaining('LISTEN') } } });
    feed.gap(true);
    expect((await ready(app)).statusCode).toBe(200);

    // A shutdown began: not ready at once, alive still.
    app.health.stopping();
    expect((await ready(app)).json()).toMatchObject({ status: 'not ready', checks: { shutdown: { ok: false } } });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await app.close();
  });

  it('is not ready while a background job is stuck, and names it', async () => {
    const clock = new Clock();
    clock.pin(new Date('2031-03-01T09:00:00Z'));
    const jobs = new JobScheduler({ now: () => clock.now(), log: Fastify().log, waker: new HandWaker() });
    let finish!: () => void;
    jobs.add({ name: 'refund_retries', everyMs: 60_000, limitMs: 300_000, run: () => new Promise<void>((resolve) => (finish = resolve)) });
    jobs.start();
    const app = await healthApp({ jobs });
    expect((await ready(app)).json()).toMatchObject({ status: 'ready', checks: { jobs: { ok: true, detail: '1 on schedule' } } });

    clock.advance(60_000);
    const run = jobs.tick();
    clock.advance(300_001);
    const answer = await ready(app);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ status: 'not ready', checks: { jobs: { ok: false, detail: 'refund_retries has been running for 300 s (limit 300 s)' } } });
    finish();
    await run;
    expect((await ready(app)).statusCode).toBe(200);
    await app.close();
  });

  it('is not ready while a migration this server knows is not applied', async () => {
    const migrationsDir = testTempDir('migrations');
    cpSync(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    writeFileSync(path.join(migrationsDir, '999_next_release.sql'), 'SELECT 1;');
    const app = await healthApp({ migrationsDir });
    const answer = await ready(app);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ checks: { database: { ok: true }, migrations: { ok: false, detail: 'not applied: 999_next_release' } } });
    await app.close();
  });

  it('is not ready when the database does not answer, and still alive', async () => {
    const own = await createTestDatabase({ seed: false });
    const app = Fastify();
    app.decorate('db', own.db);
    registerHealth(app, {});
    await app.ready();
    expect((await ready(app)).statusCode).toBe(200);
    await own.close();
    const answer = await ready(app);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ checks: { database: { ok: false, detail: expect.any(String) } } });
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'live' });
    await app.close();
  });
});
