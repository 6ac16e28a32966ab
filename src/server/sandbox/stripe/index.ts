import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { stripeSignatureHeader } from '../../payments/signatures/stripe';
import { SANDBOX_SECRET_KEY, webhookSecret, type StripeIntent } from '../../payments/providers/stripe';
import { challengePage, configuredSandbox, fields, html, ownOrigins, sameOriginPath, sandboxId, sandboxMethod } from '../common';

const SCRIPT = readFileSync(new URL('./stripe-js.js', import.meta.url), 'utf8');

interface Intent extends StripeIntent {
  client_secret: string;
  currency: string;
  capture_method: 'automatic' | 'manual';
  return_url?: string;
  amount_refunded?: number;
}

const intents = new Map<string, Intent>();
/** The PaymentMethods a confirmation created, and the customer each is attached to (setup_future_usage). */
const paymentMethods = new Map<
  string,
  { id: string; object: 'payment_method'; type: 'card'; customer: string | null; card: { brand: string; last4: string; exp_month: number; exp_year: number } }
>();
const customers = new Set<string>();
/** Each POST's answer by its Idempotency-Key (stripe-node keys every POST): a replay answers the same, without acting twice. */
const idempotent = new Map<string, { body: string; status: number; payload: string }>();
/** What was refunded of each PaymentIntent. */
const refunded = new Map<string, number>();

/** The Stripe sandbox: the REST API the server calls, the Stripe.js stand-in, the 3-D Secure page and the signed webhooks. */
export async function stripeSandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Stripe, reply);

  async function api(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!(await method(reply))) return false;
    if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) {
      await reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return false;
    }
    const version = request.headers['stripe-version'];
    if (version !== undefined && !/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(String(version))) {
      await reply.code(400).send({ error: { type: 'invalid_request_error', message: `Invalid Stripe API version: ${String(version)}` } });
      return false;
    }
    return true;
  }

  // Stripe's idempotency: a POST carrying an Idempotency-Key already seen answers the first answer again
  // (with Idempotent-Replayed: true), or 400 idempotency_error when its parameters differ.
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

  async function webhook(type: string, intent: Intent): Promise<void> {
    const configured = await configuredSandbox(app, PaymentMethodType.Stripe);
    if (!configured) return;
    const { client_secret: _secret, return_url: _return, ...object } = intent;
    const body = JSON.stringify({ id: sandboxId('evt_'), object: 'event', type, created: Math.floor(app.payments.now().getTime() / 1000), data: { object } });
    const header = stripeSignatureHeader(webhookSecret(configured), Math.floor(app.payments.now().getTime() / 1000), body);
    await app.payments.http('/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body });
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
      metadata: Object.fromEntries(
        Object.entries(body)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
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
      await decide(intent, !declined, saved.card.last4, 'later');
      if (declined)
        return reply.code(402).send({
          error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: publicIntent(intent) },
        });
    }
    return { ...publicIntent(intent), client_secret: intent.client_secret };
  });

  app.post('/stripe/v1/customers', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const id = sandboxId('cus_', 14);
    customers.add(id);
    return { id, object: 'customer', metadata: {} };
  });

  app.get<{ Params: { id: string } }>('/stripe/v1/payment_methods/:id', async (request, reply) => {
    if (!(await api(request, reply))) return;
    const found = paymentMethods.get(request.params.id);
    return found ?? reply.code(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${request.params.id}'` } });
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
      customer: body.customer || null,
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

  /** The stand-in's confirmPayment / confirmSetup: the chosen test card decides. */
  app.post('/stripe/js/confirm', async (request, reply) => {
    if (!(await method(reply))) return;
    const body = fields(request);
    const id = (body.client_secret ?? '').split('_secret_')[0] ?? '';
    const intent = find(id);
    if (!intent || intent.client_secret !== body.client_secret) return reply.code(400).send({ error: { type: 'invalid_request_error', message: 'No such client secret' } });
    if (intent.status === 'succeeded' || intent.status === 'requires_capture')
      return reply.code(400).send({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This intent has already been confirmed.' } });
    // Stripe goes back to any return_url; the sandbox only to a page of this site (never an open redirect).
    const returnPath = sameOriginPath(body.return_url || '/stripe-callback/', ownOrigins(request));
    if (returnPath === null)
      return reply.code(400).send({ error: { type: 'invalid_request_error', param: 'return_url', message: 'The sandbox returns only to pages of this site.' } });
    intent.return_url = returnPath;
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

  async function decide(intent: Intent, approved: boolean, last4: string, notify: 'now' | 'later' = 'now'): Promise<void> {
    const send = async (type: string) => {
      if (notify === 'now') return webhook(type, intent);
      setImmediate(() => void webhook(type, intent).catch((error: unknown) => app.log.warn({ err: error }, 'the stripe sandbox could not deliver a webhook')));
    };
    if (intent.object === 'setup_intent') {
      if (!approved) {
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
        return;
      }
      // The card set up becomes a PaymentMethod attached to the intent's customer, for later off-session use.
      const id = sandboxId('pm_');
      paymentMethods.set(id, { id, object: 'payment_method', type: 'card', customer: intent.customer ?? null, card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 } });
      Object.assign(intent, { status: 'succeeded', payment_method: id, last_payment_error: null });
      return;
    }
    if (!approved) {
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
      await send('payment_intent.payment_failed');
      return;
    }
    if (!intent.payment_method) {
      // The card the customer entered becomes a PaymentMethod; setup_future_usage attaches it to the customer.
      const id = sandboxId('pm_');
      paymentMethods.set(id, {
        id,
        object: 'payment_method',
        type: 'card',
        customer: intent.setup_future_usage && intent.customer ? intent.customer : null,
        card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
      });
      intent.payment_method = id;
    }
    if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount, last_payment_error: null });
      await send('payment_intent.amount_capturable_updated');
    } else {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      await send('payment_intent.succeeded');
    }
  }
}

/** Stripe's redirect back: the return_url (a path of this site) with the intent id, its client secret and redirect_status. */
function returnTo(intent: Intent): string {
  const url = new URL(intent.return_url || '/stripe-callback/', 'http://return.invalid');
  const name = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  url.searchParams.set(name, intent.id);
  url.searchParams.set(`${name}_client_secret`, intent.client_secret);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'succeeded' : 'failed');
  return `${url.pathname}${url.search}`;
}
