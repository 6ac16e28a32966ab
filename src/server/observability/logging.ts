import type { FastifyServerOptions } from 'fastify';
import { currentRequestId } from './request-context';

/** Whether a logger names the request itself (fastify's request loggers): asked once per logger, as pino's bindings() parses them each time. */
const bindsId = new WeakMap<object, boolean>();
function bindsRequestId(logger: { bindings(): Record<string, unknown> }): boolean {
  let binds = bindsId.get(logger);
  if (binds === undefined) bindsId.set(logger, (binds = 'reqId' in logger.bindings()));
  return binds;
}

/**
 * Fastify's pino options: JSON lines, and the request id on every line written while a request's work
 * runs, also through the server's own logger (`app.log`: payment providers, webhooks, mail), not only
 * through `request.log`, whose lines carry it already (as `reqId`, bound by fastify).
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    mixin(_merged, _level, logger) {
      const reqId = currentRequestId();
      if (reqId === undefined || bindsRequestId(logger)) return {};
      return { reqId };
    },
  };
}
