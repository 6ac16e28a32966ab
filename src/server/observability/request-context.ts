import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RequestContext {
  reqId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();
const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/** The id of the request whose work is running now (a mail it writes, a payment it settles), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}

/** Runs `work` outside any request: background work started by a request (the mail outbox's drain) is not logged under its id. */
export function outsideRequests<T>(work: () => T): T {
  return storage.exit(work);
}

// The proxy's id (nginx: proxy_set_header X-Request-Id $request_id) when it is a plain token, else a fresh one.
const PASSED_ID = /^[\w.:-]{1,64}$/;

/** Fastify's `genReqId`: the request id of the logs, kept from the proxy so its access log and ours match. */
export function requestIdOf(raw: IncomingMessage): string {
  const passed = raw.headers['x-request-id'];
  return typeof passed === 'string' && PASSED_ID.test(passed) ? passed : randomUUID();
}

/**
 * Every request's work runs with its id in an AsyncLocalStorage, so a log line written through the
 * server's own logger (payments, mail) carries it too (see logging.ts), and answers say it in X-Request-Id.
 * The body is read in another async context, so the scope is entered again before validation
 * (the way @fastify/request-context does it).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    storage.run({ reqId: request.id }, () => {
      const scope = new AsyncResource('club-request');
      scopes.set(request, scope);
      scope.runInAsyncScope(done, request.raw);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done, request.raw);
    else done();
  });
}
