// Official SDK: transbank-sdk (Transbank's Node SDK, v6). Oneclick.MallInscription (start, finish) registers
// the card at Webpay, Oneclick.MallTransaction (authorize, status, refund) charges the registered card and
// gives money back. The SDK takes its environment as a base URL: `new Options(commerceCode, apiKey,
// environment)`, so pointing it elsewhere is configuration. The environment is Environment.Production
// (https://webpay3g.transbank.cl) unless the method's `baseUrl` or TRANSBANK_API_BASE says otherwise
// (Environment.Integration, https://webpay3gint.transbank.cl, for Transbank's own test environment); a method
// on the sandbox gets this server's /sandbox/transbank on a loopback port (the SDK makes its own HTTP calls,
// so it needs an origin: see sandbox/transbank/loopback.ts). The SDK speaks REST v1.2
// (/rswebpaytransaction/api/oneclick/v1.2, headers Tbk-Api-Key-Id / Tbk-Api-Key-Secret), which the sandbox
// answers as Transbank does.
//
// The flow: POST inscriptions → token and url_webpay; the browser goes to Webpay with TBK_TOKEN and comes back
// to our response_url; PUT inscriptions/{token} answers tbk_user, kept as the saved card's token. Each
// checkout then authorizes with the saved card (POST transactions with username, tbk_user and the mall's
// store commerce code); a detail that is not AUTHORIZED is a decline (the portal goes to /cz/ko).
//
// Oneclick charges Chilean pesos only, as whole pesos: a club in another currency is refused before anything is
// asked of Transbank, and an authorization of another amount than the sale's is given back and refused.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Cents } from '../../../../domain/money';
import { PaymentMethodType, type DB } from '../../../db/schema';
import { Refusal } from '../../../http/refusal';
import { customerEmail, findCardTokenization, finishCardTokenization, insertCardTokenization, setCardTokenizationToken } from '../../../repositories/card-registrations';
import { findCardToken, saveCardToken } from '../../../repositories/card-tokens';
import { methodsOfType, type ProviderMethod } from '../../../repositories/provider-payments';
import { sandboxLoopbackOrigin } from '../../../sandbox/transbank/loopback';
import { methodOf, providerFailure, ProviderDeclined, settledAtOnce, type ProviderAdapter } from '../../provider';
import { checkoutAmount, providerCurrency } from '../currency';
import { ownUrl, providerBaseUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { refundMade } from '../refund-answer';

// transbank-sdk is CommonJS whose named exports Node's ESM loader cannot see: it is required as CommonJS.
const { Environment, Oneclick, Options, TransactionDetail } = createRequire(import.meta.url)('transbank-sdk') as typeof import('transbank-sdk');

const INTEGRATION_MALL_CODE = '597055555541';
const INTEGRATION_STORE_CODE = '597055555542';
const INTEGRATION_API_SECRET = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';

export const commerceCode = (method: ProviderMethod) => setting(method, 'commerceCode', 'TRANSBANK_COMMERCE_CODE') || INTEGRATION_MALL_CODE;
const storeCode = (method: ProviderMethod) => setting(method, 'storeCommerceCode', 'TRANSBANK_STORE_COMMERCE_CODE') || INTEGRATION_STORE_CODE;
export const apiSecret = (method: ProviderMethod) => setting(method, 'apiKeySecret', 'TRANSBANK_API_KEY_SECRET') || (usesSandbox(method) ? INTEGRATION_API_SECRET : '');

/** The SDK's options for the method: its keys and the environment (base URL) it talks to. */
async function sdkOptions(payments: PaymentRuntime, method: ProviderMethod) {
  const base = providerBaseUrl(payments, method, '/sandbox/transbank', Environment.Production, 'TRANSBANK_API_BASE');
  const environment = base.startsWith('/') ? `${await sandboxLoopbackOrigin(payments)}${base}` : base;
  return new Options(commerceCode(method), apiSecret(method), environment, 20_000);
}
const inscriptions = async (payments: PaymentRuntime, method: ProviderMethod) => new Oneclick.MallInscription(await sdkOptions(payments, method));
const transactions = async (payments: PaymentRuntime, method: ProviderMethod) => new Oneclick.MallTransaction(await sdkOptions(payments, method));

/** A call the SDK refused or could not make (it throws TransbankError with Transbank's error_message): logged, then null. */
async function attempt<T>(payments: PaymentRuntime, method: ProviderMethod, what: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    payments.log.error({ method: method.id, what, err: error }, 'transbank call failed');
    return null;
  }
}
const failure = (payments: PaymentRuntime, method: ProviderMethod, what: string) =>
  providerFailure(payments, method, what, { status: 0, body: 'see the transbank call logged before', json: <T>() => ({}) as T });

