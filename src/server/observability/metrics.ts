import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { PoolUsage } from '../db/database';
import type { ChangeFeed } from '../cache/change-feed';
import { registerBuildInfo } from './build-info';
import { jobRegistry } from './jobs';
import { registerRequestMetrics } from './request-metrics';
import { registerStateMetrics } from './state-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry /metrics answers from: other parts of the server add their own metrics to it (e.g. http/admission-metrics.ts). */
    metricsRegistry: Registry;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: with it, `Authorization: Bearer <token>` reads /metrics from anywhere; without it only a loopback caller that no proxy forwarded. */
  token?: string;
  /** The connection pool of the database (Database.usage). */
  poolUsage?: () => PoolUsage;
  changes?: ChangeFeed;
}

// The process's own figures (CPU, memory, event loop, garbage collection, what it runs): one collector per process, however many apps a test builds.
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    registerBuildInfo(processRegistry);
  }
  return processRegistry;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read the metrics: the bearer of METRICS_TOKEN, or a caller on this machine that came straight
 * to the instance (a request forwarded by nginx also arrives from loopback, but with X-Forwarded-For).
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/**
 * Prometheus metrics at GET /metrics: requests, errors and latency per operation, the connection pool, the
 * mail outbox's depth, the caches' hits, the change feed, the background jobs' runs (observability/jobs.ts),
 * the build's version, commit and Node, and the process's own figures.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  app.decorate('metricsRegistry', registry);
  registerRequestMetrics(app, registry);
  registerStateMetrics(app, registry, options);

  app.get('/metrics', { config: { operationId: 'metrics' } }, async (request, reply) => {
    if (!mayRead(request, options.token)) return reply.code(404).type('text/plain').send('Not found');
    const merged = Registry.merge([registry, processMetrics(), jobRegistry()]);
    return reply
      .header('Cache-Control', 'no-store')
      .type(merged.contentType)
      .send(await merged.metrics());
  });
}
