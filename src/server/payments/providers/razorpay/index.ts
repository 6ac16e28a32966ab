import type { Cents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { verifyRazorpayPayment, verifyRazorpayWebhook } from '../../signatures/razorpay';
import { basicAuth, methodOf, providerPaymentOf, providerFailure, verifyingMethod, type ProviderAdapter } from '../../provider';
import { providerBaseUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, statusAnswer, type ProviderOutcome } from '../../settle';
import { checkoutAmount, providerCurrency } from '../currency';
import { refundMade } from '../refund-answer';

// Razorpay: an Order (POST /v1/orders, amounts in the currency's subunit), the Checkout opened with the key
// and the order id, whose handler gets razorpay_payment_id, razorpay_order_id and razorpay_signature =
// HMAC-SHA256(order_id|payment_id, key secret); the return page asks razorpay/status, which verifies that
// signature and reads the payment (GET /v1/payments/{id}). Webhooks are signed X-Razorpay-Signature.
// A payment Razorpay only authorized is not money taken: unless the account captures by itself (the method's
// `autoCapture` setting, as set in Razorpay's Dashboard), the status read or the payment.authorized webhook
// captures it (POST /v1/payments/{id}/capture with its amount and currency), and only captured settles the sale.

export const SANDBOX_KEY_SECRET = 'rzp_sandbox_secret';
export const SANDBOX_WEBHOOK_SECRET = 'rzp_sandbox_webhook_secret';

const razorpayBase = (payments: PaymentRuntime, method: ProviderMethod) => providerBaseUrl(payments, method, '/sandbox/razorpay', 'https://api.razorpay.com', 'RAZORPAY_API_BASE');
export const keyId = (method: ProviderMethod) => setting(method, 'keyId', 'RAZORPAY_KEY_ID');
export const keySecret = (method: ProviderMethod) => setting(method, 'keySecret', 'RAZORPAY_KEY_SECRET') || (usesSandbox(method) ? SANDBOX_KEY_SECRET : '');
export const webhookSecret = (method: ProviderMethod) => setting(method, 'webhookSecret', 'RAZORPAY_WEBHOOK_SECRET') || (usesSandbox(method) ? SANDBOX_WEBHOOK_SECRET : '');

const call = (payments: PaymentRuntime, method: ProviderMethod, path: string, body?: object) =>
  payments.http(`${razorpayBase(payments, method)}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: basicAuth(keyId(method), keySecret(method)), 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

export interface RazorpayPayment {
  id: string;
  order_id: string;
  /** In the currency's subunit (paise, cents; yen as they are). */
  amount: number;
  currency?: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/** Whether the Razorpay account captures authorized payments by itself (its Dashboard's payment capture setting): the method's `autoCapture`. */
export const autoCaptures = (method: ProviderMethod): boolean => setting(method, 'autoCapture', 'RAZORPAY_AUTO_CAPTURE') === 'true';

/** A payment's amount in cents, from its currency's subunit; -1 (never a sale's amount) when it cannot be read. */
function paymentCents(payment: RazorpayPayment): Cents {
  // Razorpay always names the currency; an entity without one is read as two decimals.
  if (payment.currency === undefined) return payment.amount;
  return providerCurrency(payment.currency)?.cents(payment.amount) ?? -1;
}

/**
 * The payment once captured, when Razorpay only authorized it and the account does not capture by itself: its
 * amount (the sale's, checked first) and currency are captured. A capture Razorpay refuses because another
 * return or webhook captured it a moment before is read again. Anything else is answered as read.
 */
async function captureAuthorized(payments: PaymentRuntime, method: ProviderMethod, payment: RazorpayPayment, expected: Cents): Promise<RazorpayPayment> {
  if (payment.status !== 'authorized' || autoCaptures(method) || paymentCents(payment) !== expected) return payment;
  const path = `/v1/payments/${encodeURIComponent(payment.id)}`;
  const captured = await call(payments, method, `${path}/capture`, { amount: payment.amount, currency: payment.currency });
  if (captured.status === 200) return captured.json<RazorpayPayment>();
  payments.log.warn({ paymentId: payment.id, status: captured.status, body: captured.body.slice(0, 300) }, 'razorpay refused a capture: read again');
  const again = await call(payments, method, path);
  return again.status === 200 ? again.json<RazorpayPayment>() : payment;
}

const OUTCOME: Record<RazorpayPayment['status'], ProviderOutcome> = { created: 'pending', authorized: 'pending', captured: 'succeeded', refunded: 'succeeded', failed: 'failed' };

/** The return page's poll: the handler's signature verified, then the payment read from Razorpay and applied once. */
export async function razorpayStatus(payments: PaymentRuntime, orderId: string, paymentId: string, signature: string): Promise<{ ok: boolean; retry: boolean }> {
  const { db } = payments;
  const found = await providerPaymentOf(db, PaymentMethodType.Razorpay, orderId);
  if (!found) return { ok: false, retry: false };
  const { payment, method } = found;
  if (!verifyRazorpayPayment(keySecret(method), orderId, paymentId, signature)) {
    payments.log.warn({ orderId, paymentId }, 'razorpay return with a signature that does not verify: ignored');
    return { ok: false, retry: false };
  }
  if (payment.status !== 'Pending') return statusAnswer(payment.status);
  const answer = await call(payments, method, `/v1/payments/${encodeURIComponent(paymentId)}`);
  if (answer.status !== 200) return { ok: false, retry: true };
  const fetched = answer.json<RazorpayPayment>();
  if (fetched.order_id !== orderId) return { ok: false, retry: false };
  const read = await captureAuthorized(payments, method, fetched, payment.amount);
  const result = await settleProviderEvent(payments, {
    methodIds: [method.id],
    reference: orderId,
    outcome: OUTCOME[read.status] ?? 'pending',
    amount: paymentCents(read),
    data: { paymentId },
  });
  return statusAnswer(result.kind === 'changed' || result.kind === 'unchanged' ? result.status : 'Failed');
}

/** payment.authorized (captured here unless the account does), payment.captured and payment.failed webhooks, verified over the raw body. */
export async function razorpayWebhook(payments: PaymentRuntime, rawBody: string, signature: string | undefined): Promise<'applied' | 'ignored' | 'badSignature'> {
  const { db } = payments;
  const method = await verifyingMethod(payments, PaymentMethodType.Razorpay, { of: webhookSecret, published: SANDBOX_WEBHOOK_SECRET }, (secret) =>
    verifyRazorpayWebhook(secret, rawBody, signature),
  );
  if (!method) {
    payments.log.warn('razorpay webhook with a signature that does not verify: ignored');
    return 'badSignature';
  }
  const event = JSON.parse(rawBody) as { event?: string; payload?: { payment?: { entity?: RazorpayPayment } } };
  let entity = event.payload?.payment?.entity;
  if (entity && event.event === 'payment.authorized') {
    const ours = await providerPaymentOf(db, PaymentMethodType.Razorpay, entity.order_id);
    if (ours?.method.id !== method.id || ours.payment.status !== 'Pending') return 'ignored';
    entity = await captureAuthorized(payments, method, entity, ours.payment.amount);
  }
  const settled = event.event === 'payment.captured' || (event.event === 'payment.authorized' && entity?.status === 'captured');
  const outcome = settled ? 'succeeded' : event.event === 'payment.failed' ? 'failed' : null;
  if (!entity || !outcome) return 'ignored';
  // Only the verifying method's payments: another method's secret never vouches for them.
  await settleProviderEvent(payments, {
    methodIds: [method.id],
    reference: entity.order_id,
    outcome,
    amount: outcome === 'succeeded' ? paymentCents(entity) : undefined,
    data: { paymentId: entity.id },
  });
  return 'applied';
}

export const razorpayProvider: ProviderAdapter = {
  type: PaymentMethodType.Razorpay,
  key: 'razorpay',
  handles: [PaymentMethodType.Razorpay],
  async start(context) {
    const { payments } = context;
    const method = await methodOf(context);
    // Razorpay counts amounts in the currency's subunit: the one table of minor units says which.
    const { currency: iso, units: amount } = checkoutAmount(method, context.club.currency_code, context.total);
    const currency = iso.code;
    const answer = await call(payments, method, '/v1/orders', {
      amount,
      currency,
      receipt: `sales-${context.sales.map((sale) => sale.id).join('-')}`.slice(0, 40),
      notes: { customerId: String(context.customerId) },
    });
    if (answer.status !== 200) throw providerFailure(payments, method, 'create order', answer);
    const order = answer.json<{ id: string }>();
    await openProviderPayment(context.trx, { methodId: method.id, reference: order.id, sales: context.sales, at: context.now });
    return { kind: 'provider', model: { razorpayData: { apiKey: keyId(method), amount, currency, orderId: order.id } } };
  },
  /** POST /v1/payments/{id}/refund on the order's payment (its id recorded when the payment settled). */
  async refund(payments, method, payment, amount) {
    const paymentId = payment.data?.paymentId;
    if (typeof paymentId !== 'string' || paymentId === '') return false;
    // In the payment's own currency subunit: read from Razorpay.
    const read = await call(payments, method, `/v1/payments/${encodeURIComponent(paymentId)}`);
    const currency = read.status === 200 ? read.json<RazorpayPayment>().currency : undefined;
    const units = currency === undefined ? amount : providerCurrency(currency)?.units(amount);
    if (units === null || units === undefined) return false;
    const answer = await call(payments, method, `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: units });
    if (answer.status !== 200) return false;
    const refund = answer.json<{ id?: string; status?: string }>();
    return ['processed', 'pending'].includes(refund.status ?? '') && refundMade(refund.id);
  },
};
