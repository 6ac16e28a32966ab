import type { FastifyInstance } from 'fastify';
import { stripeBrowser } from './browser';
import { stripeCustomers } from './customers';
import { stripeIdempotency } from './idempotency';
import { stripePaymentIntents } from './payment-intents';

/** The Stripe sandbox: the REST API the server calls, the Stripe.js stand-in, the 3-D Secure page and the signed webhooks. */
export async function stripeSandbox(app: FastifyInstance): Promise<void> {
  stripeIdempotency(app);
  stripePaymentIntents(app);
  stripeCustomers(app);
  stripeBrowser(app);
}
