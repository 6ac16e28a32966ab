import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { autoCaptures, keyId, keySecret, type RazorpayPayment } from '../../payments/providers/razorpay';
import { razorpayPaymentSignature } from '../../payments/signatures/razorpay';
import { findProviderMethod } from '../../repositories/provider-payments';
import { fields, sandboxId } from '../common';
import type { RazorpayAccess } from './access';
import { orders, payments, sendWebhook } from './records';

const SCRIPT = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');

/** The Checkout stand-in: its script, and the sheet's payment with the signed handler data it answers. */
export function razorpaySheet(app: FastifyInstance, access: RazorpayAccess): void {
  app.get('/razorpay/checkout.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  app.post('/razorpay/checkout/pay', async (request, reply) => {
    const configured = await access.method(reply);
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
