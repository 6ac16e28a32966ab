import { describe, expect, it } from 'vitest';
import { PaymentMethodType, type JsonObject } from '../db/schema';
import { jsonb } from '../db/json';
import { usePaymentServer } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';
import { stripeSignatureHeader } from './signatures/stripe';
import { razorpayWebhookSignature } from './signatures/razorpay';
import { authorizeNetSignatureHeader } from './signatures/authorizenet';
import { SANDBOX_WEBHOOK_SECRET as STRIPE_SANDBOX_SECRET } from './providers/stripe/client';
import { SANDBOX_WEBHOOK_SECRET as RAZORPAY_SANDBOX_SECRET } from './providers/razorpay';
import { SANDBOX_SIGNATURE_KEY as AUTHORIZENET_SANDBOX_KEY } from './providers/authorizenet';

// Who may vouch for a provider event (issue 21, item 2): only an active method, never with a sandbox secret
// published in this repository when the server runs in production, and only for that method's own payments.

const { state, kit } = usePaymentServer();
const db = () => state.server.app.db;

/** Another method of the provider, as a club adds its live account beside the demo one. */
async function addMethod(type: PaymentMethodType, privateConfig: JsonObject, active = true): Promise<number> {
  const row = await db()
    .insertInto('payment_methods')
    .values({ type, name: `Live ${type}`, description: null, public_config: jsonb({}), private_config: jsonb(privateConfig), active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending payment of `methodId`: checked out through the provider's sandbox method, then moved to that method. */
async function pendingPaymentOf(type: PaymentMethodType, methodId: number) {
  const model = await kit.checkout(state.ana, await kit.methodId(type));
  const saleId = model.saleIds[0]!;
  await db().updateTable('payments').set({ payment_method_id: methodId }).where('sale_id', '=', saleId).execute();
  const [payment] = await kit.payments(saleId);
  return { saleId, reference: payment!.provider_reference!, amount: Math.round(Number(payment!.amount) * 100) };
}

const statusOf = async (saleId: number) => (await kit.payments(saleId))[0]!.status;

const send = (server: TestApp, url: string, body: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body });

const stripeEvent = (server: TestApp, secret: string, intentId: string, amount: number) => {
  const body = JSON.stringify({
    id: 'evt_trust',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded', amount, amount_received: amount } },
  });
  return send(server, '/payments/stripe/webhook', body, { 'stripe-signature': stripeSignatureHeader(secret, Math.floor(server.app.clock.now().getTime() / 1000), body) });
};

const razorpayEvent = (server: TestApp, secret: string, orderId: string, amount: number) => {
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_trust', order_id: orderId, amount, status: 'captured' } } } });
  return send(server, '/payments/razorpay/webhook', body, { 'x-razorpay-signature': razorpayWebhookSignature(secret, body) });
};

const authorizeNetEvent = (server: TestApp, key: string, transId: string) => {
  const body = JSON.stringify({
    notificationId: `n-${transId}`,
    eventType: 'net.authorize.payment.void.created',
    payload: { responseCode: 1, entityName: 'transaction', id: transId },
  });
  return send(server, '/payments/authorizenet/webhook', body, { 'x-anet-signature': authorizeNetSignatureHeader(key, body) });
};

describe('provider webhooks trust only the method whose secret verified them', () => {
  it('a Stripe event verified with method A never settles a payment of method B', async () => {
    const a = await addMethod(PaymentMethodType.Stripe, { webhookSecret: 'whsec_club_a' });
    const b = await addMethod(PaymentMethodType.Stripe, { webhookSecret: 'whsec_club_b' });
    const payment = await pendingPaymentOf(PaymentMethodType.Stripe, b);
    expect((await stripeEvent(state.server, 'whsec_club_a', payment.reference, payment.amount)).statusCode).toBe(200);
    expect(await statusOf(payment.saleId)).toBe('Pending');
    expect((await kit.sale(payment.saleId)).status).toBe('Pending');
    expect((await stripeEvent(state.server, 'whsec_club_b', payment.reference, payment.amount)).statusCode).toBe(200);
    expect(await statusOf(payment.saleId)).toBe('Succeeded');
    expect(a).not.toBe(b);
  });

  it('a Razorpay event verified with method A never settles a payment of method B', async () => {
    await addMethod(PaymentMethodType.Razorpay, { webhookSecret: 'rzp_club_a' });
    const b = await addMethod(PaymentMethodType.Razorpay, { webhookSecret: 'rzp_club_b' });
    const payment = await pendingPaymentOf(PaymentMethodType.Razorpay, b);
    expect((await razorpayEvent(state.server, 'rzp_club_a', payment.reference, payment.amount)).statusCode).toBe(200);
    expect(await statusOf(payment.saleId)).toBe('Pending');
    await razorpayEvent(state.server, 'rzp_club_b', payment.reference, payment.amount);
    expect(await statusOf(payment.saleId)).toBe('Succeeded');
  });

  it('an Authorize.Net notification signed with method A never moves a payment of method B', async () => {
    await addMethod(PaymentMethodType.AuthorizeNet, { signatureKey: 'ANET-CLUB-A' });
    const b = await addMethod(PaymentMethodType.AuthorizeNet, { signatureKey: 'ANET-CLUB-B' });
    // Authorize.Net charges inside the checkout; a payment still pending is what a void notification can fail.
    const payment = await pendingPaymentOf(PaymentMethodType.Stripe, b);
    expect((await authorizeNetEvent(state.server, 'ANET-CLUB-A', payment.reference)).statusCode).toBe(200);
    expect(await statusOf(payment.saleId)).toBe('Pending');
    await authorizeNetEvent(state.server, 'ANET-CLUB-B', payment.reference);
    expect(await statusOf(payment.saleId)).toBe('Failed');
  });

  it("an inactive method's secret verifies nothing", async () => {
    const off = await addMethod(PaymentMethodType.Stripe, { webhookSecret: 'whsec_switched_off' }, false);
    const payment = await pendingPaymentOf(PaymentMethodType.Stripe, off);
    expect((await stripeEvent(state.server, 'whsec_switched_off', payment.reference, payment.amount)).statusCode).toBe(400);
    expect(await statusOf(payment.saleId)).toBe('Pending');
    const razorpayOff = await addMethod(PaymentMethodType.Razorpay, { webhookSecret: 'rzp_switched_off' }, false);
    const razorpayPayment = await pendingPaymentOf(PaymentMethodType.Razorpay, razorpayOff);
    expect((await razorpayEvent(state.server, 'rzp_switched_off', razorpayPayment.reference, razorpayPayment.amount)).statusCode).toBe(400);
    expect(await statusOf(razorpayPayment.saleId)).toBe('Pending');
  });

  // Last: a second (production) instance takes over the process-wide payment runtime.
  it('in production the published sandbox secrets verify nothing, whether a method is on the sandbox or was given one', async () => {
    const copied = {
      stripe: await addMethod(PaymentMethodType.Stripe, { webhookSecret: STRIPE_SANDBOX_SECRET }),
      razorpay: await addMethod(PaymentMethodType.Razorpay, { webhookSecret: RAZORPAY_SANDBOX_SECRET }),
      authorizeNet: await addMethod(PaymentMethodType.AuthorizeNet, { signatureKey: AUTHORIZENET_SANDBOX_KEY }),
      live: await addMethod(PaymentMethodType.Stripe, { webhookSecret: 'whsec_live_account' }),
    };
    const onSandbox = await pendingPaymentOf(PaymentMethodType.Stripe, await kit.methodId(PaymentMethodType.Stripe));
    const stripe = await pendingPaymentOf(PaymentMethodType.Stripe, copied.stripe);
    const razorpay = await pendingPaymentOf(PaymentMethodType.Razorpay, copied.razorpay);
    const authorizeNet = await pendingPaymentOf(PaymentMethodType.Stripe, copied.authorizeNet);
    const live = await pendingPaymentOf(PaymentMethodType.Stripe, copied.live);

    const production = await createTestApp({ instanceOf: state.server, env: { NODE_ENV: 'production' } });
    try {
      expect(production.config.production).toBe(true);
      expect((await stripeEvent(production, STRIPE_SANDBOX_SECRET, onSandbox.reference, onSandbox.amount)).statusCode).toBe(400);
      expect((await stripeEvent(production, STRIPE_SANDBOX_SECRET, stripe.reference, stripe.amount)).statusCode).toBe(400);
      expect((await razorpayEvent(production, RAZORPAY_SANDBOX_SECRET, razorpay.reference, razorpay.amount)).statusCode).toBe(400);
      expect((await authorizeNetEvent(production, AUTHORIZENET_SANDBOX_KEY, authorizeNet.reference)).statusCode).toBe(400);
      for (const payment of [onSandbox, stripe, razorpay, authorizeNet]) expect(await statusOf(payment.saleId)).toBe('Pending');
      // The club's own secret still works in production.
      expect((await stripeEvent(production, 'whsec_live_account', live.reference, live.amount)).statusCode).toBe(200);
      expect(await statusOf(live.saleId)).toBe('Succeeded');
    } finally {
      await production.close();
    }
  });
});
