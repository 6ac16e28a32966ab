// The Stripe adapter: checkout payments, saved cards, refunds, the return page's poll and webhooks (client.ts: how it reaches Stripe).
import Stripe from 'stripe';
import type { Cents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { findProviderPayment, methodsOfType, movePaymentStatus, openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { confirmBookingsOfSales } from '../../../repositories/booking-payments';
import type { PaymentContext, PaymentTypeModule } from '../../../checkout/payment-types/payment-type';
import { Refusal } from '../../../http/refusal';
import { verifyStripeSignature } from '../../signatures/stripe';
import { checkAuthorizationWindow, methodOf, ProviderDeclined, retentionOf, savedCardOf, settledAtOnce, verifyingMethod, type ProviderAdapter } from '../../provider';
import { setting, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, statusAnswer, type ProviderOutcome } from '../../settle';
import { checkoutAmount } from '../currency';
import { refundMade } from '../refund-answer';
import { attempt, SANDBOX_WEBHOOK_SECRET, stripeFailure, stripeOf, stripeStatusOf, webhookSecret } from './client';
import { intentOutcome, rememberCard, saveStripeCard, STRIPE_MINOR_UNITS, stripeCurrency, type StripeIntent } from './intents';

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
