import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webhookSecret, type MercadoPagoPayment } from '../../payments/providers/mercadopago';
import { mercadoPagoSignatureHeader } from '../../payments/signatures/mercadopago';
import { sandboxId } from '../common';
import { apiMethod, cardTokens, EMAIL, idempotency, payments, refunded } from './records';

/** Payments: a card token's payment (then its signed notification), its read and its refunds. */
export function mercadoPagoPayments(app: FastifyInstance): void {
  app.post('/mercadopago/v1/payments', async (request, reply) => {
    const configured = await apiMethod(app, request, reply);
    if (!configured) return;
    const key = String(request.headers['x-idempotency-key'] ?? '');
    const repeated = key ? idempotency.get(key) : undefined;
    if (repeated !== undefined) return reply.code(201).send(payments.get(repeated));
    const body = request.body as { token?: string; transaction_amount?: number; installments?: number; external_reference?: string; payer?: { email?: string } };
    const card = cardTokens.get(String(body.token ?? ''));
    if (!card || card.used) return reply.code(400).send({ message: 'Card Token not found', status: 400, cause: [{ code: 2006 }] });
    if (body.installments !== 1) return reply.code(400).send({ message: 'Invalid installments', status: 400 });
    // As Mercado Pago: a card payment names its payer by e-mail.
    if (!EMAIL.test(body.payer?.email ?? '')) return reply.code(400).send({ message: 'payer.email must be a valid email', status: 400, cause: [{ code: 4050 }] });
    card.used = true;
    card.approved = card.holder === 'APRO';
    const payment: MercadoPagoPayment = {
      id: randomInt(10_000_000, 99_999_999),
      status: card.holder === 'APRO' ? 'approved' : 'rejected',
      status_detail: card.holder === 'APRO' ? 'accredited' : 'cc_rejected_other_reason',
      transaction_amount: Number(body.transaction_amount),
      external_reference: String(body.external_reference ?? ''),
    };
    payments.set(payment.id, payment);
    if (key) idempotency.set(key, payment.id);
    const requestId = sandboxId('', 24);
    const ts = String(Math.floor(request.server.payments.now().getTime() / 1000));
    await request.server.payments.http(`/payments/mercadopago/webhook?data.id=${payment.id}&type=payment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-signature': mercadoPagoSignatureHeader(webhookSecret(configured), { dataId: String(payment.id), requestId, ts }),
      },
      body: JSON.stringify({ action: 'payment.created', type: 'payment', data: { id: String(payment.id) } }),
    });
    return reply.code(201).send(payment);
  });

  /** Refunds (POST /v1/payments/{id}/refunds): a part or the rest of an approved payment, never more than it took. */
  app.post<{ Params: { id: string } }>('/mercadopago/v1/payments/:id/refunds', async (request, reply) => {
    if (!(await apiMethod(app, request, reply))) return;
    const payment = payments.get(Number(request.params.id));
    if (!payment) return reply.code(404).send({ message: 'Payment not found', status: 404 });
    const already = refunded.get(payment.id) ?? 0;
    const cents = Math.round(Number((request.body as { amount?: number } | undefined)?.amount ?? payment.transaction_amount - already / 100) * 100);
    if (payment.status !== 'approved' || !(cents > 0) || already + cents > Math.round(payment.transaction_amount * 100))
      return reply.code(400).send({ message: 'Invalid refund amount', status: 400 });
    refunded.set(payment.id, already + cents);
    return reply.code(201).send({ id: randomInt(10_000_000, 99_999_999), payment_id: payment.id, amount: cents / 100, status: 'approved' });
  });

  app.get<{ Params: { id: string } }>('/mercadopago/v1/payments/:id', async (request, reply) => {
    if (!(await apiMethod(app, request, reply))) return;
    const payment = payments.get(Number(request.params.id));
    return payment ?? reply.code(404).send({ message: 'Payment not found', status: 404 });
  });
}
