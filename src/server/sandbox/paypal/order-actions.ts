import type { FastifyInstance, FastifyReply } from 'fastify';
import { toCents } from '../../../domain/money';
import { sandboxId } from '../common';
import { authorizations, authorizationView, captures, sandboxOf, type SandboxOrder } from './records';
import { sendSandboxWebhook } from './webhooks';

/** A capture of the order's amount (or its authorization's): declined when the buyer's funding source was; PayPal tells the webhook. */
export async function takeCapture(app: FastifyInstance, order: SandboxOrder, reply: FastifyReply) {
  const capture = { id: sandboxId('', 17).toUpperCase(), status: order.declineCapture ? 'DECLINED' : 'COMPLETED', amount: { value: order.value, currency_code: order.currency } };
  captures.set(capture.id, { orderId: order.id, amount: toCents(order.value), currency: order.currency, refunded: 0, declined: order.declineCapture === true });
  const payments = order.purchase_units?.[0]?.payments ?? {};
  order.purchase_units = [{ payments: { ...payments, captures: [capture] } }];
  // PayPal then tells the webhook what became of the capture, whoever asked for it.
  const configured = await sandboxOf(app)(reply);
  if (configured)
    await sendSandboxWebhook(app.payments, configured, order.declineCapture ? 'PAYMENT.CAPTURE.DENIED' : 'PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      amount: { value: order.value, currency_code: order.currency },
      supplementary_data: { related_ids: { order_id: order.id } },
    });
  return capture;
}

/** Authorizes an approved AUTHORIZE order: the order is COMPLETED with one authorization of its amount (a second ask answers ORDER_ALREADY_AUTHORIZED). */
export function authorize(order: SandboxOrder): { issue: string } | null {
  if (order.intent !== 'AUTHORIZE') return { issue: 'ACTION_DOES_NOT_MATCH_INTENT' };
  if (order.status === 'COMPLETED') return { issue: 'ORDER_ALREADY_AUTHORIZED' };
  if (order.status !== 'APPROVED') return { issue: 'ORDER_NOT_APPROVED' };
  order.status = 'COMPLETED';
  const authorization = { id: sandboxId('', 17).toUpperCase(), status: 'CREATED' as const, amount: { value: order.value, currency_code: order.currency }, orderId: order.id };
  authorizations.set(authorization.id, authorization);
  order.purchase_units = [{ payments: { authorizations: [authorizationView(authorization)] } }];
  return null;
}
