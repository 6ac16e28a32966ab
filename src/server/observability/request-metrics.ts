import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

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

/** Requests, errors and latency per operation, counted as each answer is sent. */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
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
}
