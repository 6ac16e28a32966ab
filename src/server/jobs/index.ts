import type { FastifyInstance } from 'fastify';
import { JobScheduler, type Job, type Waker } from './scheduler';
import { serverJobs } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs this instance runs (set by registerJobs: the served process, and tests that ask). */
    jobs?: JobScheduler;
  }
}

/**
 * Puts the server's background jobs (registry.ts) on one scheduler on app.clock, started when the server is ready
 * and stopped with it; /health/ready reports a stuck one and /metrics counts their runs. `npm start` calls it;
 * test servers run no jobs unless a test asks (with its own waker, and `jobs` to run only some).
 */
export function registerJobs(app: FastifyInstance, options: { waker?: Waker; only?: (job: Job) => boolean } = {}): JobScheduler {
  const scheduler = new JobScheduler({ now: () => app.clock.now(), log: app.log, waker: options.waker });
  for (const job of serverJobs(app)) if (options.only?.(job) ?? true) scheduler.add(job);
  app.decorate('jobs', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  return scheduler;
}
