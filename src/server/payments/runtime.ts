import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, JsonObject } from '../db/schema';
import type { ProviderMethod } from '../repositories/provider-payments';
import type { Cents } from '../../domain/money';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { mailOrderConfirmation } from '../mail/order-confirmation';

/** An answer of a provider's HTTP API. */
export interface ProviderResponse {
  status: number;
  body: string;
  json<T = JsonObject>(): T;
}

interface ProviderRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * What the provider adapters need of the running server: its database, its public origin, a log, and one
 * way to call a provider. A base URL starting with `/sandbox/` is this server's own sandbox, reached
 * in-process (no port needed: the same code runs under tests); any other URL is the real provider, over HTTPS.
 */
export interface PaymentRuntime {
  db: Kysely<DB>;
  publicUrl: string;
  production: boolean;
  log: FastifyBaseLogger;
  now(): Date;
  http(url: string, request?: ProviderRequest): Promise<ProviderResponse>;
  /** After a provider's confirmation settled sales (committed): what the checkout does for sales it settles itself, the order confirmation mail. */
  paid(order: { customerId: number; saleIds: number[]; total: Cents }): Promise<void>;
}

/**
 * The payments runtime of one server, built by the payments plugin as `app.payments`: each app has its own, so two
 * apps in one process (two clubs, a second instance in a test) never call through each other's database or log.
 */
export function createPaymentRuntime(app: FastifyInstance): PaymentRuntime {
  return {
    db: app.db,
    publicUrl: app.config.publicUrl,
    production: app.config.production,
    log: app.log,
    now: () => app.clock.now(),
    // The provider's call carries no customer language: the mail goes out in the one stored with the sales at checkout.
    paid: (order) => mailOrderConfirmation(app, { ...order, deferred: false, language: DEFAULT_LANGUAGE }),
    async http(url, request = {}) {
      if (url.startsWith('/')) {
        const answer = await app.inject({ method: request.method ?? 'GET', url, headers: request.headers, payload: request.body });
        return wrap(answer.statusCode, answer.body);
      }
      return fetchOnSameHost(url, request, app.log);
    },
  };
}

/** Redirects followed on one host before giving up. */
const MAX_REDIRECTS = 5;

/**
 * A provider's HTTP API, over the network. Redirects are followed only on the host (and scheme) asked: a
 * redirect elsewhere is answered to the adapter as it came (not a 2xx, so a refusal), never fetched, so a
 * provider URL (or a sandbox fed a URL) cannot make this server call another host.
 */
async function fetchOnSameHost(url: string, request: ProviderRequest, log: FastifyBaseLogger): Promise<ProviderResponse> {
  let target = new URL(url);
  let method = request.method ?? 'GET';
  let body = request.body;
  for (let hop = 0; ; hop += 1) {
    const answer = await fetch(target, { method, headers: request.headers, body, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    const location = answer.status >= 300 && answer.status < 400 ? answer.headers.get('location') : null;
    if (location === null) return wrap(answer.status, await answer.text());
    await answer.body?.cancel();
    const next = new URL(location, target);
    if (next.host !== target.host || next.protocol !== target.protocol || hop >= MAX_REDIRECTS) {
      log.warn({ from: target.origin, to: next.origin, hop }, 'payment provider redirect not followed: another host, or too many');
      return wrap(answer.status, '');
    }
    // As browsers do: a 303, or a 301/302 after a POST, goes on with a GET and no body.
    if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
    }
    target = next;
  }
}

function wrap(status: number, body: string): ProviderResponse {
  return {
    status,
    body,
    json<T>() {
      try {
        return JSON.parse(body) as T;
      } catch {
        return {} as T;
      }
    },
  };
}

/** A setting of the method: its private settings, then its public ones, then the environment variable. */
export function setting(method: ProviderMethod, key: string, envName?: string): string {
  const value = method.privateConfig[key] ?? method.publicConfig[key] ?? (envName ? process.env[envName] : undefined);
  return value === undefined || value === null ? '' : String(value);
}

/** True when the method is configured for this server's sandbox (`"sandbox": true` in its private settings). */
export const usesSandbox = (method: ProviderMethod): boolean => method.privateConfig.sandbox === true;

/**
 * The provider's base URL for the method: the sandbox's path when the method uses it (never in production),
 * else the method's `baseUrl`, the environment's, or the provider's live URL.
 */
export function providerBaseUrl(payments: PaymentRuntime, method: ProviderMethod, sandboxPath: string, liveUrl: string, envName: string): string {
  if (usesSandbox(method)) {
    if (payments.production) throw new Error(`Payment method ${method.id} uses the sandbox, which production does not serve`);
    return sandboxPath;
  }
  return (setting(method, 'baseUrl', envName) || liveUrl).replace(/\/$/, '');
}

/** An absolute URL of this server (the portal's return pages, our notification endpoints). */
export const ownUrl = (payments: PaymentRuntime, path: string): string => `${payments.publicUrl}${path}`;

/** Where a provider sends the browser back: a path of ours for the sandbox (same origin), an absolute URL for the real provider. */
export const returnUrl = (payments: PaymentRuntime, method: ProviderMethod, path: string): string => (usesSandbox(method) ? path : ownUrl(payments, path));
