import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { paymentRuntime } from '../../payments/runtime';
import { basicAuth } from '../../payments/provider';
import { keyId, keySecret, webhookSecret, type RazorpayPayment } from '../../payments/providers/razorpay';
import { razorpayPaymentSignature, razorpayWebhookSignature } from '../../payments/signatures/razorpay';
import { fields, sandboxId, sandboxMethod } from '../common';

const SCRIPT = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');
const orders = new Map<string, { id: string; amount: number; currency: string; status: 'created' | 'paid' }>();
const payments = new Map<string, RazorpayPayment>();
/** What was refunded of each payment, in paise. */
const refunded = new Map<string, number>();

/** The Razorpay sandbox: Orders and Payments API, the Checkout stand-in, signed handler data and webhooks. */
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

  /** The Checkout stand-in's payment: the handler data signed with the key secret, and the webhook. */
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
    const { key, order_id: orderId = '', choice } = fields(request);
    const order = orders.get(orderId);
    if (key !== keyId(configured) || !order) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key or order' } });
    if (order.status === 'paid') return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Order already paid' } });
    const approved = choice === 'approve';
    const payment: RazorpayPayment = { id: sandboxId('pay_', 14), order_id: order.id, amount: order.amount, status: approved ? 'captured' : 'failed' };
    payments.set(payment.id, payment);
    if (approved) order.status = 'paid';
    const body = JSON.stringify({
      entity: 'event',
      event: approved ? 'payment.captured' : 'payment.failed',
      payload: { payment: { entity: { ...payment, entity: 'payment' } } },
      created_at: Math.floor(paymentRuntime().now().getTime() / 1000),
    });
    await paymentRuntime().http('/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpayWebhookSignature(webhookSecret(configured), body) },
      body,
    });
    if (!approved)
      return {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', source: 'bank', reason: 'payment_failed', metadata: { order_id: order.id, payment_id: payment.id } },
      };
    return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: razorpayPaymentSignature(keySecret(configured), order.id, payment.id) };
  });
}
