import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toCents } from '../../../domain/money';
import { PaymentMethodType } from '../../db/schema';
import { basicAuth } from '../../payments/provider';
import { clientId, clientSecret, paypalCurrency, type PaypalAuthorization, type PaypalOrder } from '../../payments/providers/paypal';
import { sandboxId, sandboxMethod } from '../common';
import { sendSandboxWebhook, verifySandboxTransmission } from './webhooks';

const SCRIPT = readFileSync(new URL('./sdk.js', import.meta.url), 'utf8');
const tokens = new Set<string>();
type SandboxOrder = PaypalOrder & { value: string; currency: string; declineCapture?: boolean };
const orders = new Map<string, SandboxOrder>();
/** Authorizations of AUTHORIZE orders, by id. */
const authorizations = new Map<string, PaypalAuthorization & { orderId: string }>();
/** Each capture's amount and what was refunded of it, in cents. */
const captures = new Map<string, { orderId: string; amount: number; currency: string; refunded: number; declined: boolean }>();

/** The PayPal sandbox: OAuth, Orders v2 (create, get, capture, authorize), authorizations (get, capture), capture refunds, the JS SDK stand-in (what @paypal/paypal-js loads from its sdkBaseUrl) and its approval, the signed webhooks and their verify API. */
export async function paypalSandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.PayPal, reply);
  async function bearer(request: FastifyRequest, reply: FastifyReply) {
    if (!(await method(reply))) return false;
    if (!tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      await reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
      return false;
    }
    return true;
  }
  const view = (order: SandboxOrder) => {
    const { value, currency, declineCapture: _decline, ...rest } = order;
    return { ...rest, purchase_units: [{ ...(rest.purchase_units?.[0] ?? {}), amount: { value, currency_code: currency } }] };
  };

  /**
   * PayPal's check of an amount: a currency it takes, and a value with no more decimals than PayPal counts for
   * it (none for JPY, HUF, TWD: DECIMALS_NOT_SUPPORTED), else the issue it answers.
   */
  const amountIssue = (amount: { value?: string; currency_code?: string } | undefined): string | null => {
    const currency = paypalCurrency(amount?.currency_code ?? '');
    if (!currency) return 'CURRENCY_NOT_SUPPORTED';
    const match = /^\d+(?:\.(\d+))?$/.exec(amount?.value ?? '');
    if (!match) return 'INVALID_PARAMETER_VALUE';
    return (match[1]?.length ?? 0) > currency.minorUnits ? 'DECIMALS_NOT_SUPPORTED' : null;
  };

  app.get('/paypal/sdk/js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

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
    if (!(await bearer(request, reply))) return;
    const unit = (request.body as { purchase_units?: Array<{ amount?: { value?: string; currency_code?: string } }> }).purchase_units?.[0];
    const issue = amountIssue(unit?.amount);
    if (issue) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue, field: 'amount' }] });
    const intent = (request.body as { intent?: string }).intent === 'AUTHORIZE' ? ('AUTHORIZE' as const) : ('CAPTURE' as const);
    const order = { id: sandboxId('', 17).toUpperCase(), intent, status: 'CREATED' as const, value: unit!.amount!.value!, currency: unit!.amount!.currency_code! };
    orders.set(order.id, order);
    return reply.code(201).send(view(order));
  });

  app.get<{ Params: { id: string } }>('/paypal/v2/checkout/orders/:id', async (request, reply) => {
    if (!(await bearer(request, reply))) return;
    const order = orders.get(request.params.id);
    return order ? view(order) : reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
  });

  app.post<{ Params: { id: string } }>('/paypal/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!(await bearer(request, reply))) return;
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    if (order.intent === 'AUTHORIZE') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ACTION_DOES_NOT_MATCH_INTENT' }] });
    if (order.status === 'COMPLETED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    if (order.status !== 'APPROVED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    order.status = 'COMPLETED';
    await takeCapture(order, reply);
    return reply.code(201).send(view(order));
  });

  /** A capture of the order's amount (or its authorization's): declined when the buyer's funding source was; PayPal tells the webhook. */
  async function takeCapture(order: SandboxOrder, reply: FastifyReply) {
    const capture = { id: sandboxId('', 17).toUpperCase(), status: order.declineCapture ? 'DECLINED' : 'COMPLETED', amount: { value: order.value, currency_code: order.currency } };
    captures.set(capture.id, { orderId: order.id, amount: toCents(order.value), currency: order.currency, refunded: 0, declined: order.declineCapture === true });
    const payments = order.purchase_units?.[0]?.payments ?? {};
    order.purchase_units = [{ payments: { ...payments, captures: [capture] } }];
    // PayPal then tells the webhook what became of the capture, whoever asked for it.
    const configured = await method(reply);
    if (configured)
      await sendSandboxWebhook(app.payments, configured, order.declineCapture ? 'PAYMENT.CAPTURE.DENIED' : 'PAYMENT.CAPTURE.COMPLETED', {
        ...capture,
        amount: { value: order.value, currency_code: order.currency },
        supplementary_data: { related_ids: { order_id: order.id } },
      });
    return capture;
  }

  /** Authorizes an approved AUTHORIZE order: the order is COMPLETED with one authorization of its amount (a second ask answers ORDER_ALREADY_AUTHORIZED). */
  function authorize(order: SandboxOrder): { issue: string } | null {
    if (order.intent !== 'AUTHORIZE') return { issue: 'ACTION_DOES_NOT_MATCH_INTENT' };
    if (order.status === 'COMPLETED') return { issue: 'ORDER_ALREADY_AUTHORIZED' };
    if (order.status !== 'APPROVED') return { issue: 'ORDER_NOT_APPROVED' };
    order.status = 'COMPLETED';
    const authorization = { id: sandboxId('', 17).toUpperCase(), status: 'CREATED' as const, amount: { value: order.value, currency_code: order.currency }, orderId: order.id };
    authorizations.set(authorization.id, authorization);
    order.purchase_units = [{ payments: { authorizations: [authorizationView(authorization)] } }];
    return null;
  }
  const authorizationView = ({ orderId, ...authorization }: PaypalAuthorization & { orderId: string }): PaypalAuthorization => ({
    ...authorization,
    supplementary_data: { related_ids: { order_id: orderId } },
  });

  app.post<{ Params: { id: string } }>('/paypal/v2/checkout/orders/:id/authorize', async (request, reply) => {
    if (!(await bearer(request, reply))) return;
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    const refused = authorize(order);
    if (refused) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [refused] });
    return reply.code(201).send(view(order));
  });

  app.get<{ Params: { id: string } }>('/paypal/v2/payments/authorizations/:id', async (request, reply) => {
    if (!(await bearer(request, reply))) return;
    const authorization = authorizations.get(request.params.id);
    return authorization ? authorizationView(authorization) : reply.code(404).send({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
  });

  /** Captures an authorization in full, once (AUTHORIZATION_ALREADY_CAPTURED after). */
  app.post<{ Params: { id: string } }>('/paypal/v2/payments/authorizations/:id/capture', async (request, reply) => {
    if (!(await bearer(request, reply))) return;
    const authorization = authorizations.get(request.params.id);
    const order = authorization ? orders.get(authorization.orderId) : undefined;
    if (!authorization || !order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (authorization.status === 'CAPTURED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'AUTHORIZATION_ALREADY_CAPTURED' }] });
    authorization.status = 'CAPTURED';
    const capture = await takeCapture(order, reply);
    const payments = order.purchase_units?.[0]?.payments ?? {};
    order.purchase_units = [{ payments: { ...payments, authorizations: [authorizationView(authorization)] } }];
    return reply.code(201).send({ ...capture, supplementary_data: { related_ids: { order_id: order.id, authorization_id: authorization.id } } });
  });

  /** A refund of a capture: part or all of what is left of it, in the capture's currency; the capture is then PARTIALLY_REFUNDED or REFUNDED. */
  app.post<{ Params: { id: string } }>('/paypal/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!(await bearer(request, reply))) return;
    const capture = captures.get(request.params.id);
    if (!capture || capture.declined) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const asked = (request.body as { amount?: { value?: string; currency_code?: string } } | undefined)?.amount;
    const left = capture.amount - capture.refunded;
    if (left === 0) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
    if (asked && (asked.currency_code !== capture.currency || amountIssue(asked)))
      return reply
        .code(422)
        .send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: asked.currency_code !== capture.currency ? 'REFUND_CURRENCY_MISMATCH' : amountIssue(asked) }] });
    const amount = asked ? toCents(asked.value!) : left;
    if (amount <= 0 || amount > left) return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
    capture.refunded += amount;
    return reply
      .code(201)
      .send({ id: sandboxId('', 17).toUpperCase(), status: 'COMPLETED', amount: { value: paypalCurrency(capture.currency)!.decimal(amount), currency_code: capture.currency } });
  });

  /**
   * The buyer approves the order in the stand-in's sheet; with `choice: "decline"` the funding source will
   * be declined at capture (PayPal's PAYMENT.CAPTURE.DENIED). PayPal tells the webhook of the approval too.
   */
  app.post<{ Params: { id: string }; Body: { choice?: string } | undefined }>('/paypal/checkoutnow/:id/approve', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const order = orders.get(request.params.id);
    if (!order || order.status !== 'CREATED' || toCents(order.value) <= 0) return reply.code(422).send({ status: order?.status ?? 'UNKNOWN' });
    order.status = 'APPROVED';
    order.declineCapture = request.body?.choice === 'decline';
    const approval = { status: order.status, payerId: sandboxId('', 13).toUpperCase() };
    // Sent before answering so tests see its effect; the buttons still get the approval (the merchant's webhook may already have captured).
    await sendSandboxWebhook(app.payments, configured, 'CHECKOUT.ORDER.APPROVED', view(order));
    return approval;
  });

  /**
   * The buttons' actions.order.authorize() after the buyer's approval (the JS SDK asks PayPal with the buyer's
   * session): the order with its authorization; an order the merchant already authorized (its webhook of the
   * approval) answers the same.
   */
  app.post<{ Params: { id: string } }>('/paypal/checkoutnow/:id/authorize', async (request, reply) => {
    if (!(await method(reply))) return;
    const order = orders.get(request.params.id);
    if (!order) return reply.code(404).send({ name: 'RESOURCE_NOT_FOUND' });
    const refused = authorize(order);
    if (refused && refused.issue !== 'ORDER_ALREADY_AUTHORIZED') return reply.code(422).send({ name: 'UNPROCESSABLE_ENTITY', details: [refused] });
    return reply.code(201).send(view(order));
  });

  app.post('/paypal/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (!(await bearer(request, reply))) return;
    return { verification_status: verifySandboxTransmission((request.body ?? {}) as Parameters<typeof verifySandboxTransmission>[0]) };
  });
}
