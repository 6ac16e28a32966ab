import type { FastifyInstance } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { webhookSecret } from '../../payments/providers/stripe/client';
import { stripeSignatureHeader } from '../../payments/signatures/stripe';
import { configuredSandbox, sandboxId } from '../common';
import { paymentMethods, type Intent } from './records';

/** The signed webhook of an intent's change, as Stripe sends it. */
export async function webhook(app: FastifyInstance, type: string, intent: Intent): Promise<void> {
  const configured = await configuredSandbox(app, PaymentMethodType.Stripe);
  if (!configured) return;
  const { client_secret: _secret, return_url: _return, ...object } = intent;
  const body = JSON.stringify({ id: sandboxId('evt_'), object: 'event', type, created: Math.floor(app.payments.now().getTime() / 1000), data: { object } });
  const header = stripeSignatureHeader(webhookSecret(configured), Math.floor(app.payments.now().getTime() / 1000), body);
  await app.payments.http('/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body });
}

/** A confirmation's outcome: the card approved or declined, a PaymentMethod made, the intent's new status and its webhook. */
export async function decide(app: FastifyInstance, intent: Intent, approved: boolean, last4: string, notify: 'now' | 'later' = 'now'): Promise<void> {
  const send = async (type: string) => {
    if (notify === 'now') return webhook(app, type, intent);
    setImmediate(() => void webhook(app, type, intent).catch((error: unknown) => app.log.warn({ err: error }, 'the stripe sandbox could not deliver a webhook')));
  };
  if (intent.object === 'setup_intent') {
    if (!approved) {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
      return;
    }
    // The card set up becomes a PaymentMethod attached to the intent's customer, for later off-session use.
    const id = sandboxId('pm_');
    paymentMethods.set(id, { id, object: 'payment_method', type: 'card', customer: intent.customer ?? null, card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 } });
    Object.assign(intent, { status: 'succeeded', payment_method: id, last_payment_error: null });
    return;
  }
  if (!approved) {
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
    await send('payment_intent.payment_failed');
    return;
  }
  if (!intent.payment_method) {
    // The card the customer entered becomes a PaymentMethod; setup_future_usage attaches it to the customer.
    const id = sandboxId('pm_');
    paymentMethods.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      customer: intent.setup_future_usage && intent.customer ? intent.customer : null,
      card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
    });
    intent.payment_method = id;
  }
  if (intent.capture_method === 'manual') {
    Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount, last_payment_error: null });
    await send('payment_intent.amount_capturable_updated');
  } else {
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
    await send('payment_intent.succeeded');
  }
}
