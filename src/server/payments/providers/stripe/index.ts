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
import type { Cents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { findProviderPayment, methodsOfType, movePaymentStatus, openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { saveCardToken } from '../../../repositories/card-tokens';
import { confirmBookingsOfSales } from '../../../repositories/booking-payments';
import type { PaymentContext, PaymentTypeModule } from '../../../checkout/payment-types/payment-type';
import { Refusal } from '../../../http/refusal';
import { verifyStripeSignature } from '../../signatures/stripe';
import { checkAuthorizationWindow, methodOf, ProviderDeclined, retentionOf, savedCardOf, settledAtOnce, verifyingMethod, type ProviderAdapter } from '../../provider';
import { providerBaseUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, statusAnswer, type ProviderOutcome } from '../../settle';
import { checkoutAmount, providerCurrency } from '../currency';
import { refundMade } from '../refund-answer';

export const SANDBOX_SECRET_KEY = 'sk_test_sandbox';
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox';
/**
 * The API version this adapter is written against, sent by stripe-node as `Stripe-Version`: the one the
 * installed stripe-node is typed for (its `Stripe.API_VERSION`, node_modules/stripe/esm/apiVersion.js), since
 * stripe-node's types describe only that version. Typed as Stripe.LatestApiVersion, so upgrading the SDK
 * without moving this pin fails the type check (and stripe.test.ts checks they agree).
 */
export const API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';
/**
 * Where Stripe departs from ISO 4217's minor units: ISK and UGX are sent with two decimals (multiples of 100)
 * for backwards compatibility, and MGA without any. Every other zero-decimal currency (JPY, KRW, CLP…) is sent
 * unscaled, three-decimal ones (KWD, BHD…) in thousandths ending in 0.
 */
const STRIPE_MINOR_UNITS: Readonly<Record<string, number>> = { ISK: 2, UGX: 2, MGA: 0 };
const stripeCurrency = (code: string) => providerCurrency(code, STRIPE_MINOR_UNITS);
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
function stripeOf(payments: PaymentRuntime, method: ProviderMethod): Stripe {
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
const stripeStatusOf = (error: unknown): number | null => (error instanceof Stripe.errors.StripeError ? (error.statusCode ?? null) : null);

/** A Stripe call that failed: logged, and the checkout refused naming the method. */
function stripeFailure(payments: PaymentRuntime, method: ProviderMethod, what: string, error: unknown): Refusal {
  payments.log.error(
    { method: method.id, what, status: stripeStatusOf(error), message: error instanceof Error ? error.message.slice(0, 500) : String(error) },
    'payment provider call failed',
  );
  return new Refusal('payment.providerError', { method: method.name });
}

/** The call's answer, or null when Stripe refused it (logged). */
async function attempt<T>(payments: PaymentRuntime, method: ProviderMethod, what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    payments.log.warn({ method: method.id, what, status: stripeStatusOf(error), message: error instanceof Error ? error.message : String(error) }, 'stripe call refused');
    return null;
  }
}

export interface StripeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  amount?: number;
  amount_received?: number;
  amount_capturable?: number;
  /** Lower case ISO code ("eur"); the amounts are in its smallest unit as Stripe counts it. */
  currency?: string;
  payment_method?: string | null;
  customer?: string | null;
  metadata?: Record<string, string>;
  setup_future_usage?: string | null;
  last_payment_error?: { message?: string } | null;
}

/** A card kept at Stripe saved as the customer's card: its PaymentMethod id (brand, last 4 and expiry read from Stripe). */
async function saveStripeCard(payments: PaymentRuntime, method: ProviderMethod, customerId: number, paymentMethodId: string): Promise<number | null> {
  const { db } = payments;
  const found = await attempt(payments, method, 'read a payment method', () => stripeOf(payments, method).paymentMethods.retrieve(paymentMethodId));
  if (!found) return null;
  const card = found.card;
  return saveCardToken(db, {
    customerId,
    methodId: method.id,
    providerToken: paymentMethodId,
    cardEnding: card?.last4 ?? '0000',
    brand: card?.brand ?? null,
    expiry: card?.exp_month && card.exp_year ? `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}` : null,
  });
}

/**
 * A PaymentIntent created with setup_future_usage that succeeded leaves its card attached to the Stripe
 * customer: its PaymentMethod id is saved as the customer's card.
 */
async function rememberCard(payments: PaymentRuntime, method: ProviderMethod, intent: StripeIntent): Promise<number | null> {
  const customerId = Number(intent.metadata?.customer_id);
  if (!intent.setup_future_usage || !intent.payment_method || !Number.isSafeInteger(customerId)) return null;
  return saveStripeCard(payments, method, customerId, intent.payment_method);
}

/** An intent's amount (Stripe's unit of its currency) in cents; -1, never a sale's amount, when it cannot be read. */
function intentCents(intent: StripeIntent, units: number | undefined): Cents | undefined {
  if (units === undefined) return undefined;
  const currency = intent.currency === undefined ? undefined : stripeCurrency(intent.currency);
  return (currency ? currency.cents(units) : units) ?? -1;
}

/** What a PaymentIntent's state means for the sale (Stripe's lifecycle), with its amount in cents. */
function intentOutcome(intent: StripeIntent): { outcome: ProviderOutcome; amount?: Cents } {
  if (intent.status === 'succeeded') return { outcome: 'succeeded', amount: intentCents(intent, intent.amount_received ?? intent.amount) };
  if (intent.status === 'requires_capture') return { outcome: 'authorized', amount: intentCents(intent, intent.amount_capturable ?? intent.amount) };
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)) return { outcome: 'failed' };
  return { outcome: 'pending' };
}

