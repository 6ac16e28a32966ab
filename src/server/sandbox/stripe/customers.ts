import type { FastifyInstance } from 'fastify';
import { fields, sandboxId } from '../common';
import { apiAllowed, customers, find, intents, metadataOf, notFound, paymentMethods, publicIntent, type Intent } from './records';

/** Customers, their PaymentMethods, and SetupIntents (a card kept for later). */
export function stripeCustomers(app: FastifyInstance): void {
  app.post('/stripe/v1/customers', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const id = sandboxId('cus_', 14);
    customers.add(id);
    return { id, object: 'customer', metadata: {} };
  });

  app.get<{ Params: { id: string } }>('/stripe/v1/payment_methods/:id', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const found = paymentMethods.get(request.params.id);
    return found ?? reply.code(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${request.params.id}'` } });
  });

  app.post('/stripe/v1/setup_intents', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const body = fields(request);
    const id = sandboxId('seti_');
    const intent: Intent = {
      id,
      object: 'setup_intent',
      status: 'requires_payment_method',
      currency: 'eur',
      capture_method: 'automatic',
      client_secret: `${id}_secret_${sandboxId('', 16)}`,
      customer: body.customer || null,
      payment_method: null,
      metadata: metadataOf(body),
    };
    intents.set(id, intent);
    return { ...publicIntent(intent), client_secret: intent.client_secret };
  });

  app.get<{ Params: { id: string } }>('/stripe/v1/setup_intents/:id', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const intent = find(request.params.id);
    return intent?.object === 'setup_intent' ? publicIntent(intent) : notFound(reply, request.params.id);
  });
}
