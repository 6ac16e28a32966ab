import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
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

// A fresh id is this process's random prefix and a counter, shaped like a UUID (8-4-4-4-12 hex digits): unique
// across instances and restarts like randomUUID's, without drawing random bytes for every request.
const PROCESS_PREFIX = randomBytes(10)
  .toString('hex')
  .replace(/^(.{8})(.{4})(.{4})(.{4})$/, '$1-$2-$3-$4-');
let issued = 0;

/** A fresh request id: `8-4-4-4-` hex digits of this process, then the request's number in 12 hex digits. */
function freshRequestId(): string {
  issued = (issued + 1) % 0x1000000000000;
  return PROCESS_PREFIX + issued.toString(16).padStart(12, '0');
}

/** Fastify's `genReqId`: the request id of the logs, kept from the proxy so its access log and ours match. */
export function requestIdOf(raw: IncomingMessage): string {
  const passed = raw.headers['x-request-id'];
  return typeof passed === 'string' && PASSED_ID.test(passed) ? passed : freshRequestId();
}

/**
 * Answers say their request id in X-Request-Id. With `logs` (the server writes log lines) every request's
 * work also runs with its id in an AsyncLocalStorage, so a log line written through the server's own logger
 * (payments, mail) carries it too (see logging.ts). The body is read in another async context, so the scope
 * is entered again before validation (the way @fastify/request-context does it). Without logs nothing reads
 * the id there, and the storage stays unused: once used, node tracks the context of every promise the
 * process makes.
 */
export function registerRequestContext(app: FastifyInstance, { logs }: { logs: boolean }): void {
  if (!logs) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('X-Request-Id', request.id);
      done();
    });
    return;
  }
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
