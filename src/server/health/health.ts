import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../cache/change-feed';
import { MIGRATIONS_DIR } from '../db/migrate';
import { appliedMigrations, pingDatabase } from '../repositories/server-health';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness: `stopping()` once a shutdown begins, so the proxy and systemd stop sending work here. */
    health: { stopping(): void };
  }
}

export interface HealthOptions {
  /** The database's change notifications; without them (tests) the caches read through and there is nothing to check. */
  changes?: ChangeFeed;
  migrationsDir?: string;
}

type Check = { ok: true; detail?: string } | { ok: false; detail: string };

/** How long the database has to answer the readiness check before the instance is called not ready. */
const DATABASE_TIMEOUT_MS = 2000;

const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.sql$/;

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health/live: the process answers (systemd's watchdog, a restart when it does not).
 * GET /health/ready: 200 only while this instance can serve: the database answers, every migration this
 * server knows is applied, the change notifications (LISTEN) are received and no background job is stuck
 * (src/server/jobs/); 503 otherwise, and from the moment a shutdown begins. The answer names each check.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  let stopping = false;
  app.decorate('health', {
    stopping: () => {
      stopping = true;
    },
  });
  // Answers sent while stopping close their connection (keep-alive ones too), so the server's close is not held by idle sockets.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('Connection', 'close');
    done(null, payload);
  });
  let known: Promise<string[]> | undefined;
  const knownMigrations = () =>
    (known ??= readdir(options.migrationsDir ?? MIGRATIONS_DIR).then((files) =>
      files
        .map((file) => MIGRATION_FILE.exec(file)?.[1])
        .filter((name): name is string => name !== undefined)
        .sort(),
    ));

  const database = async (): Promise<Check> => {
    try {
      await withTimeout(pingDatabase(app.db), DATABASE_TIMEOUT_MS, 'the database');
      return { ok: true };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  };
  const migrations = async (): Promise<Check> => {
    try {
      const applied = new Set(await withTimeout(appliedMigrations(app.db), DATABASE_TIMEOUT_MS, 'the database'));
      const pending = (await knownMigrations()).filter((name) => !applied.has(name));
      return pending.length === 0 ? { ok: true, detail: `${applied.size} applied` } : { ok: false, detail: `not applied: ${pending.join(', ')}` };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  };
  const listening = (): Check => {
    if (!options.changes) return { ok: true, detail: 'not used: the caches read through' };
    return options.changes.live ? { ok: true } : { ok: false, detail: 'the LISTEN connection is down: the caches read through until it is back' };
  };
  // A background job that hangs, or whose timer was lost, holds up offers, draws, refunds and mails: restart here.
  const jobs = (): Check => {
    if (!app.jobs) return { ok: true, detail: 'this instance runs no background jobs' };
    const stuck = app.jobs.stuck();
    return stuck.length === 0 ? { ok: true, detail: `${app.jobs.names().length} on schedule` } : { ok: false, detail: stuck.map((job) => job.detail).join('; ') };
  };

  app.get('/health/live', { config: { operationId: 'health.live' } }, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'live' }));

  app.get('/health/ready', { config: { operationId: 'health.ready' } }, async (_request, reply) => {
    const checks: Record<string, Check> = stopping
      ? { shutdown: { ok: false, detail: 'stopping: finishing the requests in flight' } }
      : { database: await database(), migrations: await migrations(), listen: listening(), jobs: jobs() };
    const ready = Object.values(checks).every((check) => check.ok);
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
