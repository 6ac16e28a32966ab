import type { FastifyInstance } from 'fastify';
import { basicAuth } from '../../payments/provider';
import { clientId, clientSecret } from '../../payments/providers/paypal';
import { sandboxId } from '../common';
import { authorize, takeCapture } from './order-actions';
import { amountIssue, bearer, orders, sandboxOf, tokens, view } from './records';

/** OAuth and Orders v2: create, get, capture, authorize. */
export function paypalOrders(app: FastifyInstance): void {
  const method = sandboxOf(app);

  app.post('/paypal/v1/oauth2/token', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    if (request.headers.authorization !== basicAuth(clientId(configured), clientSecret(configured)))
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const token = sandboxId('A21AA', 40);
    tokens.add(token);
    return { scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', expires_in: 32400 };
  });

  app.post('/paypal/v2/checkout/orders', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    const unit = (request.body as { purchase_units?: Array<{ amount?: { value?: string; currency_code?: string } }> }).purchase_units?.[0];
    const issue = amountIssue(unit?.amount);
    if (issue) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue, field: 'amount' }] });
    const intent = (request.body as { intent?: string }).intent === 'AUTHORIZE' ? ('AUTHORIZE' as const) : ('CAPTURE' as const);
    const order = { id: sandboxId('', 17).toUpperCase(), intent, status: 'CREATED' as const, value: unit!.amount!.value!, currency: unit!.amount!.currency_code! };
    orders.set(order.id, order);
    return reply.code(201).send(view(order));
  });

  app.get<{ Params: { id: string } }>('/paypal/v2/checkout/orders/:id', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    const order = orders.get(request.params.id);
    return order ? view(order) : reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
  });

  app.post<{ Params: { id: string } }>('/paypal/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    if (order.intent === 'AUTHORIZE') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ACTION_DOES_NOT_MATCH_INTENT' }] });
    if (order.status === 'COMPLETED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    if (order.status !== 'APPROVED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    order.status = 'COMPLETED';
    await takeCapture(app, order, reply);
    return reply.code(201).send(view(order));
  });

  app.post<{ Params: { id: string } }>('/paypal/v2/checkout/orders/:id/authorize', async (request, reply) => {
    if (!(await bearer(app, request, reply))) return;
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    const refused = authorize(order);
    if (refused) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [refused] });
    return reply.code(201).send(view(order));
  });
}
