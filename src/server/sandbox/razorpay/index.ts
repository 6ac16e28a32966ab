import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import type { PaymentRuntime } from '../../payments/runtime';
import { basicAuth } from '../../payments/provider';
import { autoCaptures, keyId, keySecret, webhookSecret, type RazorpayPayment } from '../../payments/providers/razorpay';
import { findProviderMethod, type ProviderMethod } from '../../repositories/provider-payments';
import { razorpayPaymentSignature, razorpayWebhookSignature } from '../../payments/signatures/razorpay';
import { fields, sandboxId, sandboxMethod } from '../common';

const SCRIPT = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');
const orders = new Map<string, { id: string; amount: number; currency: string; status: 'created' | 'paid' }>();
const payments = new Map<string, RazorpayPayment>();
/** What was refunded of each payment, in paise. */
const refunded = new Map<string, number>();

/** A webhook of the sandbox, signed with the method's webhook secret, delivered before the call that caused it answers. */
async function sendWebhook(runtime: PaymentRuntime, configured: ProviderMethod, event: string, payment: RazorpayPayment): Promise<void> {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { ...payment, entity: 'payment' } } },
    created_at: Math.floor(runtime.now().getTime() / 1000),
  });
  await runtime.http('/payments/razorpay/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpayWebhookSignature(webhookSecret(configured), body) },
    body,
  });
}

/**
 * The Razorpay sandbox: Orders and Payments API (with capture), the Checkout stand-in, signed handler data and
 * webhooks. As a Razorpay account does, it only authorizes an approved payment (payment.authorized), which the
 * merchant must capture, unless the method says the account captures by itself (`autoCapture`).
 */
export async function razorpaySandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Razorpay, reply);
  async function api(request: FastifyRequest, reply: FastifyReply) {
    const configured = await method(reply);
    if (!configured) return null;
    if (request.headers.authorization !== basicAuth(keyId(configured), keySecret(configured))) {
      await reply.code(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      return null;
    }
    return configured;
  }

  app.get('/razorpay/checkout.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  app.post('/razorpay/v1/orders', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = request.body as { amount?: unknown; currency?: unknown };
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', field: 'amount', description: 'Order amount less than minimum amount allowed' } });
    const order = { id: sandboxId('order_', 14), amount: body.amount as number, currency: String(body.currency ?? 'INR'), status: 'created' as const };
    orders.set(order.id, order);
    return { ...order, entity: 'order', amount_paid: 0, amount_due: order.amount };
  });

  app.get<{ Params: { id: string } }>('/razorpay/v1/payments/:id', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const payment = payments.get(request.params.id);
    return payment ? { ...payment, entity: 'payment' } : reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
  });

  /**
   * The merchant's capture of an authorized payment (POST /v1/payments/{id}/capture): exactly its amount, in
   * its currency; then Razorpay tells the webhook (payment.captured). A payment captured already is refused.
   */
  app.post<{ Params: { id: string } }>('/razorpay/v1/payments/:id/capture', async (request, reply) => {
    const configured = await api(request, reply);
    if (!configured) return;
    const payment = payments.get(request.params.id);
    if (!payment) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    if (payment.status !== 'authorized')
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured or is not authorized' } });
    const body = (request.body ?? {}) as { amount?: unknown; currency?: unknown };
    if (body.amount !== payment.amount || body.currency !== payment.currency)
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', field: 'amount', description: 'Capture amount must be equal to the amount authorized' } });
    payment.status = 'captured';
    await sendWebhook(app.payments, configured, 'payment.captured', payment);
    return { ...payment, entity: 'payment', captured: true };
  });

  /** Refunds (POST /v1/payments/{id}/refund): a part or the rest of a captured payment, never more than it took. */
  app.post<{ Params: { id: string } }>('/razorpay/v1/payments/:id/refund', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const payment = payments.get(request.params.id);
    if (!payment) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    const already = refunded.get(payment.id) ?? 0;
    const amount = Number((request.body as { amount?: number } | undefined)?.amount ?? payment.amount - already);
    if (payment.status !== 'captured' || !Number.isInteger(amount) || amount < 1 || already + amount > payment.amount)
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } });
    refunded.set(payment.id, already + amount);
    return { id: sandboxId('rfnd_', 14), entity: 'refund', amount, payment_id: payment.id, status: 'processed' };
  });

  app.post('/razorpay/checkout/pay', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const { key, order_id: orderId = '', choice, contact = '', email = '' } = fields(request);
    const order = orders.get(orderId);
    if (key !== keyId(configured) || !order) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key or order' } });
    // Razorpay's Checkout takes a payment only with the customer's contact and e-mail (prefilled, or typed in its sheet).
    if (!/^\+?[\d\s-]{8,}$/.test(contact) || !/^[^@\s]+@[^@\s]+$/.test(email))
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Please enter a valid contact and e-mail', field: contact ? 'email' : 'contact' } });
    if (order.status === 'paid') return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Order already paid' } });
    const approved = choice === 'approve';
    // The account's capture setting as it is now (a fresh read: the sandbox's view of its method may be a call behind).
    const account = (await findProviderMethod(app.db, configured.id)) ?? configured;
    const status = approved ? (autoCaptures(account) ? 'captured' : 'authorized') : 'failed';
    const payment: RazorpayPayment = { id: sandboxId('pay_', 14), order_id: order.id, amount: order.amount, currency: order.currency, status };
    payments.set(payment.id, payment);
    if (approved) order.status = 'paid';
    await sendWebhook(app.payments, configured, approved ? `payment.${status}` : 'payment.failed', payment);
    if (!approved)
      return {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', source: 'bank', reason: 'payment_failed', metadata: { order_id: order.id, payment_id: payment.id } },
      };
    return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: razorpayPaymentSignature(keySecret(configured), order.id, payment.id) };
  });
}
