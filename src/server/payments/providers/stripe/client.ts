// Official SDK: stripe (stripe-node). Every call to Stripe's REST API (PaymentIntents, SetupIntents,
// Customers, PaymentMethods, Refunds) goes through a `Stripe` client made per method with its secret key;
// stripe-node sends what it always sends: form-encoded bodies, `Stripe-Version`, an `Idempotency-Key` on each
// POST, and throws its typed errors on a 4xx (a 402 card_error is a decline). Webhooks are signed
// `Stripe-Signature: t=…,v1=…` and verified with the method's signing secret.
//
// Where it points: the real API (api.stripe.com) by default; a method's `baseUrl` or STRIPE_API_BASE (for
// example a stripe-mock at http://localhost:12111) becomes stripe-node's `protocol`/`host`/`port` options. A
// method on the sandbox gets stripe-node's own fetch client (`Stripe.createFetchHttpClient`) over a fetch that
// hands each `/v1/…` request to this server's /sandbox/stripe/v1/… in-process (payments.http, as the
// other adapters reach their sandboxes), so no port is opened and the sandbox sees exactly what stripe-node sends.
import Stripe from 'stripe';
import { Refusal } from '../../../http/refusal';
import type { ProviderMethod } from '../../../repositories/provider-payments';
import { providerBaseUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';

export const SANDBOX_SECRET_KEY = 'sk_test_sandbox';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox';
/**
 * The API version this adapter is written against, sent by stripe-node as `Stripe-Version`: the one the
 * installed stripe-node is typed for (its `Stripe.API_VERSION`, node_modules/stripe/esm/apiVersion.js), since
 * stripe-node's types describe only that version. Typed as Stripe.LatestApiVersion, so upgrading the SDK
 * without moving this pin fails the type check (and stripe.test.ts checks they agree).
 */
export const API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';
/** The host stripe-node is given for the sandbox: never resolved, the fetch below answers it in-process. */
const SANDBOX_HOST = 'stripe.sandbox.invalid';

const stripeBase = (payments: PaymentRuntime, method: ProviderMethod) => providerBaseUrl(payments, method, '/sandbox/stripe', 'https://api.stripe.com', 'STRIPE_API_BASE');
const secretKey = (method: ProviderMethod) => setting(method, 'secretKey', 'STRIPE_SECRET_KEY') || (usesSandbox(method) ? SANDBOX_SECRET_KEY : '');
export const webhookSecret = (method: ProviderMethod) => setting(method, 'webhookSecret', 'STRIPE_WEBHOOK_SECRET') || (usesSandbox(method) ? SANDBOX_WEBHOOK_SECRET : '');

/** stripe-node's requests to the sandbox host, answered by this server's /sandbox/stripe in-process. */
const sandboxFetch =
  (payments: PaymentRuntime) =>
  async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await payments.http(`/sandbox/stripe${url.pathname}${url.search}`, {
      method: (init.method ?? 'GET') as 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };

/** The clients made, per server (a sandbox client calls its own server's sandbox), by secret key and base URL. */
const clientsOf = new WeakMap<PaymentRuntime, Map<string, Stripe>>();

/** The stripe-node client of the method: its secret key, pointed at the sandbox, the method's base URL or the real API. */
export function stripeOf(payments: PaymentRuntime, method: ProviderMethod): Stripe {
  const base = stripeBase(payments, method);
  const key = `${secretKey(method)}|${base}`;
  const clients = clientsOf.get(payments) ?? new Map<string, Stripe>();
  clientsOf.set(payments, clients);
  let client = clients.get(key);
  if (!client) {
    const common = { apiVersion: API_VERSION, timeout: 20_000, telemetry: false };
    if (base.startsWith('/')) {
      client = new Stripe(secretKey(method), {
        ...common,
        host: SANDBOX_HOST,
        protocol: 'http',
        maxNetworkRetries: 0,
        httpClient: Stripe.createFetchHttpClient(sandboxFetch(payments)),
      });
    } else {
      const url = new URL(base);
      client = new Stripe(secretKey(method), {
        ...common,
        host: url.hostname,
        protocol: url.protocol === 'http:' ? 'http' : 'https',
        ...(url.port ? { port: Number(url.port) } : {}),
      });
    }
    clients.set(key, client);
  }
  return client;
}

/** Stripe answered with an error (stripe-node throws it): its HTTP status, or null for anything else. */
export const stripeStatusOf = (error: unknown): number | null => (error instanceof Stripe.errors.StripeError ? (error.statusCode ?? null) : null);

/** A Stripe call that failed: logged, and the checkout refused naming the method. */
export function stripeFailure(payments: PaymentRuntime, method: ProviderMethod, what: string, error: unknown): Refusal {
  payments.log.error(
    { method: method.id, what, status: stripeStatusOf(error), message: error instanceof Error ? error.message.slice(0, 500) : String(error) },
    'payment provider call failed',
  );
  return new Refusal('payment.providerError', { method: method.name });
}

/** The call's answer, or null when Stripe refused it (logged). */
export async function attempt<T>(payments: PaymentRuntime, method: ProviderMethod, what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    payments.log.warn({ method: method.id, what, status: stripeStatusOf(error), message: error instanceof Error ? error.message : String(error) }, 'stripe call refused');
    return null;
  }
}
