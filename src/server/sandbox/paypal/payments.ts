import type { FastifyInstance } from 'fastify';
import { toCents } from '../../../domain/money';
import { paypalCurrency } from '../../payments/providers/paypal';
import { sandboxId } from '../common';
import { takeCapture } from './order-actions';
import { amountIssue, authorizations, authorizationView, bearer, captures, orders } from './records';
import { verifySandboxTransmission } from './webhooks';

/** Payments: authorizations (get, capture), capture refunds, and the webhooks' verify API. */
export function paypalPayments(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/paypal/v2/payments/authorizations/:id', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    const authorization = authorizations.get(request.params.id);
    return authorization ? authorizationView(authorization) : reply.code(404).send({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
  });

  /** Captures an authorization in full, once (AUTHORIZATION_ALREADY_CAPTURED after). */
  app.post<{ Params: { id: string } }>('/paypal/v2/payments/authorizations/:id/capture', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    const authorization = authorizations.get(request.params.id);
    const order = authorization ? orders.get(authorization.orderId) : undefined;
    if (!authorization || !order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (authorization.status === 'CAPTURED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'AUTHORIZATION_ALREADY_CAPTURED' }] });
    authorization.status = 'CAPTURED';
    const capture = await takeCapture(app, order, reply);
    const payments = order.purchase_units?.[0]?.payments ?? {};
    order.purchase_units = [{ payments: { ...payments, authorizations: [authorizationView(authorization)] } }];
    return reply.code(201).send({ ...capture, supplementary_data: { related_ids: { order_id: order.id, authorization_id: authorization.id } } });
  });

  /** A refund of a capture: part or all of what is left of it, in the capture's currency; the capture is then PARTIALLY_REFUNDED or REFUNDED. */
  app.post<{ Params: { id: string } }>('/paypal/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    const capture = captures.get(request.params.id);
    if (!capture || capture.declined) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const asked = (request.body as { amount?: { value?: string; currency_code?: string } } | undefined)?.amount;
    const left = capture.amount - capture.refunded;
    if (left === 0) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
    if (asked && (asked.currency_code !== capture.currency || amountIssue(asked)))
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: asked.currency_code !== capture.currency ? 'REFUND_CURRENCY_MISMATCH' : amountIssue(asked) }] });
    const amount = asked ? toCents(asked.value!) : left;
    if (amount <= 0 || amount > left) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
    capture.refunded += amount;
    return reply
      .code(201)
      .send({ id: sandboxId('', 17).toUpperCase(), status: 'COMPLETED', amount: { value: paypalCurrency(capture.currency)!.decimal(amount), currency_code: capture.currency } });
  });

  app.post('/paypal/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    return { verification_status: verifySandboxTransmission((request.body ?? {}) as Parameters<typeof verifySandboxTransmission>[0]) };
  });
}
