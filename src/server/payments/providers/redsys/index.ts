import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoCurrencyOfNumeric, type Cents } from '../../../../domain/money';
import { PaymentMethodType, type DB, type JsonObject } from '../../../db/schema';
import { Refusal } from '../../../http/refusal';
import { currentClub } from '../../../repositories/club';
import { cardFirstTransaction, keepCardFirstTransaction } from '../../../repositories/provider-payment-steps';
import { movePaymentStatus, openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { saveCardToken } from '../../../repositories/card-tokens';
import { confirmBookingsOfSales } from '../../../repositories/booking-payments';
import { decodeRedsysParameters, signRedsysForm, verifyRedsysForm, type RedsysSignedForm } from '../../signatures/redsys';
import { checkAuthorizationWindow, methodOf, ProviderDeclined, retentionOf, savedCardOf, settledAtOnce, trustedSecret, webhookMethods, type ProviderAdapter } from '../../provider';
import { providerBaseUrl, returnUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, type ProviderOutcome } from '../../settle';
import { checkoutAmount, providerCurrency, type ProviderCurrency } from '../currency';
import { refundMade } from '../refund-answer';

// Redsys (redirection): the browser posts the hidden form (Ds_SignatureVersion HMAC_SHA256_V1, base64
// Ds_MerchantParameters, Ds_Signature) to the SIS; the SIS notifies MERCHANTURL with the same three fields
// signed with the per-order key, and sends the browser to URLOK / URLKO. Pre-authorization (retention) is
// transaction type 1, captured with type 2 over the REST API (trataPeticionREST). The merchant key, code
// and terminal are the method's settings (merchantKey, merchantCode, terminal) or REDSYS_* variables.

/** Redsys's public test key: the key of the sandbox. */
export const REDSYS_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const REDSYS_NOTIFICATION_PATH = '/payments/redsys/notification';

const redsysBase = (payments: PaymentRuntime, method: ProviderMethod) => providerBaseUrl(payments, method, '/sandbox/redsys', 'https://sis.redsys.es', 'REDSYS_BASE_URL');
export const merchantKey = (method: ProviderMethod) => setting(method, 'merchantKey', 'REDSYS_MERCHANT_KEY') || (usesSandbox(method) ? REDSYS_TEST_KEY : '');
const merchantCode = (method: ProviderMethod) => setting(method, 'merchantCode', 'REDSYS_MERCHANT_CODE');
const terminal = (method: ProviderMethod) => setting(method, 'terminal', 'REDSYS_TERMINAL') || '1';

/**
 * Redsys takes ISO 4217 numeric codes (DS_MERCHANT_CURRENCY) and amounts in the currency's smallest unit
 * (DS_MERCHANT_AMOUNT): both from the one table in domain/money.ts, for the redirection and the REST
 * operations alike.
 */
function redsysCurrency(method: ProviderMethod, code: string): ProviderCurrency {
  const currency = providerCurrency(code);
  if (!currency) throw new Refusal('payment.currencyNotSupported', { method: method.name, currency: code });
  return currency;
}

/**
 * The currency of an operation on an existing order (capture, release, refund): the one its notification
 * recorded (Ds_Currency), else the club's.
 */
async function orderCurrency(payments: PaymentRuntime, data: JsonObject | null | undefined): Promise<ProviderCurrency | undefined> {
  const numeric = data?.Ds_Currency ?? data?.DS_CURRENCY;
  const recorded = typeof numeric === 'string' || typeof numeric === 'number' ? isoCurrencyOfNumeric(numeric) : undefined;
  return providerCurrency(recorded?.code ?? (await currentClub(payments.db)).currency_code);
}

/** An order number as Redsys wants it: 4 digits then 8 alphanumerics (12 characters). */
function redsysOrder(): string {
  const digits = String(randomBytes(2).readUInt16BE(0) % 10_000).padStart(4, '0');
  return `${digits}${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8)}`;
}

/** What a notification's Ds_Response means: 0000–0099 authorised; a pre-authorization holds the money. */
function responseOutcome(parameters: Record<string, string>): ProviderOutcome {
  const code = Number(parameters.Ds_Response ?? parameters.DS_RESPONSE ?? 'NaN');
  if (!Number.isInteger(code)) return 'failed';
  if (code >= 0 && code <= 99) return (parameters.Ds_TransactionType ?? parameters.DS_TRANSACTIONTYPE) === '1' ? 'authorized' : 'succeeded';
  return 'failed';
}

/** MERCHANTURL: the notification, verified with each Redsys method's key and applied once. */
export async function redsysNotification(payments: PaymentRuntime, form: Partial<RedsysSignedForm>): Promise<'applied' | 'badSignature'> {
  const { db } = payments;
  const methods = await webhookMethods(payments, PaymentMethodType.Redsys);
  for (const method of methods) {
    const key = trustedSecret(payments, merchantKey(method), REDSYS_TEST_KEY);
    if (!key) continue;
    const verified = verifyRedsysForm(key, form);
    if (!verified.ok) continue;
    const outcome = responseOutcome(verified.parameters);
    const result = await settleProviderEvent(payments, {
      methodIds: [method.id],
      reference: verified.order,
      outcome,
      amount: await notifiedCents(payments, verified.parameters),
      data: verified.parameters,
    });
    if ((result.kind === 'changed' || result.kind === 'unchanged') && outcome !== 'failed') await rememberCard(db, method, result.payment.customerId, verified.parameters);
    return 'applied';
  }
  payments.log.warn({ parameters: decodeRedsysParameters(form.Ds_MerchantParameters ?? '') }, 'redsys notification with a signature that does not verify: ignored');
  return 'badSignature';
}

/** A notification's Ds_Amount (the currency's smallest unit, Ds_Currency's) in cents; -1 (never a sale's amount) when unreadable. */
async function notifiedCents(payments: PaymentRuntime, parameters: Record<string, string>): Promise<Cents> {
  const amount = Number(parameters.Ds_Amount ?? parameters.DS_AMOUNT);
  const currency = await orderCurrency(payments, parameters);
  const cents = Number.isSafeInteger(amount) ? currency?.cents(amount) : null;
  return cents ?? -1;
}

/**
 * Credential on file: a payment started with DS_MERCHANT_IDENTIFIER=REQUIRED comes back in its notification
 * with the card's reference (Ds_Merchant_Identifier) and expiry (Ds_ExpiryDate, YYMM); the reference, never
 * the number, is kept as the customer's saved card, with the network's id of this first transaction
 * (Ds_Merchant_Cof_Txnid) that every later merchant-initiated charge of the card must name.
 */
async function rememberCard(db: Kysely<DB>, method: ProviderMethod, customerId: number | null, parameters: Record<string, string>): Promise<void> {
  const identifier = parameters.Ds_Merchant_Identifier ?? parameters.DS_MERCHANT_IDENTIFIER;
  if (!identifier || identifier === 'REQUIRED' || customerId === null) return;
  const expiry = parameters.Ds_ExpiryDate ?? '';
  const cardId = await saveCardToken(db, {
    customerId,
    methodId: method.id,
    providerToken: identifier,
    cardEnding: (parameters.Ds_Card_Number ?? '').slice(-4).padStart(4, '0'),
    brand: CARD_BRANDS[parameters.Ds_Card_Brand ?? ''] ?? null,
    expiry: /^\d{4}$/.test(expiry) ? `${expiry.slice(2)}/${expiry.slice(0, 2)}` : null,
  });
  const firstTransaction = parameters.Ds_Merchant_Cof_Txnid ?? parameters.DS_MERCHANT_COF_TXNID;
  if (firstTransaction) await keepCardFirstTransaction(db, cardId, firstTransaction);
}

/** Ds_Card_Brand codes. */
const CARD_BRANDS: Record<string, string> = { '1': 'visa', '2': 'mastercard', '6': 'diners', '7': 'private', '8': 'american express', '9': 'jcb', '22': 'unionpay' };

/**
 * A REST operation on an order (0 pay or 1 pre-authorize with a saved card, 2 confirm a pre-authorization, 9
 * release it, 3 refund), in the order's currency. Answers Redsys's signed answer when it accepted the operation, null
 * when it refused it or the amount does not fit the currency.
 */
async function restOperation(
  payments: PaymentRuntime,
  method: ProviderMethod,
  order: string,
  type: '0' | '1' | '2' | '3' | '9',
  amount: Cents,
  currency: ProviderCurrency | undefined,
  extra: Record<string, string> = {},
): Promise<Record<string, string | undefined> | null> {
  const units = currency?.units(amount);
  if (!currency || units === null || units === undefined) return null;
  const form = signRedsysForm(merchantKey(method), {
    DS_MERCHANT_AMOUNT: String(units),
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: merchantCode(method),
    DS_MERCHANT_CURRENCY: currency.numeric,
    DS_MERCHANT_TRANSACTIONTYPE: type,
    DS_MERCHANT_TERMINAL: terminal(method),
    ...extra,
  });
  const answer = await payments.http(`${redsysBase(payments, method)}/sis/rest/trataPeticionREST`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  if (answer.status !== 200) return null;
  const signed = answer.json<Partial<RedsysSignedForm>>();
  const verified = verifyRedsysForm(merchantKey(method), signed);
  // 0000–0099 authorised; 0900 a confirmation or refund done, 0400 a cancellation done.
  return verified.ok && /^(00\d\d|0900|0400)$/.test(verified.parameters.Ds_Response ?? '') ? verified.parameters : null;
}

export const redsysProvider: ProviderAdapter = {
  type: PaymentMethodType.Redsys,
  key: 'redsys',
  handles: [PaymentMethodType.Redsys],
  async start(context) {
    const { payments } = context;
    const method = await methodOf(context);
    const { retention, deadline } = await retentionOf(context);
    if (retention) checkAuthorizationWindow(method, deadline, context.now, 7);
    const order = redsysOrder();
    const { currency, units } = checkoutAmount(method, redsysCurrency(method, context.club.currency_code).code, context.total);
    const saved = await savedCardOf(context, method);
    if (saved) {
      // A merchant-initiated payment with the card on file, over REST: no page, the answer settles it. It names
      // the card's first transaction (DS_MERCHANT_COF_TXNID), which the schemes require of a stored credential.
      const firstTransaction = await cardFirstTransaction(context.trx, saved.id);
      const approved = await restOperation(payments, method, order, retention ? '1' : '0', context.total, currency, {
        DS_MERCHANT_IDENTIFIER: saved.providerToken,
        DS_MERCHANT_DIRECTPAYMENT: 'true',
        DS_MERCHANT_EXCEP_SCA: 'MIT',
        DS_MERCHANT_COF_INI: 'N',
        DS_MERCHANT_COF_TYPE: 'C',
        ...(firstTransaction ? { DS_MERCHANT_COF_TXNID: firstTransaction } : {}),
      });
      if (approved === null) throw new ProviderDeclined(method);
      // The currency goes with the payment: its capture and refunds are in the currency it was taken in.
      if (!retention) return settledAtOnce(context, method, order, saved.id, { Ds_Currency: currency.numeric });
      await openProviderPayment(context.trx, {
        methodId: method.id,
        reference: order,
        sales: context.sales,
        at: context.now,
        cardTokenId: saved.id,
        data: { Ds_Currency: currency.numeric },
      });
      await movePaymentStatus(context.trx, [method.id], order, { from: ['Pending'], to: 'Authorized', at: context.now });
      await confirmBookingsOfSales(
        context.trx,
        context.sales.map((sale) => sale.id),
        { settled: false },
      );
      return { kind: 'provider', model: { paid: true } };
    }
    const form = signRedsysForm(merchantKey(method), {
      DS_MERCHANT_AMOUNT: String(units),
      DS_MERCHANT_ORDER: order,
      DS_MERCHANT_MERCHANTCODE: merchantCode(method),
      DS_MERCHANT_CURRENCY: currency.numeric,
      DS_MERCHANT_TRANSACTIONTYPE: retention ? '1' : '0',
      DS_MERCHANT_TERMINAL: terminal(method),
      DS_MERCHANT_MERCHANTURL: returnUrl(payments, method, REDSYS_NOTIFICATION_PATH),
      DS_MERCHANT_URLOK: returnUrl(payments, method, '/cz/ok'),
      DS_MERCHANT_URLKO: returnUrl(payments, method, '/cz/ko'),
      DS_MERCHANT_PRODUCTDESCRIPTION: context.sales
        .map((sale) => sale.title)
        .join(', ')
        .slice(0, 125),
      // Credential on file: the notification brings back the card's reference to keep.
      ...(context.saveCard ? { DS_MERCHANT_IDENTIFIER: 'REQUIRED', DS_MERCHANT_COF_INI: 'S', DS_MERCHANT_COF_TYPE: 'C' } : {}),
    });
    await openProviderPayment(context.trx, { methodId: method.id, reference: order, sales: context.sales, at: context.now, data: { Ds_Currency: currency.numeric } });
    return { kind: 'provider', model: { redsysData: { url: `${redsysBase(payments, method)}/sis/realizarPago`, data: { ...form } } } };
  },
  async capture(payments, method, reference, amount, authorized) {
    const currency = await orderCurrency(payments, null);
    if (amount === 0) return (await restOperation(payments, method, reference, '9', authorized, currency)) !== null;
    return (await restOperation(payments, method, reference, '2', amount, currency)) !== null;
  },
  /** A refund (type 3) on the order: Redsys names it by the order and the authorisation code it answers. */
  async refund(payments, method, payment, amount) {
    const answer = await restOperation(payments, method, payment.reference, '3', amount, await orderCurrency(payments, payment.data));
    if (answer === null) return false;
    const code = (answer.Ds_AuthorisationCode ?? '').trim();
    return code === '' ? true : refundMade(`${answer.Ds_Order ?? payment.reference}/${code}`);
  },
};
