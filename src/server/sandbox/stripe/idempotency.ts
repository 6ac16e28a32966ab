import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotent } from './records';

/**
 * Stripe's idempotency: a POST carrying an Idempotency-Key already seen answers the first answer again
 * (with Idempotent-Replayed: true), or 400 idempotency_error when its parameters differ.
 */
export function stripeIdempotency(app: FastifyInstance): void {
  const keyOf = (request: FastifyRequest) =>
    request.method === 'POST' && request.url.startsWith('/sandbox/stripe/v1/') && typeof request.headers['idempotency-key'] === 'string'
      ? `${request.url}|${request.headers['idempotency-key']}`
      : null;
  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    const seen = key ? idempotent.get(key) : undefined;
    if (!seen) return;
    if (seen.body !== JSON.stringify(request.body ?? null))
      return reply.code(400).send({
        error: {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
    return reply.code(seen.status).header('idempotent-replayed', 'true').type('application/json').send(seen.payload);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request);
    if (key && !idempotent.has(key) && typeof payload === 'string' && reply.statusCode < 500 && reply.getHeader('idempotent-replayed') === undefined)
      idempotent.set(key, { body: JSON.stringify(request.body ?? null), status: reply.statusCode, payload });
    if (request.url.startsWith('/sandbox/stripe/v1/') && request.headers['stripe-version']) reply.header('stripe-version', request.headers['stripe-version']);
    return payload;
  });
}
