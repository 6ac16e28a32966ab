import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { SANDBOX_SECRET_KEY } from '../../payments/providers/stripe/client';
import type { StripeIntent } from '../../payments/providers/stripe/intents';
import { sandboxMethod } from '../common';

export interface Intent extends StripeIntent {
  client_secret: string;
  currency: string;
  capture_method: 'automatic' | 'manual';
  return_url?: string;
  amount_refunded?: number;
}

export const intents = new Map<string, Intent>();
/** The PaymentMethods a confirmation created, and the customer each is attached to (setup_future_usage). */
export const paymentMethods = new Map<
  string,
  { id: string; object: 'payment_method'; type: 'card'; customer: string | null; card: { brand: string; last4: string; exp_month: number; exp_year: number } }
>();
export const customers = new Set<string>();
/** Each POST's answer by its Idempotency-Key (stripe-node keys every POST): a replay answers the same, without acting twice. */
export const idempotent = new Map<string, { body: string; status: number; payload: string }>();
/** What was refunded of each PaymentIntent. */
export const refunded = new Map<string, number>();

/** The sandbox's method (a 404 without one). */
export const sandboxOf = (app: FastifyInstance) => (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Stripe, reply);

/** Whether an API call carries the secret key and a Stripe-Version Stripe would take (else a 401 or a 400). */
export async function apiAllowed(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (!(await sandboxOf(app)(reply))) return false;
  if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) {
    await reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    return false;
  }
  const version = request.headers['stripe-version'];
  if (version !== undefined && !/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(String(version))) {
    await reply.code(400).send({ error: { type: 'invalid_request_error', message: `Invalid Stripe API version: ${String(version)}` } });
    return false;
  }
  return true;
}

export const find = (id: string) => intents.get(id);
export const notFound = (reply: FastifyReply, id: string) =>
  reply.code(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such intent: '${id}'` } });
export const publicIntent = ({ client_secret: _secret, return_url: _return, ...intent }: Intent) => intent;

/** The `metadata[key]` fields of a form body, as the intent's metadata. */
export const metadataOf = (body: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice(9, -1), value]),
  );

/** Stripe's redirect back: the return_url (a path of this site) with the intent id, its client secret and redirect_status. */
export function returnTo(intent: Intent): string {
  const url = new URL(intent.return_url || '/stripe-callback/', 'http://return.invalid');
  const name = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  url.searchParams.set(name, intent.id);
  url.searchParams.set(`${name}_client_secret`, intent.client_secret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'succeeded' : 'failed');
  return `${url.pathname}${url.search}`;
}