/** The return page's poll: our record first; while pending, Stripe is asked (a webhook may be late). */
export async function stripeStatus(payments: PaymentRuntime, intentId: string, customerId: number | null): Promise<{ ok: boolean; retry: boolean; tokenId?: string | null }> {
  const { db } = payments;
  const methods = await methodsOfType(db, PaymentMethodType.Stripe);
  if (intentId.startsWith('seti_')) {
    for (const method of methods) {
      const intent = await attempt(payments, method, 'read a setup intent', () => stripeOf(payments, method).setupIntents.retrieve(intentId));
      if (!intent) continue;
      const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
      if (intent.status === 'succeeded' && paymentMethod && customerId !== null && intent.metadata?.customer_id === String(customerId)) {
        const id = await saveStripeCard(payments, method, customerId, paymentMethod);
        return id === null ? { ok: false, retry: true } : { ok: true, retry: false, tokenId: String(id) };
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
  const found = await attempt(payments, method, 'read a payment intent', () => stripeOf(payments, method).paymentIntents.retrieve(intentId));
  if (!found) return { ok: false, retry: true };
  const intent = found as unknown as StripeIntent;
  const { outcome, amount } = intentOutcome(intent);
  const result = await settleProviderEvent(payments, { methodIds: ids, reference: intentId, outcome, amount });
  if (outcome === 'succeeded' || outcome === 'authorized') await rememberCard(payments, method, intent);
  return statusAnswer(result.kind === 'changed' || result.kind === 'unchanged' ? result.status : 'Failed');
}

/** A webhook delivery: verified against the method's signing secret, then applied once. */
export async function stripeWebhook(payments: PaymentRuntime, rawBody: string, signature: string | undefined): Promise<'applied' | 'ignored' | 'badSignature'> {
  const nowSeconds = Math.floor(payments.now().getTime() / 1000);
  const method = await verifyingMethod(
    payments,
    PaymentMethodType.Stripe,
    { of: webhookSecret, published: SANDBOX_WEBHOOK_SECRET },
    (secret) => verifyStripeSignature({ payload: rawBody, header: signature ?? '', secret, nowSeconds }).ok,
  );
  if (!method) {
    payments.log.warn('stripe webhook with a signature that does not verify: ignored');
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
  // Only the verifying method's payments: another method's secret never vouches for them.
  const result = await settleProviderEvent(payments, { methodIds: [method.id], reference: intent.id, outcome, amount: outcome === 'failed' ? undefined : amount });
  if ((result.kind === 'changed' || result.kind === 'unchanged') && outcome !== 'failed') await rememberCard(payments, method, intent);
  return 'applied';
}

export const stripeProvider: ProviderAdapter & Pick<PaymentTypeModule, 'setupCard'> = {
  type: PaymentMethodType.Stripe,
  key: 'stripe',
  handles: [PaymentMethodType.Stripe],
  async start(context) {
    const { payments } = context;
    const method = await methodOf(context);
    const { retention, deadline } = await retentionOf(context);
    if (retention) checkAuthorizationWindow(method, deadline, context.now, 7);
    const { currency, units } = checkoutAmount(method, context.club.currency_code, context.total, STRIPE_MINOR_UNITS);
    const common = {
      amount: units,
      currency: currency.code.toLowerCase(),
      capture_method: retention ? ('manual' as const) : ('automatic' as const),
      metadata: { sale_ids: context.sales.map((sale) => sale.id).join(','), customer_id: String(context.customerId) },
    };
    const saved = await savedCardOf(context, method);
    if (saved) return chargeSavedCard(payments, context, method, saved, common, retention);
    // Saving the card: the intent belongs to a Stripe customer and keeps its card for off-session use.
    const customer = context.saveCard ? await stripeCustomer(payments, method, context.customerId) : undefined;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripeOf(payments, method).paymentIntents.create({
        ...common,
        automatic_payment_methods: { enabled: true },
        ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
      });
    } catch (error) {
      throw stripeFailure(payments, method, 'create payment intent', error);
    }
    if (!intent.id || !intent.client_secret) throw new Refusal('payment.providerError', { method: method.name });
    await openProviderPayment(context.trx, { methodId: method.id, reference: intent.id, sales: context.sales, at: context.now });
    return { kind: 'provider', model: { stripe: { publicKey: setting(method, 'publicKey'), clientSecret: intent.client_secret, mode: 'payment' } } };
  },
  /**
   * A card kept without charging it (doc 2, card-payment return pages): a SetupIntent of a Stripe customer for
   * off-session use. The portal confirms it with confirmSetup; its status saves the card and answers its token id.
   */
  async setupCard(context) {
    const { payments } = context;
    const method = await methodOf(context);
    const customer = await stripeCustomer(payments, method, context.customerId);
    let intent: Stripe.SetupIntent;
    try {
      intent = await stripeOf(payments, method).setupIntents.create({
        customer,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        metadata: { customer_id: String(context.customerId) },
      });
    } catch (error) {
      throw stripeFailure(payments, method, 'create setup intent', error);
    }
    if (!intent.id || !intent.client_secret) throw new Refusal('payment.providerError', { method: method.name });
    return { stripe: { publicKey: setting(method, 'publicKey'), clientSecret: intent.client_secret, mode: 'setup' } };
  },
  async capture(payments, method, reference, amount) {
    const intents = stripeOf(payments, method).paymentIntents;
    if (amount === 0) return (await attempt(payments, method, 'cancel', () => intents.cancel(reference))) !== null;
    const units = await intentUnits(payments, method, reference, amount);
    return units !== null && (await attempt(payments, method, 'capture', () => intents.capture(reference, { amount_to_capture: units }))) !== null;
  },
  async refund(payments, method, payment, amount) {
    const units = await intentUnits(payments, method, payment.reference, amount);
    if (units === null) return false;
    const refund = await attempt(payments, method, 'refund', () => stripeOf(payments, method).refunds.create({ payment_intent: payment.reference, amount: units }));
    return refund !== null && refund.status !== 'failed' && refund.status !== 'canceled' && refundMade(refund.id);
  },
};

/** Cents of an intent in Stripe's unit of the intent's own currency (read from Stripe); null when it cannot be said. */
async function intentUnits(payments: PaymentRuntime, method: ProviderMethod, reference: string, amount: Cents): Promise<number | null> {
  const intent = await attempt(payments, method, 'read a payment intent', () => stripeOf(payments, method).paymentIntents.retrieve(reference));
  return (intent && stripeCurrency(intent.currency)?.units(amount)) ?? null;
}

/** A Stripe customer for the player, to attach the card they keep. */
async function stripeCustomer(payments: PaymentRuntime, method: ProviderMethod, customerId: number): Promise<string> {
  try {
    return (await stripeOf(payments, method).customers.create({ metadata: { customer_id: String(customerId) } })).id;
  } catch (error) {
    throw stripeFailure(payments, method, 'create customer', error);
  }
}

/**
 * A saved card pays at once: a PaymentIntent confirmed off-session with the card's PaymentMethod and the
 * customer it is attached to. Succeeded settles the sales; requires_capture (retention) holds them; a decline
 * (Stripe answers 402 card_error, which stripe-node throws) refuses the checkout.
 */
async function chargeSavedCard(
  payments: PaymentRuntime,
  context: PaymentContext,
  method: ProviderMethod,
  card: { id: number; providerToken: string },
  common: Pick<Stripe.PaymentIntentCreateParams, 'amount' | 'currency' | 'capture_method' | 'metadata'>,
  retention: boolean,
) {
  const stripe = stripeOf(payments, method);
  const paymentMethod = await attempt(payments, method, 'read a saved card', () => stripe.paymentMethods.retrieve(card.providerToken));
  const customer = typeof paymentMethod?.customer === 'string' ? paymentMethod.customer : (paymentMethod?.customer?.id ?? null);
  if (!customer) throw new ProviderDeclined(method);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create({ ...common, customer, payment_method: card.providerToken, off_session: true, confirm: true });
  } catch (error) {
    if (stripeStatusOf(error) === 402) throw new ProviderDeclined(method);
    throw stripeFailure(payments, method, 'charge a saved card', error);
  }
  if (intent.status === 'succeeded') return settledAtOnce(context, method, intent.id, card.id);
  if (retention && intent.status === 'requires_capture') {
    await openProviderPayment(context.trx, { methodId: method.id, reference: intent.id, sales: context.sales, at: context.now, cardTokenId: card.id });
    await movePaymentStatus(context.trx, [method.id], intent.id, { from: ['Pending'], to: 'Authorized', at: context.now });
    await confirmBookingsOfSales(
      context.trx,
      context.sales.map((sale) => sale.id),
      { settled: false },
    );
    return { kind: 'provider' as const, model: { paid: true } };
  }
  throw new ProviderDeclined(method);
}