/** The one currency Oneclick charges: Chilean pesos, which have no minor unit (ISO 4217). */
const CLP = 'CLP';

/** Cents as whole pesos; null when the amount has centavos, which Transbank cannot charge or give back. */
const pesos = (amount: Cents): number | null => providerCurrency(CLP)!.units(amount);

const username = (customerId: number) => `customer-${customerId}`;

interface AuthorizeAnswer {
  buy_order?: string;
  details?: Array<{ amount?: number; status?: string; response_code?: number; commerce_code?: string; buy_order?: string; balance?: number }>;
}

async function transbankMethod(db: Kysely<DB>): Promise<ProviderMethod | undefined> {
  return (await methodsOfType(db, PaymentMethodType.Transbank)).find((method) => method.active);
}

/** transbank/tokenize: starts the registration; the browser goes to Webpay with TBK_TOKEN. */
export async function startTransbankTokenization(payments: PaymentRuntime, customerId: number): Promise<{ redirectUrl: string } | null> {
  const { db } = payments;
  const method = await transbankMethod(db);
  if (!method) return null;
  const requestId = await insertCardTokenization(db, { customerId, methodId: method.id, providerToken: `starting-${randomUUID()}` });
  const email = (await customerEmail(db, customerId)) ?? '';
  const sdk = await inscriptions(payments, method);
  const started = await attempt(
    payments,
    method,
    'start inscription',
    () => sdk.start(username(customerId), email, ownUrl(payments, `/payments/transbank/return/${requestId}`)) as Promise<{ token?: string; url_webpay?: string }>,
  );
  if (!started?.token || !started.url_webpay) throw failure(payments, method, 'start inscription');
  await setCardTokenizationToken(db, requestId, started.token);
  const webpay = started.url_webpay.startsWith('/') ? ownUrl(payments, started.url_webpay) : started.url_webpay;
  return { redirectUrl: `${webpay}?TBK_TOKEN=${encodeURIComponent(started.token)}` };
}

/**
 * transbank/process-tokenization: the return with TBK_TOKEN finishes the registration once (PUT inscriptions)
 * and answers the saved card; a second call answers the same card. Null when the request is not the caller's.
 */
export async function finishTransbankTokenization(payments: PaymentRuntime, requestId: number, token: string, customerId: number): Promise<{ id: number } | 'failed' | null> {
  const { db } = payments;
  return db.transaction().execute(async (trx) => {
    const request = await findCardTokenization(trx, requestId, { lock: true });
    if (!request || request.customer_id !== customerId || request.provider_token !== token) return null;
    if (request.status === 'Succeeded' && request.card_token_id !== null) return { id: request.card_token_id };
    if (request.status === 'Failed') return 'failed';
    const method = (await methodsOfType(trx, PaymentMethodType.Transbank)).find((candidate) => candidate.id === request.payment_method_id);
    if (!method) return null;
    const sdk = await inscriptions(payments, method);
    const result = await attempt(
      payments,
      method,
      'finish inscription',
      () => sdk.finish(token) as Promise<{ response_code?: number; tbk_user?: string | null; card_type?: string; card_number?: string }>,
    );
    if (!result || result.response_code !== 0 || !result.tbk_user) {
      await finishCardTokenization(trx, requestId, { status: 'Failed', cardTokenId: null });
      return 'failed';
    }
    const cardId = await saveCardToken(trx, {
      customerId,
      methodId: method.id,
      providerToken: result.tbk_user,
      cardEnding: (result.card_number ?? '').slice(-4).padStart(4, '0'),
      brand: result.card_type ?? null,
      expiry: null,
    });
    await finishCardTokenization(trx, requestId, { status: 'Succeeded', cardTokenId: cardId });
    return { id: cardId };
  });
}

