import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { toCents } from '../../../domain/money';
import { sandboxId } from '../common';
import { authorize } from './order-actions';
import { orders, sandboxOf, view } from './records';
import { sendSandboxWebhook } from './webhooks';

const SCRIPT = readFileSync(new URL('./sdk.js', import.meta.url), 'utf8');

/** The JS SDK stand-in (what @paypal/paypal-js loads from its sdkBaseUrl) and what its buttons ask: approval, authorization. */
export function paypalBuyer(app: FastifyInstance): void {
  const method = sandboxOf(app);

  app.get('/paypal/sdk/js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  /**
   * The buyer approves the order in the stand-in's sheet; with `choice: "decline"` the funding source will
   * be declined at capture (PayPal's PAYMENT.CAPTURE.DENIED). PayPal tells the webhook of the approval too.
   */
  app.post<{ Params: { id: string }; Body: { choice?: string } | undefined }>('/paypal/checkoutnow/:id/approve', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const order = orders.get(request.params.id);
    if (!order || order.status !== 'CREATED' || toCents(order.value) <= 0) return reply.code(422).send({ status: order?.status ?? 'UNKNOWN' });
    order.status = 'APPROVED';
    order.declineCapture = request.body?.choice === 'decline';
    const approval = { status: order.status, payerId: sandboxId('', 13).toUpperCase() };
    // Sent before answering so tests see its effect; the buttons still get the approval (the merchant's webhook may already have captured).
    await sendSandboxWebhook(app.payments, configured, 'CHECKOUT.ORDER.APPROVED', view(order));
    return approval;
  });

  /**
   * The buttons' actions.order.authorize() after the buyer's approval (the JS SDK asks PayPal with the buyer's
   * session): the order with its authorization; an order the merchant already authorized (its webhook of the
   * approval) answers the same.
   */
  app.post<{ Params: { id: string } }>('/paypal/checkoutnow/:id/authorize', async (request, reply) => {
    if (!(await method(reply))) return;
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    const refused = authorize(order);
    if (refused && refused.issue !== 'ORDER_ALREADY_AUTHORIZED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [refused] });
    return reply.code(201).send(view(order));
  });
}
