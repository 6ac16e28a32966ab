import type { Kysely } from 'kysely';
import type { Cents } from '../../../../domain/money';
import { PaymentMethodType, type DB } from '../../../db/schema';
import { findProviderPayment, methodsOfType, openProviderPayment, saveCardToken, type ProviderMethod } from '../../../repositories/provider-payments';
import { CheckoutRefusal } from '../../../checkout/refusal';
import { verifyStripeSignature } from '../../signatures/stripe';
import { checkAuthorizationWindow, formBody, methodOf, providerFailure, retentionOf, type ProviderAdapter } from '../../provider';
import { paymentRuntime, providerBaseUrl, setting, usesSandbox } from '../../runtime';
import { settleProviderEvent, statusAnswer, type ProviderOutcome } from '../../settle';

// Stripe: PaymentIntents (capture_method manual for a retention), SetupIntents to save a card, webhooks signed
// `Stripe-Signature: t=…,v1=…`. Spoken over Stripe's REST API (form-encoded requests, JSON answers), the
// same messages stripe-node sends; the base URL is the method's `baseUrl`, STRIPE_API_BASE or api.stripe.com.

export const SANDBOX_SECRET_KEY = 'sk_test_sandbox';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox';

const stripeBase = (method: ProviderMethod) => providerBaseUrl(method, '/sandbox/stripe', 'https://api.stripe.com', 'STRIPE_API_BASE');
const secretKey = (method: ProviderMethod) => setting(method, 'secretKey', 'STRIPE_SECRET_KEY') || (usesSandbox(method) ? SANDBOX_SECRET_KEY : '');
export const webhookSecret = (method: ProviderMethod) => setting(method, 'webhookSecret', 'STRIPE_WEBHOOK_SECRET') || (usesSandbox(method) ? SANDBOX_WEBHOOK_SECRET : '');

async function stripeCall(method: ProviderMethod, path: string, fields?: Record<string, string | number | undefined>, verb: 'GET' | 'POST' = fields ? 'POST' : 'GET') {
  return paymentRuntime().http(`${stripeBase(method)}${path}`, {
    method: verb,
    headers: { authorization: `Bearer ${secretKey(method)}`, 'content-type': 'application/x-www-form-urlencoded', 'stripe-version': '2024-06-20' },
    body: fields ? formBody(fields) : undefined,
  });
}

export interface StripeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  amount?: number;
  amount_received?: number;
  amount_capturable?: number;
  payment_method?: string | null;
  customer?: string | null;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
}

/** What a PaymentIntent's state means for the sale (Stripe's lifecycle). */
function intentOutcome(intent: StripeIntent): { outcome: ProviderOutcome; amount?: Cents } {
  if (intent.status === 'succeeded') return { outcome: 'succeeded', amount: intent.amount_received ?? intent.amount };
  if (intent.status === 'requires_capture') return { outcome: 'authorized', amount: intent.amount_capturable ?? intent.amount };
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)) return { outcome: 'failed' };
  return { outcome: 'pending' };
}

async function methodIds(db: Kysely<DB>) {
  return (await methodsOfType(db, PaymentMethodType.Stripe)).map((method) => method.id);
}

/** The return page's poll: our record first; while pending, Stripe is asked (a webhook may be late). */
export async function stripeStatus(db: Kysely<DB>, intentId: string, customerId: number | null): Promise<{ ok: boolean; retry: boolean; tokenId?: string | null }> {
  const methods = await methodsOfType(db, PaymentMethodType.Stripe);
  if (intentId.startsWith('seti_')) {
    for (const method of methods) {
      const answer = await stripeCall(method, `/v1/setup_intents/${encodeURIComponent(intentId)}`);
      if (answer.status !== 200) continue;
      const intent = answer.json<StripeIntent>();
      if (intent.status === 'succeeded' && intent.payment_method && customerId !== null && intent.metadata?.customer_id === String(customerId)) {
        const card = answer.json<{ card?: { last4?: string; brand?: string; exp?: string } }>().card;
        const id = await saveCardToken(db, {
          customerId,
          methodId: method.id,
          providerToken: intent.payment_method,
          cardEnding: card?.last4 ?? '0000',
          brand: card?.brand ?? null,
          expiry: card?.exp ?? null,
        });
        return { ok: true, retry: false, tokenId: String(id) };
      }
      if (intent.status === 'processing' || intent.status === 'requires_action') return { ok: false, retry: true };
      return { ok: false, retry: false };
    }
    return { ok: false, retry: false };
  }
  const ids = methods.map((method) => method.id);
  const payment = await findProviderPayment(db, ids, intentId);
  if (!payment) return { ok: false, retry: false };
  if (payment.status !== 'Pending') return statusAnswer(payment.status);
  const method = methods.find((candidate) => candidate.id === payment.methodId)!;
  const answer = await stripeCall(method, `/v1/payment_intents/${encodeURIComponent(intentId)}`);
  if (answer.status !== 200) return { ok: false, retry: true };
  const { outcome, amount } = intentOutcome(answer.json<StripeIntent>());
  const result = await settleProviderEvent(db, { methodIds: ids, reference: intentId, outcome, amount });
  return statusAnswer(result.kind === 'changed' || result.kind === 'unchanged' ? result.status : 'Failed');
}

