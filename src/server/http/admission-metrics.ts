import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AdmissionGate, ShedReason } from './admission-gate';
import type { WorkClass } from './work-classes';

const REASONS: readonly ShedReason[] = ['full', 'estimate', 'deadline'];

/**
 * The admission's figures on /metrics, read from the gates at each scrape (nothing is counted twice on the
 * request's path): requests turned away by kind of work and reason, and what runs and waits now. Put on the
 * registry the metrics plugin (observability/metrics.ts) lends once it is registered.
 */
export function registerAdmissionMetrics(app: FastifyInstance, gates: Record<WorkClass, AdmissionGate>): void {
  app.addHook('onReady', (done) => {
    if (app.hasDecorator('metricsRegistry')) addTo(app.metricsRegistry, gates);
    done();
  });
}

function addTo(registry: Registry, gates: Record<WorkClass, AdmissionGate>): void {
  const entries = Object.entries(gates) as Array<[WorkClass, AdmissionGate]>;
  const counted = new Map<string, number>();
  new Counter({
    name: 'club_http_shed_total',
    help: 'Requests answered 503 with Retry-After instead of being worked on, by kind of work and reason: full (the queue was), estimate (the queue ahead would outlast the deadline), deadline (waited that long)',
    labelNames: ['work', 'reason'] as const,
    registers: [registry],
    collect() {
      for (const [work, gate] of entries) {
        for (const reason of REASONS) {
          const key = `${work}|${reason}`;
          this.inc({ work, reason }, gate.shedCounts[reason] - (counted.get(key) ?? 0));
          counted.set(key, gate.shedCounts[reason]);
        }
      }
    },
  });
  new Gauge({
    name: 'club_http_admission_requests',
    help: 'Requests of each kind of work being worked on (in_flight) and waiting for a turn (queued), next to the bounds (limit, queue_limit)',
    labelNames: ['work', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [work, gate] of entries) {
        this.set({ work, state: 'in_flight' }, gate.inFlight);
        this.set({ work, state: 'queued' }, gate.queued);
        this.set({ work, state: 'limit' }, gate.limits.concurrency);
        this.set({ work, state: 'queue_limit' }, gate.limits.queue);
      }
    },
  });
}
