import { parse } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stripeWebhook } from '../../payments/providers/stripe';
import { redsysNotification } from '../../payments/providers/redsys';
import { razorpayWebhook } from '../../payments/providers/razorpay';
import { mercadoPagoWebhook } from '../../payments/providers/mercadopago';
import { paypalWebhook } from '../../payments/providers/paypal/webhook';
import { authorizeNetWebhook } from '../../payments/providers/authorizenet/webhook';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: provider signatures are over these bytes. */
    rawBody?: string;
  }
}

/**
 * What the providers call on their own (not the portal): notifications and webhooks under /payments/<provider>/.
 * Each verifies what the provider signs over the raw body; a delivery that does not verify changes nothing,
 * is logged and answered 400 (the provider retries; a forger learns nothing). Replays change the state once.
 */
export async function providerWebhooks(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, body === '' ? {} : JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    done(null, parse(String(body)));
  });

  app.post('/stripe/webhook', async (request, reply) => {
    const result = await stripeWebhook(app.payments, request.rawBody ?? '', header(request.headers['stripe-signature']));
    return result === 'badSignature' ? reply.code(400).send({ received: false }) : { received: true };
  });

  app.post('/redsys/notification', async (request, reply) => {
    const result = await redsysNotification(app.payments, (request.body ?? {}) as Record<string, string>);
    return reply
      .code(result === 'badSignature' ? 400 : 200)
      .type('text/plain')
      .send(result === 'badSignature' ? 'KO' : 'OK');
  });

  app.post('/razorpay/webhook', async (request, reply) => {
    const result = await razorpayWebhook(app.payments, request.rawBody ?? '', header(request.headers['x-razorpay-signature']));
    return result === 'badSignature' ? reply.code(400).send({ received: false }) : { received: true };
  });

  app.post<{ Querystring: Record<string, string | undefined> }>('/mercadopago/webhook', async (request, reply) => {
    const dataId = request.query['data.id'] ?? (request.body as { data?: { id?: string } } | undefined)?.data?.id ?? '';
    if (request.query.type !== undefined && request.query.type !== 'payment') return { received: true };
    const result = await mercadoPagoWebhook(app.payments, {
      dataId: String(dataId),
      signature: header(request.headers['x-signature']),
      requestId: header(request.headers['x-request-id']),
    });
    return result === 'badSignature' ? reply.code(400).send({ received: false }) : { received: true };
  });

  app.post('/paypal/webhook', async (request, reply) => {
    const result = await paypalWebhook(app.payments, request.rawBody ?? '', {
      transmissionId: header(request.headers['paypal-transmission-id']),
      transmissionTime: header(request.headers['paypal-transmission-time']),
      transmissionSig: header(request.headers['paypal-transmission-sig']),
      certUrl: header(request.headers['paypal-cert-url']),
      authAlgo: header(request.headers['paypal-auth-algo']),
    });
    return result === 'badSignature' ? reply.code(400).send({ received: false }) : { received: true };
  });

  app.post('/authorizenet/webhook', async (request, reply) => {
    const result = await authorizeNetWebhook(app.payments, request.rawBody ?? '', header(request.headers['x-anet-signature']));
    return result === 'badSignature' ? reply.code(400).send({ received: false }) : { received: true };
  });

  /** Transbank's response_url: the browser comes back from Webpay (POST or GET) and goes on to the portal's checkout. */
  const transbankReturn = async (request: FastifyRequest<{ Params: { requestId: string }; Querystring: Record<string, string | undefined> }>, reply: FastifyReply) => {
    const given = { ...request.query, ...((request.body as Record<string, string | undefined> | undefined) ?? {}) };
    const next = new URLSearchParams({ transbank_request: request.params.requestId });
    for (const name of ['TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION']) if (given[name]) next.set(name, String(given[name]));
    return reply.redirect(`/checkout?${next.toString()}`, 303);
  };
  app.get('/transbank/return/:requestId', transbankReturn);
  app.post('/transbank/return/:requestId', transbankReturn);
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
