import { randomUUID } from 'node:crypto';
import { fromCents, toCents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { customerEmail } from '../../../repositories/card-registrations';
import { openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { saveCardToken } from '../../../repositories/card-tokens';
import { verifyMercadoPagoSignature } from '../../signatures/mercadopago';
import { methodOf, providerPaymentOf, verifyingMethod, type ProviderAdapter } from '../../provider';
import { providerBaseUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, type ProviderOutcome } from '../../settle';
import { checkoutAmount } from '../currency';
import { refundMade } from '../refund-answer';

// Mercado Pago: the checkout answers the request id (rqId) and the public key; the card payment brick
// (max installments 1, locale es-AR) tokenizes the card at Mercado Pago and gives its form data; our
// publicmercadopago/process_payment creates the payment (POST /v1/payments with X-Idempotency-Key = rqId and
// external_reference = rqId). Notifications carry x-signature (ts, v1 over id, request-id and ts); the
// payment is read back (GET /v1/payments/{id}) before it is applied. The payer's e-mail goes with the payment (the
// brick's, else the customer's); with saveCardToken, an approved payment's card is kept at Mercado Pago (the
// customer found or created by e-mail, POST /v1/customers/{id}/cards with the brick's token) and saved here.

export const SANDBOX_ACCESS_TOKEN = 'TEST-sandbox-access-token';
export const SANDBOX_WEBHOOK_SECRET = 'mp-sandbox-webhook-secret';

const mercadoPagoBase = (payments: PaymentRuntime, method: ProviderMethod) =>
  providerBaseUrl(payments, method, '/sandbox/mercadopago', 'https://api.mercadopago.com', 'MERCADOPAGO_API_BASE');
export const accessToken = (method: ProviderMethod) => setting(method, 'accessToken', 'MERCADOPAGO_ACCESS_TOKEN') || (usesSandbox(method) ? SANDBOX_ACCESS_TOKEN : '');
export const webhookSecret = (method: ProviderMethod) => setting(method, 'webhookSecret', 'MERCADOPAGO_WEBHOOK_SECRET') || (usesSandbox(method) ? SANDBOX_WEBHOOK_SECRET : '');

const call = (payments: PaymentRuntime, method: ProviderMethod, path: string, body?: object, idempotencyKey?: string) =>
  payments.http(`${mercadoPagoBase(payments, method)}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${accessToken(method)}`, 'content-type': 'application/json', ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

export interface MercadoPagoPayment {
  id: number;
  status: 'approved' | 'rejected' | 'in_process' | 'pending' | 'cancelled' | 'refunded';
  status_detail?: string;
  transaction_amount: number;
  external_reference: string;
}

const OUTCOME: Record<string, ProviderOutcome> = { approved: 'succeeded', rejected: 'failed', cancelled: 'failed', in_process: 'pending', pending: 'pending' };

export interface BrickForm {
  rqId: string | number;
  /** The player's save-card choice at the checkout. */
  saveCardToken?: boolean | null;
  token?: string | null;
  issuer_id?: string | number | null;
  payment_method_id?: string | null;
  transaction_amount?: number | null;
  installments?: number | null;
  payer?: { email?: string | null; identification?: { type?: string | null; number?: string | null } | null } | null;
}

/** process_payment: the brick's token paid for the checkout's request, by the customer who checked out. */
export async function processMercadoPago(
  payments: PaymentRuntime,
  form: BrickForm,
  customerId: number,
): Promise<{ ok: boolean; status: string | null; refusal?: 'paymentUnknown' | 'notYours' }> {
  const { db } = payments;
  const reference = String(form.rqId);
  const found = await providerPaymentOf(db, PaymentMethodType.MercadoPago, reference);
  if (!found) return { ok: false, status: null, refusal: 'paymentUnknown' };
  const { payment, method } = found;
  if (payment.customerId !== customerId) return { ok: false, status: null, refusal: 'notYours' };
  if (payment.status === 'Succeeded') return { ok: true, status: 'approved' };
  const email = form.payer?.email || (await customerEmail(db, customerId)) || undefined;
  const answer = await call(
    payments,
    method,
    '/v1/payments',
    {
      transaction_amount: fromCents(payment.amount),
      token: form.token,
      installments: 1,
      payment_method_id: form.payment_method_id,
      issuer_id: form.issuer_id,
      payer: { email, identification: form.payer?.identification ?? undefined },
      external_reference: reference,
    },
    `${reference}-${form.token ?? ''}`,
  );
  if (answer.status !== 200 && answer.status !== 201) return { ok: false, status: 'rejected' };
  const created = answer.json<MercadoPagoPayment>();
  await settleProviderEvent(payments, {
    methodIds: [method.id],
    reference,
    outcome: OUTCOME[created.status] ?? 'pending',
    amount: toCents(created.transaction_amount),
    data: { paymentId: String(created.id) },
  });
  if (created.status === 'approved' && form.saveCardToken === true && form.token && email) await keepCard(payments, method, customerId, email, form.token);
  return { ok: created.status === 'approved', status: created.status };
}

interface MercadoPagoCard {
  id: string;
  last_four_digits?: string;
  expiration_month?: number;
  expiration_year?: number;
  payment_method?: { id?: string };
}

/**
 * The card of an approved payment kept at Mercado Pago for the customer (their Mercado Pago customer, found by
 * e-mail or created), then saved here as the customer's card. A failure to keep it never undoes the payment.
 */
async function keepCard(payments: PaymentRuntime, method: ProviderMethod, customerId: number, email: string, token: string): Promise<void> {
  const { db } = payments;
  const found = await call(payments, method, `/v1/customers/search?email=${encodeURIComponent(email)}`);
  let mpCustomer = found.status === 200 ? found.json<{ results?: Array<{ id: string }> }>().results?.[0]?.id : undefined;
  if (!mpCustomer) {
    const created = await call(payments, method, '/v1/customers', { email });
    mpCustomer = created.status === 200 || created.status === 201 ? created.json<{ id?: string }>().id : undefined;
  }
  const card = mpCustomer ? await call(payments, method, `/v1/customers/${encodeURIComponent(mpCustomer)}/cards`, { token }) : undefined;
  if (!card || (card.status !== 200 && card.status !== 201)) {
    payments.log.warn({ method: method.id, status: card?.status }, 'mercadopago did not keep the card');
    return;
  }
  const kept = card.json<MercadoPagoCard>();
  await saveCardToken(db, {
    customerId,
    methodId: method.id,
    providerToken: kept.id,
    cardEnding: (kept.last_four_digits ?? '').slice(-4).padStart(4, '0'),
    brand: kept.payment_method?.id ?? null,
    expiry: kept.expiration_month && kept.expiration_year ? `${String(kept.expiration_month).padStart(2, '0')}/${String(kept.expiration_year).slice(-2)}` : null,
  });
}

/** A notification (type payment, data.id): x-signature verified, then the payment read and applied once. */
export async function mercadoPagoWebhook(
  payments: PaymentRuntime,
  input: { dataId: string; signature: string | undefined; requestId: string | undefined },
): Promise<'applied' | 'ignored' | 'badSignature'> {
  const nowSeconds = Math.floor(payments.now().getTime() / 1000);
  const method = await verifyingMethod(
    payments,
    PaymentMethodType.MercadoPago,
    { of: webhookSecret, published: SANDBOX_WEBHOOK_SECRET },
    (secret) => verifyMercadoPagoSignature({ header: input.signature ?? '', requestId: input.requestId ?? '', dataId: input.dataId, secret, nowSeconds, toleranceSeconds: 300 }).ok,
  );
  if (!method) {
    payments.log.warn({ dataId: input.dataId }, 'mercadopago notification with a signature that does not verify: ignored');
    return 'badSignature';
  }
  const answer = await call(payments, method, `/v1/payments/${encodeURIComponent(input.dataId)}`);
  if (answer.status !== 200) return 'ignored';
  const read = answer.json<MercadoPagoPayment>();
  // Only the verifying method's payments: another method's secret never vouches for them.
  await settleProviderEvent(payments, {
    methodIds: [method.id],
    reference: read.external_reference,
    outcome: OUTCOME[read.status] ?? 'pending',
    amount: toCents(read.transaction_amount),
    data: { paymentId: String(read.id) },
  });
  return 'applied';
}

export const mercadoPagoProvider: ProviderAdapter = {
  type: PaymentMethodType.MercadoPago,
  key: 'mercadopago',
  handles: [PaymentMethodType.MercadoPago],
  async start(context) {
    const method = await methodOf(context);
    // The brick and /v1/payments take the amount in the currency's units, with no more decimals than it has.
    const { currency, decimal } = checkoutAmount(method, context.club.currency_code, context.total);
    const reference = `mp-${randomUUID()}`;
    await openProviderPayment(context.trx, { methodId: method.id, reference, sales: context.sales, at: context.now });
    return {
      kind: 'provider',
      // The payer's e-mail initialises the brick, which sends it back with the payment.
      model: {
        mercadoPago: {
          pk: setting(method, 'publicKey'),
          id: reference,
          amount: Number(decimal),
          email: await customerEmail(context.trx, context.customerId),
          currency: currency.code,
        },
      },
    };
  },
  /** POST /v1/payments/{id}/refunds on Mercado Pago's payment (its id recorded when the payment settled). */
  async refund(payments, method, payment, amount) {
    const paymentId = payment.data?.paymentId;
    if (typeof paymentId !== 'string' || paymentId === '') return false;
    const answer = await call(payments, method, `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, { amount: fromCents(amount) }, `refund-${payment.reference}-${amount}`);
    if (answer.status !== 200 && answer.status !== 201) return false;
    const refund = answer.json<{ id?: number; status?: string }>();
    return refund.status === 'approved' && refundMade(refund.id);
  },
};
