import { randomUUID } from 'node:crypto';
import { toCents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { Refusal } from '../../../http/refusal';
import { basicAuth, methodOf, providerPaymentOf, providerFailure, type ProviderAdapter } from '../../provider';
import { providerBaseUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, statusAnswer } from '../../settle';
import { checkoutAmount, providerCurrency } from '../currency';
import { refundMade } from '../refund-answer';

// No official SDK on the server: @paypal/paypal-server-sdk hard-codes its two base URLs and the older
// @paypal/checkout-server-sdk is deprecated, so PayPal's REST API is spoken directly, at the method's `baseUrl` /
// PAYPAL_API_BASE (by default https://api-m.paypal.com) or this server's /sandbox/paypal. The portal's
// @paypal/paypal-js points its sdkBaseUrl at the sandbox's stand-in.
//
// Orders v2 with intent AUTHORIZE (doc 3 §4.3, §7: "after authorization, a callback call" with orderId and
// authorizationId): an OAuth token (client credentials), an order created with intent AUTHORIZE, approved by the
// buyer in the PayPal buttons and authorized there (actions.order.authorize()), then paypal/callback takes the
// authorization id, checks it is this order's (GET /v2/payments/authorizations/{id}) and captures it (POST
// /v2/payments/authorizations/{id}/capture); the sale is settled once. Without an authorization id (a webhook of the
// approval: the browser may never come back) the server authorizes the order itself (POST
// /v2/checkout/orders/{id}/authorize, or reads the order when it already is). Capturing twice answers
// AUTHORIZATION_ALREADY_CAPTURED, read back from the order. A refund gives back part or all of the order's capture
// (POST /v2/payments/captures/{id}/refund).

/** The currencies PayPal's REST API takes (its currency codes reference). */
const PAYPAL_CURRENCIES = new Set([
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
]);
/** Where PayPal departs from ISO 4217's minor units: HUF and TWD take no decimals at PayPal (JPY has none anyway). */
const PAYPAL_MINOR_UNITS: Readonly<Record<string, number>> = { HUF: 0, TWD: 0 };
/** A currency as PayPal writes amounts in it ("12.50", "3500"), or undefined for one PayPal does not take. */
export const paypalCurrency = (code: string) => (PAYPAL_CURRENCIES.has(code.toUpperCase()) ? providerCurrency(code, PAYPAL_MINOR_UNITS) : undefined);

const SANDBOX_CLIENT_SECRET = 'paypal-sandbox-secret';
const SANDBOX_WEBHOOK_ID = 'sandbox-webhook-id';

const paypalBase = (payments: PaymentRuntime, method: ProviderMethod) => providerBaseUrl(payments, method, '/sandbox/paypal', 'https://api-m.paypal.com', 'PAYPAL_API_BASE');
export const clientId = (method: ProviderMethod) => setting(method, 'clientId', 'PAYPAL_CLIENT_ID');
/** The id PayPal gave the webhook subscribed for this method (Developer Dashboard); its verify API checks deliveries against it. */
export const webhookId = (method: ProviderMethod) => setting(method, 'webhookId', 'PAYPAL_WEBHOOK_ID') || (usesSandbox(method) ? SANDBOX_WEBHOOK_ID : '');
export const clientSecret = (method: ProviderMethod) => setting(method, 'clientSecret', 'PAYPAL_CLIENT_SECRET') || (usesSandbox(method) ? SANDBOX_CLIENT_SECRET : '');

async function accessToken(payments: PaymentRuntime, method: ProviderMethod): Promise<string | null> {
  const answer = await payments.http(`${paypalBase(payments, method)}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: basicAuth(clientId(method), clientSecret(method)), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return answer.status === 200 ? (answer.json<{ access_token?: string }>().access_token ?? null) : null;
}

export async function call(payments: PaymentRuntime, method: ProviderMethod, path: string, body?: object, requestId?: string) {
  const token = await accessToken(payments, method);
  return payments.http(`${paypalBase(payments, method)}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json', ...(requestId ? { 'paypal-request-id': requestId } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

interface PaypalCapture {
  id: string;
  status: string;
  amount: { value: string; currency_code?: string };
}

export interface PaypalAuthorization {
  id: string;
  status: 'CREATED' | 'CAPTURED' | 'DENIED' | 'VOIDED' | 'PARTIALLY_CAPTURED' | 'PENDING' | 'EXPIRED';
  amount?: { value: string; currency_code?: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
}

export interface PaypalOrder {
  id: string;
  intent?: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: Array<{
    amount?: { value: string; currency_code: string };
    payments?: { authorizations?: PaypalAuthorization[]; captures?: PaypalCapture[] };
  }>;
}

const firstUnit = (order: PaypalOrder) => order.purchase_units?.[0]?.payments;

/** The order's authorization: the one the buyer made in the buttons, else made now by the server (or read when the order already has one). */
async function authorizationOf(payments: PaymentRuntime, method: ProviderMethod, orderId: string, authorizationId: string | null): Promise<string | null> {
  if (authorizationId) {
    const read = await call(payments, method, `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}`);
    // Only an authorization of this very order: another order's (or a made-up id) never pays it.
    return read.status === 200 && read.json<PaypalAuthorization>().supplementary_data?.related_ids?.order_id === orderId ? authorizationId : null;
  }
  let answer = await call(payments, method, `/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`, {}, `authorize-${orderId}`);
  if (answer.status === 422) answer = await call(payments, method, `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  if (answer.status !== 200 && answer.status !== 201) return null;
  return firstUnit(answer.json<PaypalOrder>())?.authorizations?.[0]?.id ?? null;
}

/** paypal/callback: capture the order's authorization (or read its capture when already taken) and settle once. */
export async function paypalCallback(payments: PaymentRuntime, orderId: string, authorizationId: string | null = null): Promise<{ ok: boolean; retry: boolean }> {
  const { db } = payments;
  const found = await providerPaymentOf(db, PaymentMethodType.PayPal, orderId);
  if (!found) return { ok: false, retry: false };
  const { payment, method } = found;
  if (payment.status !== 'Pending') return statusAnswer(payment.status);
  const authorization = await authorizationOf(payments, method, orderId, authorizationId);
  if (!authorization) return { ok: false, retry: false };
  const captured = await call(payments, method, `/v2/payments/authorizations/${encodeURIComponent(authorization)}/capture`, {}, `capture-${authorization}`);
  let capture: PaypalCapture | undefined;
  if (captured.status === 200 || captured.status === 201) capture = captured.json<PaypalCapture>();
  else if (captured.status === 422) {
    const order = await call(payments, method, `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    capture = order.status === 200 ? firstUnit(order.json<PaypalOrder>())?.captures?.[0] : undefined;
  }
  if (!capture) return { ok: false, retry: false };
  const outcome = capture.status === 'COMPLETED' ? 'succeeded' : capture.status === 'DECLINED' ? 'failed' : 'pending';
  const result = await settleProviderEvent(payments, {
    methodIds: [method.id],
    reference: orderId,
    outcome,
    amount: toCents(capture.amount.value),
    data: { captureId: capture.id },
  });
  return statusAnswer(result.kind === 'changed' || result.kind === 'unchanged' ? result.status : 'Failed');
}

export const paypalProvider: ProviderAdapter & Required<Pick<ProviderAdapter, 'refund'>> = {
  type: PaymentMethodType.PayPal,
  key: 'paypal',
  handles: [PaymentMethodType.PayPal],
  async start(context) {
    const { payments } = context;
    const method = await methodOf(context);
    const code = context.club.currency_code;
    if (!paypalCurrency(code)) throw new Refusal('payment.currencyNotSupported', { method: method.name, currency: code });
    // With the currency's decimals as PayPal counts them: "3500" yen, never "3500.00" (refused: DECIMALS_NOT_SUPPORTED).
    const { currency, decimal: value } = checkoutAmount(method, code, context.total, PAYPAL_MINOR_UNITS);
    const reference = `sales-${context.sales.map((sale) => sale.id).join('-')}`.slice(0, 120);
    const answer = await call(payments, method, '/v2/checkout/orders', {
      intent: 'AUTHORIZE',
      purchase_units: [
        {
          reference_id: reference,
          custom_id: String(context.customerId),
          description: context.sales
            .map((sale) => sale.title)
            .join(', ')
            .slice(0, 127),
          amount: { currency_code: currency.code, value },
        },
      ],
    });
    if (answer.status !== 200 && answer.status !== 201) throw providerFailure(payments, method, 'create order', answer);
    const order = answer.json<PaypalOrder>();
    await openProviderPayment(context.trx, { methodId: method.id, reference: order.id, sales: context.sales, at: context.now });
    return { kind: 'provider', model: { paypal: { orderId: order.id, clientId: clientId(method) } } };
  },
  /** Refunds `amount` of the order's capture (the capture id its confirmation recorded, else the order's), in the capture's currency. */
  async refund(payments, method, payment, amount) {
    const order = await call(payments, method, `/v2/checkout/orders/${encodeURIComponent(payment.reference)}`);
    const capture = order.status === 200 ? order.json<PaypalOrder>().purchase_units?.[0]?.payments?.captures?.[0] : undefined;
    const captureId = typeof payment.data?.captureId === 'string' && payment.data.captureId ? payment.data.captureId : capture?.id;
    const value = capture?.amount.currency_code ? paypalCurrency(capture.amount.currency_code)?.decimal(amount) : undefined;
    if (!captureId || !capture?.amount.currency_code || !value) return false;
    const answer = await call(
      payments,
      method,
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      { amount: { value, currency_code: capture.amount.currency_code } },
      `refund-${captureId}-${randomUUID()}`,
    );
    if (answer.status !== 200 && answer.status !== 201) {
      payments.log.warn({ method: method.id, status: answer.status, body: answer.body.slice(0, 500) }, 'paypal refused a refund');
      return false;
    }
    const refund = answer.json<{ id?: string; status?: string }>();
    return refund.status === 'COMPLETED' && refundMade(refund.id);
  },
};
