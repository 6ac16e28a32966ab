import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { stripeSignatureHeader } from '../../payments/signatures/stripe';
import { paymentRuntime } from '../../payments/runtime';
import { SANDBOX_SECRET_KEY, webhookSecret, type StripeIntent } from '../../payments/providers/stripe';
import { challengePage, configuredSandbox, fields, html, sandboxId, sandboxMethod } from '../common';

const SCRIPT = readFileSync(new URL('./stripe-js.js', import.meta.url), 'utf8');

interface Intent extends StripeIntent {
  client_secret: string;
  currency: string;
  capture_method: 'automatic' | 'manual';
  return_url?: string;
  card?: { last4: string; brand: string; exp: string };
}

const intents = new Map<string, Intent>();

/** The Stripe sandbox: the REST API the server calls, the Stripe.js stand-in, the 3-D Secure page and the signed webhooks. */
export async function stripeSandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Stripe, reply);

  async function api(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!(await method(reply))) return false;
    if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) {
      await reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return false;
    }
    return true;
  }

  async function webhook(type: string, intent: Intent): Promise<void> {
    const configured = await configuredSandbox(app, PaymentMethodType.Stripe);
    if (!configured) return;
    const { client_secret: _secret, return_url: _return, card: _card, ...object } = intent;
    const body = JSON.stringify({ id: sandboxId('evt_'), object: 'event', type, created: Math.floor(paymentRuntime().now().getTime() / 1000), data: { object } });
    const header = stripeSignatureHeader(webhookSecret(configured), Math.floor(paymentRuntime().now().getTime() / 1000), body);
    await paymentRuntime().http('/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body });
  }

  const find = (id: string) => intents.get(id);
  const notFound = (reply: FastifyReply, id: string) =>
    reply.code(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such intent: '${id}'` } });
  const publicIntent = ({ client_secret: _secret, return_url: _return, ...intent }: Intent) => intent;

  app.get('/stripe/v3.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  app.post('/stripe/v1/payment_intents', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = fields(request);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1) return reply.code(400).send({ error: { type: 'invalid_request_error', param: 'amount', message: 'Invalid integer' } });
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
      metadata: Object.fromEntries(
        Object.entries(body)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
      last_payment_error: null,
    };
    intents.set(id, intent);
    return { ...publicIntent(intent), client_secret: intent.client_secret };
  });

  app.post('/stripe/v1/setup_intents', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = fields(request);
    const id = sandboxId('seti_');
    const intent: Intent = {
      id,
      object: 'setup_intent',
      status: 'requires_payment_method',
      currency: 'eur',
      capture_method: 'automatic',
      client_secret: `${id}_secret_${sandboxId('', 16)}`,
      payment_method: null,
      metadata: Object.fromEntries(
        Object.entries(body)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
    };
    intents.set(id, intent);
    return { ...publicIntent(intent), client_secret: intent.client_secret };
  });

  app.get<{ Params: { id: string } }>('/stripe/v1/payment_intents/:id', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const intent = find(request.params.id);
    return intent?.object === 'payment_intent' ? publicIntent(intent) : notFound(reply, request.params.id);
  });

  app.get<{ Params: { id: string } }>('/stripe/v1/setup_intents/:id', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const intent = find(request.params.id);
    return intent?.object === 'setup_intent' ? publicIntent(intent) : notFound(reply, request.params.id);
  });

  app.post<{ Params: { id: string } }>('/stripe/v1/payment_intents/:id/capture', async (request, reply) => {
    if (!(await api(request, reply))) return;
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
    await webhook('payment_intent.succeeded', intent);
    return publicIntent(intent);
  });

  app.post<{ Params: { id: string } }>('/stripe/v1/payment_intents/:id/cancel', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const intent = find(request.params.id);
    if (!intent) return notFound(reply, request.params.id);
    if (intent.status === 'succeeded')
      return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' } });
    Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
    await webhook('payment_intent.canceled', intent);
    return publicIntent(intent);
  });

  app.post('/stripe/v1/refunds', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const body = fields(request);
    const intent = find(body.payment_intent ?? '');
    const amount = Number(body.amount ?? intent?.amount_received);
    if (!intent || intent.status !== 'succeeded' || !(amount > 0) || amount > intent.amount_received!)
      return reply.code(400).send({ error: { type: 'invalid_request_error', message: 'Refund not possible' } });
    return { id: sandboxId('re_'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' };
  });

  /** The stand-in's confirmPayment / confirmSetup: the chosen test card decides. */
  app.post('/stripe/js/confirm', async (request, reply) => {
    if (!(await method(reply))) return;
    const body = fields(request);
    const id = (body.client_secret ?? '').split('_secret_')[0] ?? '';
    const intent = find(id);
    if (!intent || intent.client_secret !== body.client_secret) return reply.code(400).send({ error: { type: 'invalid_request_error', message: 'No such client secret' } });
    if (intent.status === 'succeeded' || intent.status === 'requires_capture')
      return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This intent has already been confirmed.' } });
    intent.return_url = body.return_url;
    if (body.choice === '3ds') {
      intent.status = 'requires_action';
      return { redirect: `/sandbox/stripe/3ds/${intent.id}` };
    }
    await decide(intent, body.choice === 'approve', '4242');
    if (intent.status === 'requires_payment_method') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    return { redirect: returnTo(intent) };
  });

  app.get<{ Params: { id: string } }>('/stripe/3ds/:id', async (request, reply) => {
    if (!(await method(reply))) return;
    const intent = find(request.params.id);
    if (!intent || intent.status !== 'requires_action') return reply.code(404).send('Unknown authentication');
    return html(reply, challengePage(`/sandbox/stripe/3ds/${intent.id}`, {}));
  });

  app.post<{ Params: { id: string } }>('/stripe/3ds/:id', async (request, reply) => {
    if (!(await method(reply))) return;
    const intent = find(request.params.id);
    if (!intent || intent.status !== 'requires_action') return reply.code(404).send('Unknown authentication');
    await decide(intent, fields(request).choice === 'approve', '3184');
    return reply.redirect(returnTo(intent), 303);
  });

  async function decide(intent: Intent, approved: boolean, last4: string): Promise<void> {
    if (intent.object === 'setup_intent') {
      Object.assign(
        intent,
        approved
          ? { status: 'succeeded', payment_method: sandboxId('pm_'), card: { last4, brand: 'visa', exp: '12/34' } }
          : { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } },
      );
      return;
    }
    if (!approved) {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
      await webhook('payment_intent.payment_failed', intent);
    } else if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount, last_payment_error: null });
      await webhook('payment_intent.amount_capturable_updated', intent);
    } else {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      await webhook('payment_intent.succeeded', intent);
    }
  }
}

/** Stripe's redirect back: the return_url with the intent id, its client secret and redirect_status. */
function returnTo(intent: Intent): string {
  const url = new URL(intent.return_url || '/stripe-callback/', 'http://return.invalid');
  const name = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  url.searchParams.set(name, intent.id);
  url.searchParams.set(`${name}_client_secret`, intent.client_secret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'succeeded' : 'failed');
  return url.origin === 'http://return.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
