import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { usePaymentServer } from '../testing/payments';
import { decodeRedsysParameters } from './signatures/redsys';

// Saved cards (issue 12, deliver 7): a tokenizing provider keeps the card's token, never its number; the card
// is listed in /account (token-list) and at checkout (checkout-info), and a later checkout pays with it at once.
// A card the provider declines inside the checkout answers paid false (the portal goes to /cz/ko) and writes nothing.
const { state, kit } = usePaymentServer();
const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  state.server.app.inject({ method, url, payload, headers: { ...state.ana.headers, ...headers } });
const form = (url: string, body: Record<string, string>) =>
  state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });

const savedCards = async () => (await inject('GET', `/api/publicpaymentmethods/token-list/${state.ana.customerId}`)).json().model as Array<{ id: number; cardNumber: string }>;

async function checkoutMethods() {
  const polo = await state.server.app.db.selectFrom('products').select('id').where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
  const answer = (
    await inject('POST', '/api/shop/checkout-info-by-customer', { customerId: state.ana.customerId, saleItems: [{ productId: polo.id, units: 1 }], saleIds: [] })
  ).json();
  return answer.model.paymentMethods as Array<{ id: number; name: string; tokenId: number | null }>;
}

/** The card a checkout saved: new in /account, offered at checkout, and paying the next checkout at once. */
async function expectSavedAndReusable(type: PaymentMethodType, before: number[], ending: string) {
  const cards = await savedCards();
  const added = cards.filter((card) => !before.includes(card.id));
  expect(added).toHaveLength(1);
  expect(added[0]!.cardNumber).toContain(ending);
  expect(JSON.stringify(cards)).not.toMatch(/\d{12,}/);
  const methodId = await kit.methodId(type);
  expect(await checkoutMethods()).toContainEqual(expect.objectContaining({ id: methodId, tokenId: added[0]!.id, name: expect.stringContaining(ending) }));
  const paid = await kit.checkout(state.ana, methodId, { tokenId: added[0]!.id });
  expect(paid).toMatchObject({ paid: true });
  expect(await kit.sale(paid.saleIds[0]!)).toMatchObject({ status: 'Paid', pending: 0 });
}

const cardIds = async () => (await savedCards()).map((card) => card.id);

describe('saved cards', () => {
  it('Stripe: a PaymentIntent with setup_future_usage keeps the card on a Stripe customer; the next checkout charges it off-session', async () => {
    const before = await cardIds();
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe), { saveCreditCard: true });
    const intentId = (model.stripe.clientSecret as string).split('_secret_')[0]!;
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
    const intent = (
      await state.server.app.inject({ method: 'GET', url: `/sandbox/stripe/v1/payment_intents/${intentId}`, headers: { authorization: 'Bearer sk_test_sandbox' } })
    ).json();
    expect(intent).toMatchObject({
      status: 'succeeded',
      setup_future_usage: 'off_session',
      customer: expect.stringMatching(/^cus_/),
      payment_method: expect.stringMatching(/^pm_/),
    });
    await expectSavedAndReusable(PaymentMethodType.Stripe, before, '4242');
  });

  it('Stripe: without the tick nothing is kept', async () => {
    const before = await cardIds();
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
    expect(await cardIds()).toEqual(before);
  });

  it('Redsys: DS_MERCHANT_IDENTIFIER=REQUIRED; the notification’s Ds_Merchant_Identifier and Ds_ExpiryDate are kept and pay over REST next time', async () => {
    const before = await cardIds();
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Redsys), { saveCreditCard: true });
    const { url, data } = model.redsysData as { url: string; data: Record<string, string> };
    const parameters = decodeRedsysParameters(data.Ds_MerchantParameters!)!;
    expect(parameters).toMatchObject({ DS_MERCHANT_IDENTIFIER: 'REQUIRED', DS_MERCHANT_COF_INI: 'S' });
    await form(url, data);
    expect((await form('/sandbox/redsys/sis/decide', { order: parameters.DS_MERCHANT_ORDER!, choice: 'approve' })).headers.location).toBe('/cz/ok');
    const card = await state.server.app.db.selectFrom('card_tokens').select(['provider_token', 'expiry', 'card_ending']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(card).toMatchObject({ provider_token: expect.stringMatching(/^[0-9a-f]{40}$/), expiry: '12/34', card_ending: '0004' });
    await expectSavedAndReusable(PaymentMethodType.Redsys, before, '0004');
  });

  it('NetPay: a charge with saveCard answers the reusable source, which pays the next checkout', async () => {
    const before = await cardIds();
    const token = (
      await state.server.app.inject({
        method: 'POST',
        url: '/sandbox/netpay/v3/token',
        headers: { authorization: 'pk_netpay_sandbox' },
        payload: { cardNumber: '5555555555554444', expMonth: '12', expYear: '30', cvv2: '123', cardHolderName: 'Ana Demo' },
      })
    ).json().token as string;
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: token, saveCreditCard: true });
    expect(model).toMatchObject({ paid: true });
    await expectSavedAndReusable(PaymentMethodType.NetPay, before, '4444');
  });

  it('Authorize.Net: createProfile keeps a customer payment profile, which pays the next checkout', async () => {
    const before = await cardIds();
    const opaque = (
      await kit.post('/sandbox/authorizenet/v1/opaque', {
        authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login-id' },
        cardData: { cardNumber: '4007000000027', month: '12', year: '30', cardCode: '123' },
      })
    ).json().opaqueData.dataValue as string;
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: opaque, saveCreditCard: true });
    expect(model).toMatchObject({ paid: true });
    expect((await state.server.app.db.selectFrom('card_tokens').select('provider_token').orderBy('id', 'desc').executeTakeFirstOrThrow()).provider_token).toMatch(/^\d+\/\d+$/);
    await expectSavedAndReusable(PaymentMethodType.AuthorizeNet, before, '0027');
  });

  it('a card the provider declines inside checkout answers paid false and writes nothing', async () => {
    const ordersBefore = await state.server.app.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const opaque = (
      await kit.post('/sandbox/authorizenet/v1/opaque', {
        authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login-id' },
        cardData: { cardNumber: '4000000000000002', month: '12', year: '30', cardCode: '123' },
      })
    ).json().opaqueData.dataValue as string;
    const polo = await state.server.app.db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const answer = (
      await inject('POST', '/api/shop/checkout-customer', {
        customerId: state.ana.customerId,
        saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
        paymentMethodId: await kit.methodId(PaymentMethodType.AuthorizeNet),
        tokenId: opaque,
      })
    ).json();
    expect(answer).toMatchObject({ ok: false, errorMsg: expect.stringContaining('The payment was declined by Card (Authorize.Net)'), model: { paid: false } });
    const ordersAfter = await state.server.app.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(ordersAfter.count).toBe(ordersBefore.count);
  });
});
