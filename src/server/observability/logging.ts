import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Contract } from '../contract/contract';
import { currentRequestId } from './request-context';
import { logRedaction } from './log-redaction';
import { portalRoutePatterns, urlRedactor } from './secret-urls';
import { isSecretName, REDACTED } from './secret-names';

/** Whether a logger names the request itself (fastify's request loggers): asked once per logger, as pino's bindings() parses them each time. */
const bindsId = new WeakMap<object, boolean>();
function bindsRequestId(logger: { bindings(): Record<string, unknown> }): boolean {
  let binds = bindsId.get(logger);
  if (binds === undefined) bindsId.set(logger, (binds = 'reqId' in logger.bindings()));
  return binds;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

// Fields at the top of a logged object that pino's own redaction takes: the contract's body fields whose name says
// they are secret (a login's password, a card's token…) and the headers that carry credentials. Deeper ones, and
// every object or error logged, go through the serializers and the logMethod hook below (pino's wildcard paths
// would cost every request line; these cost nothing on a line that lacks them).
const ALWAYS_REDACTED = ['password', 'token', 'authorization', 'cookie', 'cardNumber', 'cvv', 'cvc', 'secret', 'apiKey'];

function secretFieldNames(contract: Contract): string[] {
  const names = new Set(ALWAYS_REDACTED);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      const properties = (node as { properties?: unknown }).properties;
      if (properties !== null && typeof properties === 'object') for (const name of Object.keys(properties)) if (isSecretName(name) && /^\w+$/.test(name)) names.add(name);
      Object.values(node).forEach(walk);
    }
  };
  walk(contract);
  return [...names].sort();
}

/** Values the logMethod hook copies with their secrets out: plain objects, arrays and errors (others are pino's to write). */
function isData(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Array.isArray(value) || value instanceof Error;
}

/** The route that answered a request, in the router's syntax (/api/publictickets/download-ticket/:token). */
function routeOf(request: FastifyRequest): string | undefined {
  return typeof request.routeOptions === 'object' ? request.routeOptions.url : undefined;
}

/**
 * Fastify's pino options: JSON lines, and the request id on every line written while a request's work
 * runs, also through the server's own logger (`app.log`: payment providers, webhooks, mail), not only
 * through `request.log`, whose lines carry it already (as `reqId`, bound by fastify).
 *
 * No secret reaches a line: the request line's URL loses the secret path parameters (of the contract's
 * operations, the portal's pages, or the route that answered) and secret query values, and whatever is logged
 * (an error, a body, headers, a message's text) loses secret-named fields, credentials and card numbers.
 */
export function loggerOptions(level: string, contract: Contract): LoggerOptions {
  const redactUrl = urlRedactor([...Object.keys(contract.paths), ...portalRoutePatterns()]);
  const redaction = logRedaction(redactUrl);
  const text = (value: unknown) => (typeof value === 'string' ? redaction.text(value) : value);
  const serialized = new Set(['req', 'res', 'url', 'err']);
  /** A logged object's fields: those a serializer writes are left to it (the request line's cost stays a lookup). */
  const fields = (object: object): object => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(object)) out[name] = serialized.has(name) ? value : isData(value) ? redaction.value(value) : text(value);
    return out;
  };
  return {
    level,
    mixin(_merged, _level, logger) {
      const reqId = currentRequestId();
      if (reqId === undefined || bindsRequestId(logger)) return {};
      return { reqId };
    },
    redact: { paths: secretFieldNames(contract), censor: REDACTED },
    serializers: {
      // The request line: which route was asked (its URL with the secrets out), by whom; never its headers.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url, routeOf(request)) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : redaction.value(url)),
      // An error as pino writes it (type, message, stack, its own fields, its cause), redacted: a provider SDK's
      // error carries the request it sent, headers and body.
      err: redaction.value as (error: Error) => { type: string; message: string; stack: string },
    },
    hooks: {
      // What is logged besides the serialized keys: each object, array or error copied with its secrets out, each
      // string (the message's own text too: fastify's "Route GET:/… not found") with its secrets out.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) return method.apply(this, [{ err: first }, ...(rest.length > 0 ? rest.map(text) : [redaction.text(first.message)])] as typeof args);
        return method.apply(this, [isData(first) ? fields(first) : text(first), ...rest.map(text)] as typeof args);
      },
    },
  };
}
