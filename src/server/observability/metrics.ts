import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUsage } from '../db/database';
import type { ChangeFeed } from '../cache/change-feed';
import type { CacheCounts } from '../cache/table-cache';
import { OUTBOX_POLICY } from '../mail/outbox';
import { outboxDepth } from '../repositories/server-health';
import { registerBuildInfo } from './build-info';
import { jobRegistry } from './jobs';

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

/** The label of a request: its contract operation, else its route (static files, sandbox pages), else 'unmatched'. */
function operationOf(request: FastifyRequest): string {
  return request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched';
}

/** A route's labelled series: its latency, and its requests and errors by method and status, made on first use. */
interface RouteSeries {
  operation: string;
  latency: Histogram.Internal<'operation'>;
  requests: Map<string, Counter.Internal>;
  errors: Map<number, Counter.Internal>;
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
  const requests = new Counter({
    name: 'club_http_requests_total',
    help: 'Requests answered, by operation, method and status class (2xx, 4xx, 5xx…)',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'club_http_errors_total',
    help: 'Requests answered with a 4xx or 5xx status, by operation and status code',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'club_http_request_duration_seconds',
    help: 'Time from the request to the answer sent, by operation',
    labelNames: ['operation'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The labelled series of each route, looked up once per route and status rather than on every answer.
  const series = new WeakMap<object, RouteSeries>();
  const seriesOf = (request: FastifyRequest): RouteSeries => {
    const route: object = request.routeOptions.config ?? series;
    let kept = series.get(route);
    if (!kept) {
      const operation = operationOf(request);
      kept = { operation, latency: latency.labels({ operation }), requests: new Map(), errors: new Map() };
      series.set(route, kept);
    }
    return kept;
  };
  app.addHook('onResponse', (request, reply, done) => {
    const route = seriesOf(request);
    const status = reply.statusCode;
    const key = `${request.method} ${status}`;
    let answered = route.requests.get(key);
    if (!answered) route.requests.set(key, (answered = requests.labels({ operation: route.operation, method: request.method, status: `${Math.floor(status / 100)}xx` })));
    answered.inc();
    if (status >= 400) {
      let failed = route.errors.get(status);
      if (!failed) route.errors.set(status, (failed = errors.labels({ operation: route.operation, status: String(status) })));
      failed.inc();
    }
    route.latency.observe(reply.elapsedTime / 1000);
    done();
  });
  const { poolUsage } = options;
  if (poolUsage) {
    new Gauge({
      name: 'club_db_pool_connections',
      help: 'Database connections lent out (in_use), callers waiting for one (waiting), and the most the pool opens (max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const usage = poolUsage();
        this.set({ state: 'in_use' }, usage.inUse);
        this.set({ state: 'waiting' }, usage.waiting);
        this.set({ state: 'max' }, usage.max);
      },
    });
  }

  new Gauge({
    name: 'club_mail_outbox_depth',
    help: 'Mails waiting in the outbox (not sent and not given up)',
    registers: [registry],
    async collect() {
      // A scrape while the database is away answers without this figure rather than failing.
      await outboxDepth(app.db, OUTBOX_POLICY.maxAttempts).then(
        (depth) => this.set(depth),
        () => this.reset(),
      );
    },
  });

  // The caches count for themselves; each scrape adds what they counted since the previous one.
  const counted = new Map<string, number>();
  new Counter({
    name: 'club_cache_reads_total',
    help: 'Reads of the in-memory caches by cache, kind and outcome: hit (from memory), miss (read and kept), bypass (read through: no live change feed)',
    labelNames: ['cache', 'kind', 'outcome'] as const,
    registers: [registry],
    collect() {
      const put = (cache: string, kind: string, counts: CacheCounts) => {
        for (const outcome of ['hit', 'miss', 'bypass'] as const) {
          const key = `${cache}|${kind}|${outcome}`;
          this.inc({ cache, kind, outcome }, counts[outcome] - (counted.get(key) ?? 0));
          counted.set(key, counts[outcome]);
        }
      };
      for (const [kind, counts] of app.clubReads.cacheStats) put('club', kind, counts);
      put('sessions', 'session', app.sessions.stats);
    },
  });

  const { changes } = options;
  new Gauge({
    name: 'club_change_feed_live',
    help: '1 while the database change notifications (LISTEN) are received and the caches keep reads; 0 while they read through',
    registers: [registry],
    collect() {
      this.set(changes?.live ? 1 : 0);
    },
  });

  app.get('/metrics', { config: { operationId: 'metrics' } }, async (request, reply) => {
    if (!mayRead(request, options.token)) return reply.code(404).type('text/plain').send('Not found');
    const merged = Registry.merge([registry, processMetrics(), jobRegistry()]);
    return reply
      .header('Cache-Control', 'no-store')
      .type(merged.contentType)
      .send(await merged.metrics());
  });
}
