import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { setting } from '../../payments/runtime';
import { sandboxId } from '../common';
import { apiMethod, cardTokens, customers, EMAIL, sandboxOf } from './records';

const SCRIPT = readFileSync(new URL('./sdk.js', import.meta.url), 'utf8');

/** The SDK's card payment brick stand-in and its card tokens; customers and the cards kept for them. */
export function mercadoPagoCards(app: FastifyInstance): void {
  const method = sandboxOf(app);

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

  /** Customers: searched by e-mail, created with one (a second with the same e-mail is refused, as Mercado Pago does). */
  app.get<{ Querystring: { email?: string } }>('/mercadopago/v1/customers/search', async (request, reply) => {
    if (!(await apiMethod(app, request, reply))) return;
    const results = [...customers].filter(([, customer]) => customer.email === request.query.email).map(([id, customer]) => ({ id, email: customer.email }));
    return { paging: { total: results.length, limit: 10, offset: 0 }, results };
  });

  app.post('/mercadopago/v1/customers', async (request, reply) => {
    if (!(await apiMethod(app, request, reply))) return;
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
    if (!(await apiMethod(app, request, reply))) return;
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
}
