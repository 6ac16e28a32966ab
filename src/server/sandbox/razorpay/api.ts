import type { FastifyInstance } from 'fastify';
import { sandboxId } from '../common';
import type { RazorpayAccess } from './access';
import { orders, payments, refunded, sendWebhook } from './records';

/** Razorpay's Orders and Payments API: an order, a payment's read, the merchant's capture and refunds. */
export function razorpayApi(app: FastifyInstance, access: RazorpayAccess): void {
  app.post('/razorpay/v1/orders', async (request, reply) => {
    if (!(await access.api(request, reply))) return;
    const body = request.body as { amount?: unknown; currency?: unknown };
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', field: 'amount', description: 'Order amount less than minimum amount allowed' } });
    const order = { id: sandboxId('order_', 14), amount: body.amount as number, currency: String(body.currency ?? 'INR'), status: 'created' as const };
    orders.set(order.id, order);
    return { ...order, entity: 'order', amount_paid: 0, amount_due: order.amount };
  });

  app.get<{ Params: { id: string } }>('/razorpay/v1/payments/:id', async (request, reply) => {
    if (!(await access.api(request, reply))) return;
    const payment = payments.get(request.params.id);
    return payment ? { ...payment, entity: 'payment' } : reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
  });

  /**
   * The merchant's capture of an authorized payment (POST /v1/payments/{id}/capture): exactly its amount, in
   * its currency; then Razorpay tells the webhook (payment.captured). A payment captured already is refused.
   */
  app.post<{ Params: { id: string } }>('/razorpay/v1/payments/:id/capture', async (request, reply) => {
    const configured = await access.api(request, reply);
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
    if (!(await access.api(request, reply))) return;
    const payment = payments.get(request.params.id);
    if (!payment) return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    const already = refunded.get(payment.id) ?? 0;
    const amount = Number((request.body as { amount?: number } | undefined)?.amount ?? payment.amount - already);
    if (payment.status !== 'captured' || !Number.isInteger(amount) || amount < 1 || already + amount > payment.amount)
      return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } });
    refunded.set(payment.id, already + amount);
    return { id: sandboxId('rfnd_', 14), entity: 'refund', amount, payment_id: payment.id, status: 'processed' };
  });
}
