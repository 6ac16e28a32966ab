import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fields, sandboxId } from '../common';
import { decide, webhook } from './outcome';
import { apiAllowed, customers, find, intents, metadataOf, notFound, paymentMethods, publicIntent, refunded, type Intent } from './records';

/** POST /v1/payment_intents: a new intent, or an off-session charge of a saved card at once (confirm=true). */
async function createPaymentIntent(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const body = fields(request);
  const amount = Number(body.amount);
  if (!Number.isInteger(amount) || amount < 1) return reply.code(400).send({ error: { type: 'invalid_request_error', param: 'amount', message: 'Invalid integer' } });
  if (body.customer && !customers.has(body.customer))
    return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${body.customer}'` } });
  const id = sandboxId('pi_');
  const intent: Intent = {
    id,
    object: 'payment_intent',
    status: 'requires_payment_method',
    amount,
    amount_received: 0,
    amount_capturable: 0,
    currency: body.currency ?? 'eur',
    capture_method: body.capture_method === 'manual' ? 'manual' : 'automatic',
    client_secret: `${id}_secret_${sandboxId('', 16)}`,
    customer: body.customer || null,
    payment_method: null,
    setup_future_usage: body.setup_future_usage || null,
    metadata: metadataOf(body),
    last_payment_error: null,
  };
  intents.set(id, intent);
  if (body.confirm === 'true' && body.payment_method) {
    // Off-session with a saved card: the card must be attached to the intent's customer, and is charged at once.
    const saved = paymentMethods.get(body.payment_method);
    if (!saved || !saved.customer || saved.customer !== intent.customer)
      return reply.code(400).send({
        error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${body.payment_method}'` },
      });
    intent.payment_method = saved.id;
    const declined = saved.card.last4 === '0341';
    // Stripe sends the webhook on its own time: the checkout that asked is still waiting for this answer.
    await decide(app, intent, !declined, saved.card.last4, 'later');
    if (declined)
      return reply.code(402).send({
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: publicIntent(intent) },
      });
  }
  return { ...publicIntent(intent), client_secret: intent.client_secret };
}

/** PaymentIntents: create, read, capture, cancel, and refunds. */
export function stripePaymentIntents(app: FastifyInstance): void {
  app.post('/stripe/v1/payment_intents', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    return createPaymentIntent(app, request, reply);
  });

  app.get<{ Params: { id: string } }>('/stripe/v1/payment_intents/:id', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const intent = find(request.params.id);
    return intent?.object === 'payment_intent' ? publicIntent(intent) : notFound(reply, request.params.id);
  });

  app.post<{ Params: { id: string } }>('/stripe/v1/payment_intents/:id/capture', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const intent = find(request.params.id);
    if (!intent) return notFound(reply, request.params.id);
    if (intent.status !== 'requires_capture')
      return reply.code(400).send({
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        },
      });
    const amount = fields(request).amount_to_capture ? Number(fields(request).amount_to_capture) : intent.amount_capturable!;
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_capturable!)
      return reply.code(400).send({ error: { type: 'invalid_request_error', param: 'amount_to_capture', message: 'Invalid amount_to_capture' } });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    await webhook(app, 'payment_intent.succeeded', intent);
    return publicIntent(intent);
  });

  app.post<{ Params: { id: string } }>('/stripe/v1/payment_intents/:id/cancel', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const intent = find(request.params.id);
    if (!intent) return notFound(reply, request.params.id);
    if (intent.status === 'succeeded')
      return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' } });
    Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
    await webhook(app, 'payment_intent.canceled', intent);
    return publicIntent(intent);
  });

  app.post('/stripe/v1/refunds', async (request, reply) => {
    if (!(await apiAllowed(app, request, reply))) return;
    const body = fields(request);
    const intent = find(body.payment_intent ?? '');
    const already = intent ? (refunded.get(intent.id) ?? 0) : 0;
    const amount = Number(body.amount ?? (intent ? intent.amount_received! - already : 0));
    if (!intent) return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: 'No such payment_intent' } });
    if (intent.status !== 'succeeded' || !Number.isInteger(amount) || amount < 1 || amount > intent.amount_received! - already)
      return reply
        .code(400)
        .send({ error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund amount is greater than the unrefunded amount of the charge' } });
    refunded.set(intent.id, already + amount);
    intent.amount_refunded = already + amount;
    return { id: sandboxId('re_'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' };
  });
}
