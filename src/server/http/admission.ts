import { AsyncResource } from 'node:async_hooks';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AdmissionGate, type GateLimits, type Shed } from './admission-gate';
import { DEFAULT_LIMITS, WORK_CLASSES, workClassOf, type WorkClass } from './work-classes';
import { busyPage } from './busy-page';
import { registerAdmissionMetrics } from './admission-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admission of each kind of work: in flight, queued, turned away (src/server/http/admission.ts). */
    admission: { gates: Record<WorkClass, AdmissionGate> };
  }
}

export interface AdmissionOptions {
  /** Limits other than DEFAULT_LIMITS, per kind of work. */
  limits?: Partial<Record<WorkClass, Partial<GateLimits>>>;
}

function turnAway(request: FastifyRequest, reply: FastifyReply, work: WorkClass, { retryAfterSeconds: seconds }: Shed): void {
  reply.code(503).header('Retry-After', String(seconds)).header('Cache-Control', 'no-store');
  const text = request.t('errors.busy', { seconds });
  // A page is asked for by a browser, which shows the answer as it is: words, and a reload when it is time.
  if (work === 'render') reply.type('text/html; charset=utf-8').send(busyPage(request.language, text, seconds));
  else reply.send({ ok: false, errorMsg: text });
}

/**
 * Overload is answered, never dropped: each kind of work (work-classes.ts) has a bound on what runs at once and
 * a bounded queue with a deadline (admission-gate.ts); past them a request is answered 503 with Retry-After in
 * the caller's language, at once or at its deadline, instead of waiting behind thousands of others until the
 * caller gives up. The kernel's listen backlog (listen.ts) only holds connections; this bounds the work.
 *
 * In-house rather than @fastify/under-pressure: that plugin sheds every request once the event loop's delay,
 * sampled every second, passes a threshold, so a burst that arrives within one sample is all taken on, and it
 * neither queues nor tells a cheap read from a render. Registered after the language plugin (the 503 speaks
 * the caller's language) and before authentication, whose session reads a queued request should not make yet.
 */
export const admissionPlugin = fp<AdmissionOptions>(
  async (app, options) => {
    const gates = Object.fromEntries(WORK_CLASSES.map((work) => [work, new AdmissionGate({ ...DEFAULT_LIMITS[work], ...options.limits?.[work] })])) as Record<
      WorkClass,
      AdmissionGate
    >;
    app.decorate('admission', { gates });
    registerAdmissionMetrics(app, gates);
    // Looked up once per route rather than on every request.
    const classOfRoute = new WeakMap<object, WorkClass | null>();
    app.addHook('onRequest', (request, reply, done) => {
      // app.inject's requests (a page's render asking the API) have no socket: their page was admitted.
      if (!(request.raw.socket instanceof Socket)) return done();
      const route = request.routeOptions.config;
      let work = classOfRoute.get(route);
      if (work === undefined) classOfRoute.set(route, (work = workClassOf(request)));
      if (work === null) return done();
      let state: 'entering' | 'queued' | 'settled' = 'entering';
      let scope: AsyncResource | undefined;
      const ticket = app.admission.gates[work].enter(
        () => {
          const queued = state === 'queued';
          state = 'settled';
          // A queued request goes on in its own async context (its request id), not in that of the one whose end let it in.
          if (queued) scope!.runInAsyncScope(done);
          else done();
        },
        (why) => {
          state = 'settled';
          turnAway(request, reply, work, why);
        },
      );
      if (state === 'entering') {
        state = 'queued';
        scope = new AsyncResource('club-admission');
      }
      // The answer sent or the caller gone: its turn is free again, or its place in the queue.
      reply.raw.once('close', ticket.cancel);
    });
  },
  { name: 'admission', fastify: '5.x', dependencies: ['language'] },
);
