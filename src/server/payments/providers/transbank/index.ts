import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PaymentMethodType, type DB } from '../../../db/schema';
import { CheckoutRefusal } from '../../../checkout/refusal';
import {
  customerEmail,
  findCardToken,
  findCardTokenization,
  finishCardTokenization,
  insertCardTokenization,
  methodsOfType,
  saveCardToken,
  setCardTokenizationToken,
  type ProviderMethod,
} from '../../../repositories/provider-payments';
import { methodOf, providerFailure, settledAtOnce, type ProviderAdapter } from '../../provider';
import { ownUrl, paymentRuntime, providerBaseUrl, setting, usesSandbox } from '../../runtime';

// Transbank Oneclick Mall (REST v1.2): the card is registered first (POST inscriptions → token and
// url_webpay; the browser goes to Webpay with TBK_TOKEN and comes back to our response_url; PUT
// inscriptions/{token} answers tbk_user, kept as the saved card's token), then each checkout authorizes
// with the saved card (POST transactions with username, tbk_user and the mall's store commerce code).
// Headers Tbk-Api-Key-Id / Tbk-Api-Key-Secret; integration keys are Transbank's public test ones.

const INTEGRATION_MALL_CODE = '597055555541';
const INTEGRATION_STORE_CODE = '597055555542';
const INTEGRATION_API_SECRET = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
const API = '/rswebpaytransaction/api/oneclick/v1.2';

const transbankBase = (method: ProviderMethod) => providerBaseUrl(method, '/sandbox/transbank', 'https://webpay3g.transbank.cl', 'TRANSBANK_API_BASE');
export const commerceCode = (method: ProviderMethod) => setting(method, 'commerceCode', 'TRANSBANK_COMMERCE_CODE') || INTEGRATION_MALL_CODE;
const storeCode = (method: ProviderMethod) => setting(method, 'storeCommerceCode', 'TRANSBANK_STORE_COMMERCE_CODE') || INTEGRATION_STORE_CODE;
export const apiSecret = (method: ProviderMethod) => setting(method, 'apiKeySecret', 'TRANSBANK_API_KEY_SECRET') || (usesSandbox(method) ? INTEGRATION_API_SECRET : '');

const call = (method: ProviderMethod, path: string, verb: 'POST' | 'PUT' | 'GET', body?: object) =>
  paymentRuntime().http(`${transbankBase(method)}${API}${path}`, {
    method: verb,
    headers: { 'tbk-api-key-id': commerceCode(method), 'tbk-api-key-secret': apiSecret(method), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const username = (customerId: number) => `customer-${customerId}`;

async function transbankMethod(db: Kysely<DB>): Promise<ProviderMethod | undefined> {
  return (await methodsOfType(db, PaymentMethodType.Transbank)).find((method) => method.active);
}

/** transbank/tokenize: starts the registration; the browser goes to Webpay with TBK_TOKEN. */
export async function startTransbankTokenization(db: Kysely<DB>, customerId: number): Promise<{ redirectUrl: string } | null> {
  const method = await transbankMethod(db);
  if (!method) return null;
  const requestId = await insertCardTokenization(db, { customerId, methodId: method.id, providerToken: `starting-${randomUUID()}` });
  const answer = await call(method, '/inscriptions', 'POST', {
    username: username(customerId),
    email: (await customerEmail(db, customerId)) ?? '',
    response_url: ownUrl(`/payments/transbank/return/${requestId}`),
  });
  if (answer.status !== 200) throw providerFailure(method, 'start inscription', answer);
  const started = answer.json<{ token: string; url_webpay: string }>();
  await setCardTokenizationToken(db, requestId, started.token);
  const webpay = started.url_webpay.startsWith('/') ? ownUrl(started.url_webpay) : started.url_webpay;
  return { redirectUrl: `${webpay}?TBK_TOKEN=${encodeURIComponent(started.token)}` };
}

/**
 * transbank/process-tokenization: the return with TBK_TOKEN finishes the registration once (PUT inscriptions)
 * and answers the saved card; a second call answers the same card. Null when the request is not the caller's.
 */
export async function finishTransbankTokenization(db: Kysely<DB>, requestId: number, token: string, customerId: number): Promise<{ id: number } | 'failed' | null> {
  return db.transaction().execute(async (trx) => {
    const request = await findCardTokenization(trx, requestId, { lock: true });
    if (!request || request.customer_id !== customerId || request.provider_token !== token) return null;
    if (request.status === 'Succeeded' && request.card_token_id !== null) return { id: request.card_token_id };
    if (request.status === 'Failed') return 'failed';
    const method = (await methodsOfType(trx, PaymentMethodType.Transbank)).find((candidate) => candidate.id === request.payment_method_id);
    if (!method) return null;
    const answer = await call(method, `/inscriptions/${encodeURIComponent(token)}`, 'PUT');
    const result = answer.json<{ response_code?: number; tbk_user?: string; card_type?: string; card_number?: string }>();
    if (answer.status !== 200 || result.response_code !== 0 || !result.tbk_user) {
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

export const transbankProvider: ProviderAdapter = {
  type: PaymentMethodType.Transbank,
  key: 'transbank',
  handles: [PaymentMethodType.Transbank],
  async start(context) {
    const method = await methodOf(context);
    const card = context.tokenId === null ? undefined : await findCardToken(context.trx, context.customerId, method.id, Number(context.tokenId));
    if (!card) throw new CheckoutRefusal('payment.cardRequired', { method: method.name });
    const buyOrder = `O${Date.now().toString(36)}${randomUUID().slice(0, 6)}`.slice(0, 26);
    const answer = await call(method, '/transactions', 'POST', {
      username: username(context.customerId),
      tbk_user: card.providerToken,
      buy_order: buyOrder,
      details: [{ commerce_code: storeCode(method), buy_order: `${buyOrder}1`.slice(0, 26), amount: Math.round(context.total / 100), installments_number: 1 }],
    });
    if (answer.status !== 200) throw providerFailure(method, 'authorize', answer);
    const detail = answer.json<{ details?: Array<{ status?: string; response_code?: number }> }>().details?.[0];
    if (detail?.status !== 'AUTHORIZED' || detail.response_code !== 0) throw new CheckoutRefusal('payment.declined', { method: method.name });
    return settledAtOnce(context, method, buyOrder, card.id);
  },
};
