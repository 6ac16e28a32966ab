import { fromCents, toCents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { Refusal } from '../../../http/refusal';
import { openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { saveCardToken } from '../../../repositories/card-tokens';
import type { PaymentContext } from '../../../checkout/payment-types/payment-type';
import { methodOf, ProviderDeclined, providerPaymentOf, providerFailure, savedCardOf, settledAtOnce, type ProviderAdapter } from '../../provider';
import { providerBaseUrl, returnUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, statusAnswer, type ProviderOutcome } from '../../settle';
import { checkoutAmount } from '../currency';
import { refundMade } from '../refund-answer';

// NetPay (Mexico): the card entry popup hands the card to NetPay's script, which tokenizes it; checkout sends
// the token (tokenId) and the server charges it (POST /gateway-ecommerce/v3/charges, secret key header).
// An approved charge settles at once; a charge in review needs 3-D Secure: the checkout answers an errorMsg
// with the 3ds marker and the URL, the browser authenticates there and comes back to /netpay-callback/ with
// id and transaction_token, and netpay/callback reads the transaction (GET …/v3/transactions/{token}). An
// authenticated charge is not taken yet: it waits in WAIT_THREEDS until the merchant confirms it (POST
// …/v3/charges/{token}/confirm), which netpay/callback does; only the confirmation's success settles the sale.

const SANDBOX_SECRET_KEY = 'sk_netpay_sandbox';
/** The marker the portal looks for at the start of an errorMsg, followed by the URL (3ds:<url>). */
const THREE_DS_MARKER = '3ds:';
/** The contract's 3-D Secure hand-over: not a refusal but the marker and the URL the browser must open. */
const threeDsChallenge = (url: string) => THREE_DS_MARKER + url;

/** NetPay's API of each environment: production (the method's prodMode, what checkout-info answers as netPayProdMode) or its sandbox. */
const NETPAY_LIVE = 'https://suite.netpay.com.mx';
const NETPAY_TEST = 'https://gateway-154.netpaydev.com';
export const netpayBase = (payments: PaymentRuntime, method: ProviderMethod) =>
  providerBaseUrl(payments, method, '/sandbox/netpay', setting(method, 'prodMode') === 'true' ? NETPAY_LIVE : NETPAY_TEST, 'NETPAY_API_BASE');
export const secretKey = (method: ProviderMethod) => setting(method, 'secretKey', 'NETPAY_SECRET_KEY') || (usesSandbox(method) ? SANDBOX_SECRET_KEY : '');

const call = (payments: PaymentRuntime, method: ProviderMethod, path: string, body?: object) =>
  payments.http(`${netpayBase(payments, method)}/gateway-ecommerce${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: secretKey(method), 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

/** A charge as NetPay answers its creation and its confirmation. */
export interface NetpayCharge {
  status: 'success' | 'review' | 'failed';
  transactionTokenId: string;
  amount: number;
  returnUrl?: string | null;
  error?: string | null;
  /** With saveCard: the card kept at NetPay (its reusable token, never the number). */
  paymentSource?: { source: string; card?: { lastFourDigits?: string; brand?: string; expMonth?: string; expYear?: string } } | null;
}

/** A transaction as NetPay's transaction read answers it: its status, among NetPay's documented ones. */
export interface NetpayTransaction {
  status: 'DONE' | 'CHARGEABLE' | 'WAIT_THREEDS' | 'REVIEW' | 'INSECURE' | 'FAILED' | 'REJECT' | 'CANCELED';
  transactionTokenId: string;
  amount: number;
}

const TRANSACTION_OUTCOME: Record<NetpayTransaction['status'], ProviderOutcome> = {
  DONE: 'succeeded',
  CHARGEABLE: 'succeeded',
  WAIT_THREEDS: 'pending',
  REVIEW: 'pending',
  INSECURE: 'pending',
  FAILED: 'failed',
  REJECT: 'failed',
  CANCELED: 'failed',
};

/**
 * What became of a 3-D Secure charge: read from NetPay; one authenticated and waiting (WAIT_THREEDS) is
 * confirmed first. A confirmation that NetPay refuses (another callback confirmed it a moment before: 409) is
 * read again, so both callbacks see the same end.
 */
async function settledCharge(payments: PaymentRuntime, method: ProviderMethod, token: string): Promise<{ outcome: ProviderOutcome; amount?: number } | null> {
  const read = await call(payments, method, `/v3/transactions/${encodeURIComponent(token)}`);
  if (read.status !== 200) return null;
  const transaction = read.json<NetpayTransaction>();
  if (transaction.status !== 'WAIT_THREEDS') return { outcome: TRANSACTION_OUTCOME[transaction.status] ?? 'pending', amount: transaction.amount };
  const confirmed = await call(payments, method, `/v3/charges/${encodeURIComponent(token)}/confirm`, {});
  if (confirmed.status === 200) {
    const charge = confirmed.json<NetpayCharge>();
    return { outcome: charge.status === 'success' ? 'succeeded' : charge.status === 'failed' ? 'failed' : 'pending', amount: charge.amount };
  }
  const again = await call(payments, method, `/v3/transactions/${encodeURIComponent(token)}`);
  if (again.status !== 200) return null;
  const after = again.json<NetpayTransaction>();
  return { outcome: TRANSACTION_OUTCOME[after.status] ?? 'pending', amount: after.amount };
}

/** netpay/callback: the return from 3-D Secure; the charge is confirmed at NetPay when it waits for it, and applied once. */
export async function netpayCallback(payments: PaymentRuntime, transactionToken: string): Promise<{ ok: boolean }> {
  const { db } = payments;
  const found = await providerPaymentOf(db, PaymentMethodType.NetPay, transactionToken);
  if (!found) return { ok: false };
  const { payment, method } = found;
  if (payment.status !== 'Pending') return { ok: statusAnswer(payment.status).ok };
  const charge = await settledCharge(payments, method, transactionToken);
  if (!charge) return { ok: false };
  const { outcome } = charge;
  const amount = typeof charge.amount === 'number' && outcome !== 'failed' ? toCents(charge.amount) : undefined;
  const result = await settleProviderEvent(payments, { methodIds: [method.id], reference: transactionToken, outcome, amount });
  return { ok: (result.kind === 'changed' || result.kind === 'unchanged') && result.status === 'Succeeded' };
}

export const netpayProvider: ProviderAdapter = {
  type: PaymentMethodType.NetPay,
  key: 'netpay',
  handles: [PaymentMethodType.NetPay],
  async start(context) {
    const { payments } = context;
    const method = await methodOf(context);
    if (context.tokenId === null || String(context.tokenId).trim() === '') throw new Refusal('payment.cardRequired', { method: method.name });
    const saved = await savedCardOf(context, method);
    const { currency, decimal } = checkoutAmount(method, context.club.currency_code, context.total);
    const answer = await call(payments, method, '/v3/charges', {
      amount: Number(decimal),
      description: context.sales
        .map((sale) => sale.title)
        .join(', ')
        .slice(0, 250),
      source: saved ? saved.providerToken : String(context.tokenId),
      paymentMethod: 'card',
      ...(context.saveCard && !saved ? { saveCard: true } : {}),
      currency: currency.code,
      redirect3dsUri: returnUrl(payments, method, '/netpay-callback/'),
      billing: { merchantReferenceCode: `sales-${context.sales.map((sale) => sale.id).join('-')}` },
    });
    if (answer.status !== 200) throw providerFailure(payments, method, 'charge', answer);
    const charge = answer.json<NetpayCharge>();
    const kept = charge.status !== 'failed' && charge.paymentSource?.source ? await keepCard(context, method, charge.paymentSource) : null;
    if (charge.status === 'success') return settledAtOnce(context, method, charge.transactionTokenId, saved?.id ?? kept);
    if (charge.status === 'review' && charge.returnUrl) {
      await openProviderPayment(context.trx, { methodId: method.id, reference: charge.transactionTokenId, sales: context.sales, at: context.now });
      return { kind: 'provider', model: { errorMsg: threeDsChallenge(charge.returnUrl) } };
    }
    throw new ProviderDeclined(method);
  },
  async refund(payments, method, payment, amount) {
    const answer = await call(payments, method, `/v3/transactions/${encodeURIComponent(payment.reference)}/refund`, { amount: fromCents(amount) });
    if (answer.status !== 200) return false;
    // The refund is a transaction of its own: its transactionTokenId is the refund's id.
    const refund = answer.json<{ status?: string; transactionTokenId?: string }>();
    return refund.status === 'success' && refundMade(refund.transactionTokenId);
  },
};

/** The card NetPay kept for the customer (saveCard): its reusable token, ending and expiry. */
async function keepCard(context: PaymentContext, method: ProviderMethod, source: NonNullable<NetpayCharge['paymentSource']>): Promise<number> {
  const card = source.card ?? {};
  return saveCardToken(context.trx, {
    customerId: context.customerId,
    methodId: method.id,
    providerToken: source.source,
    cardEnding: (card.lastFourDigits ?? '').slice(-4).padStart(4, '0'),
    brand: card.brand ?? null,
    expiry: card.expMonth && card.expYear ? `${card.expMonth.padStart(2, '0')}/${card.expYear.slice(-2)}` : null,
  });
}
