import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { setting } from '../../payments/runtime';
import { accessToken, webhookSecret, type MercadoPagoPayment } from '../../payments/providers/mercadopago';
import { mercadoPagoSignatureHeader } from '../../payments/signatures/mercadopago';
import { sandboxId, sandboxMethod } from '../common';

const EMAIL = /^[^@\s]+@[^@\s]+$/;
const SCRIPT = readFileSync(new URL('./sdk.js', import.meta.url), 'utf8');
const cardTokens = new Map<string, { holder: string; last4: string; used: boolean; approved?: boolean; kept?: boolean }>();
/** Mercado Pago customers by id (their e-mail and kept cards). */
const customers = new Map<string, { email: string; cards: string[] }>();
const payments = new Map<number, MercadoPagoPayment>();
const idempotency = new Map<string, number>();
/** What was refunded of each payment, in cents. */
const refunded = new Map<number, number>();

/** The Mercado Pago sandbox: the SDK's card payment brick stand-in, card tokens, payments, customers and their cards, and signed notifications. */
export async function mercadoPagoSandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.MercadoPago, reply);

  app.get('/mercadopago/sdk.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  app.post<{ Querystring: { public_key?: string } }>('/mercadopago/v1/card_tokens', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.query.public_key !== setting(configured, 'publicKey')) return reply.code(401).send({ message: 'invalid public_key' });
    const body = request.body as { card_number?: string; cardholder?: { name?: string } };
    const digits = String(body.card_number ?? '');
    if (!/^\d{13,19}$/.test(digits)) return reply.code(400).send({ message: 'invalid card_number' });
    const id = sandboxId('', 32);
    cardTokens.set(id, { holder: String(body.cardholder?.name ?? '').toUpperCase(), last4: digits.slice(-4), used: false });
    return reply.code(201).send({ id, last_four_digits: digits.slice(-4), status: 'active' });
  });

  app.post('/mercadopago/v1/payments', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== `Bearer ${accessToken(configured)}`) return reply.code(401).send({ message: 'invalid access token' });
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

  const authorized = async (authorization: string | undefined, reply: FastifyReply) => {
    const configured = await method(reply);
    if (!configured) return false;
    if (authorization !== `Bearer ${accessToken(configured)}`) {
      await reply.code(401).send({ message: 'invalid access token' });
      return false;
    }
    return true;
  };

  /** Customers: searched by e-mail, created with one (a second with the same e-mail is refused, as Mercado Pago does). */
  app.get<{ Querystring: { email?: string } }>('/mercadopago/v1/customers/search', async (request, reply) => {
    if (!(await authorized(request.headers.authorization, reply))) return;
    const results = [...customers].filter(([, customer]) => customer.email === request.query.email).map(([id, customer]) => ({ id, email: customer.email }));
    return { paging: { total: results.length, limit: 10, offset: 0 }, results };
  });

  app.post('/mercadopago/v1/customers', async (request, reply) => {
    if (!(await authorized(request.headers.authorization, reply))) return;
    const email = String((request.body as { email?: string } | undefined)?.email ?? '');
    if (!EMAIL.test(email)) return reply.code(400).send({ message: 'invalid email', status: 400 });
    if ([...customers.values()].some((customer) => customer.email === email))
      return reply.code(400).send({ message: 'the customer already exist', status: 400, cause: [{ code: '101' }] });
    const id = `${randomInt(100_000_000, 999_999_999)}-${sandboxId('', 14)}`;
    customers.set(id, { email, cards: [] });
    return reply.code(201).send({ id, email });
  });

  /** A card kept for a customer from the token of an approved payment (the card the customer chose to save). */
  app.post<{ Params: { id: string } }>('/mercadopago/v1/customers/:id/cards', async (request, reply) => {
    if (!(await authorized(request.headers.authorization, reply))) return;
    const customer = customers.get(request.params.id);
    if (!customer) return reply.code(404).send({ message: 'Customer not found', status: 404 });
    const card = cardTokens.get(String((request.body as { token?: string } | undefined)?.token ?? ''));
    if (!card || !card.approved || card.kept) return reply.code(400).send({ message: 'invalid card token', status: 400 });
    card.kept = true;
    const id = String(randomInt(1_000_000_000, 9_999_999_999));
    customer.cards.push(id);
    return reply
      .code(201)
      .send({ id, customer_id: request.params.id, last_four_digits: card.last4, expiration_month: 11, expiration_year: 2030, payment_method: { id: 'master' } });
  });

  /** Refunds (POST /v1/payments/{id}/refunds): a part or the rest of an approved payment, never more than it took. */
  app.post<{ Params: { id: string } }>('/mercadopago/v1/payments/:id/refunds', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== `Bearer ${accessToken(configured)}`) return reply.code(401).send({ message: 'invalid access token' });
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
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== `Bearer ${accessToken(configured)}`) return reply.code(401).send({ message: 'invalid access token' });
    const payment = payments.get(Number(request.params.id));
    return payment ?? reply.code(404).send({ message: 'Payment not found', status: 404 });
  });
}