export const transbankProvider: ProviderAdapter & Required<Pick<ProviderAdapter, 'refund'>> = {
  type: PaymentMethodType.Transbank,
  key: 'transbank',
  handles: [PaymentMethodType.Transbank],
  async start(context) {
    const { payments } = context;
    const method = await methodOf(context);
    if (context.club.currency_code !== CLP) throw new Refusal('payment.currencyNotSupported', { method: method.name, currency: context.club.currency_code });
    const { units: amount } = checkoutAmount(method, CLP, context.total);
    const card = context.tokenId === null ? undefined : await findCardToken(context.trx, context.customerId, method.id, Number(context.tokenId));
    if (!card) throw new Refusal('payment.cardRequired', { method: method.name });
    // Wall time, not app.clock: only part of a unique order id.
    const buyOrder = `O${Date.now().toString(36)}${randomUUID().slice(0, 6)}`.slice(0, 26);
    const sdk = await transactions(payments, method);
    const answer = await attempt(
      payments,
      method,
      'authorize',
      () =>
        sdk.authorize(username(context.customerId), card.providerToken, buyOrder, [
          new TransactionDetail(amount, storeCode(method), `${buyOrder}1`.slice(0, 26), 1),
        ]) as Promise<AuthorizeAnswer>,
    );
    if (!answer) throw failure(payments, method, 'authorize');
    const detail = answer.details?.[0];
    if (detail?.status !== 'AUTHORIZED' || detail.response_code !== 0) throw new ProviderDeclined(method);
    if (detail.amount !== amount) {
      // Never settle a sale on an authorization of another amount: it is given back, and the checkout refused.
      payments.log.error({ method: method.id, buyOrder, expected: amount, authorized: detail.amount }, 'transbank authorized another amount than the sale');
      if (detail.commerce_code && detail.buy_order && typeof detail.amount === 'number' && detail.amount > 0) {
        const given = detail.amount;
        await attempt(payments, method, 'refund a mismatched authorization', () => sdk.refund(buyOrder, detail.commerce_code!, detail.buy_order!, given) as Promise<unknown>);
      }
      throw failure(payments, method, 'authorize');
    }
    return settledAtOnce(context, method, buyOrder, card.id);
  },
  /** Reads the transaction (status) for its store transaction and what is left of it, then refunds that child. */
  async refund(payments, method, payment, amount) {
    const sdk = await transactions(payments, method);
    const status = await attempt(payments, method, 'status', () => sdk.status(payment.reference) as Promise<AuthorizeAnswer>);
    const child = status?.details?.find((detail) => detail.status === 'AUTHORIZED' || detail.status === 'PARTIALLY_NULLIFIED');
    const given = pesos(amount);
    if (!child?.commerce_code || !child.buy_order || given === null) return false;
    const refunded = await attempt(
      payments,
      method,
      'refund',
      () => sdk.refund(payment.reference, child.commerce_code!, child.buy_order!, given) as Promise<{ type?: string; response_code?: number; authorization_code?: string }>,
    );
    // A reversal (the whole amount the same day) answers only its type; a nullification its authorization code.
    if (refunded?.type === 'REVERSED') return true;
    return refunded?.type === 'NULLIFIED' && refunded.response_code === 0 && refundMade(refunded.authorization_code);
  },
};