/** A webhook delivery: verified against the method's signing secret, then applied once. */
export async function stripeWebhook(db: Kysely<DB>, rawBody: string, signature: string | undefined): Promise<'applied' | 'ignored' | 'badSignature'> {
  const runtime = paymentRuntime();
  const methods = await methodsOfType(db, PaymentMethodType.Stripe);
  const nowSeconds = Math.floor(runtime.now().getTime() / 1000);
  const verified = methods.some(
    (method) => webhookSecret(method) !== '' && verifyStripeSignature({ payload: rawBody, header: signature ?? '', secret: webhookSecret(method), nowSeconds }).ok,
  );
  if (!verified) {
    runtime.log.warn('stripe webhook with a signature that does not verify: ignored');
    return 'badSignature';
  }
  const event = JSON.parse(rawBody) as { type?: string; data?: { object?: StripeIntent } };
  const intent = event.data?.object;
  if (!intent || intent.object !== 'payment_intent') return 'ignored';
  const kinds: Record<string, ProviderOutcome> = {
    'payment_intent.succeeded': 'succeeded',
    'payment_intent.amount_capturable_updated': 'authorized',
    'payment_intent.payment_failed': 'failed',
    'payment_intent.canceled': 'failed',
  };
  const outcome = kinds[event.type ?? ''];
  if (!outcome) return 'ignored';
  const { amount } = intentOutcome({ ...intent, status: outcome === 'succeeded' ? 'succeeded' : outcome === 'authorized' ? 'requires_capture' : intent.status });
  await settleProviderEvent(db, { methodIds: await methodIds(db), reference: intent.id, outcome, amount: outcome === 'failed' ? undefined : amount });
  return 'applied';
}

export const stripeProvider: ProviderAdapter = {
  type: PaymentMethodType.Stripe,
  key: 'stripe',
  handles: [PaymentMethodType.Stripe],
  async start(context) {
    const method = await methodOf(context);
    const { retention, deadline } = await retentionOf(context);
    if (retention) checkAuthorizationWindow(method, deadline, context.now, 7);
    const answer = await stripeCall(method, '/v1/payment_intents', {
      amount: context.total,
      currency: context.club.currency_code.toLowerCase(),
      capture_method: retention ? 'manual' : 'automatic',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[sale_ids]': context.sales.map((sale) => sale.id).join(','),
      'metadata[customer_id]': context.customerId,
    });
    if (answer.status !== 200) throw providerFailure(method, 'create payment intent', answer);
    const intent = answer.json<StripeIntent & { client_secret: string }>();
    if (!intent.id) throw new CheckoutRefusal('payment.providerError', { method: method.name });
    await openProviderPayment(context.trx, { methodId: method.id, reference: intent.id, sales: context.sales, at: context.now });
    return { kind: 'provider', model: { stripe: { publicKey: setting(method, 'publicKey'), clientSecret: intent.client_secret, mode: 'payment' } } };
  },
  async capture(method, reference, amount) {
    const answer =
      amount > 0
        ? await stripeCall(method, `/v1/payment_intents/${encodeURIComponent(reference)}/capture`, { amount_to_capture: amount })
        : await stripeCall(method, `/v1/payment_intents/${encodeURIComponent(reference)}/cancel`, {});
    return answer.status === 200;
  },
  async refund(method, reference, amount) {
    return (await stripeCall(method, '/v1/refunds', { payment_intent: reference, amount })).status === 200;
  },
};
