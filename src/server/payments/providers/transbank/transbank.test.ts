import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toCents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { expectConformingAnswer } from '../../../testing/conformance';
import { findProviderMethod } from '../../../repositories/provider-payments';
import { transbankProvider } from '.';

const { state, kit } = usePaymentServer();
/** One Club Polo as the cart sends it. */
async function poloItem() {
  const polo = await state.server.app.db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
  return { productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } };
}
const { Oneclick } = createRequire(import.meta.url)('transbank-sdk') as typeof import('transbank-sdk');

// Oneclick charges Chilean pesos: this file's club keeps its accounts in CLP, and the polo costs whole pesos.
const setClubCurrency = (code: string) => state.server.app.db.updateTable('clubs').set({ currency_code: code }).execute();
beforeAll(async () => {
  await setClubCurrency('CLP');
  await state.server.app.db.updateTable('products').set({ gross_price: 15990 }).where('name', '=', 'Club Polo').execute();
});
const form = (url: string, body: Record<string, string>) =>
  state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });

async function registerAtWebpay(choice: 'approve' | 'decline', card: 'visa' | 'mastercard' = 'visa') {
  const started = await kit.post(`/api/transbank/tokenize/${state.ana.customerId}?fromPublic=true`, {}, state.ana.headers);
  expectConformingAnswer('startTransbankTokenization', started);
  const redirect = new URL(started.json().model.redirectUrl);
  expect(redirect.pathname).toBe('/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi');
  const token = redirect.searchParams.get('TBK_TOKEN')!;
  // Webpay takes the token as a POSTed form field, as Transbank documents: the portal posts it there.
  expect((await state.server.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}` })).statusCode).toBe(405);
  const page = await form(redirect.pathname, { TBK_TOKEN: token });
  expect(page.body).toContain('Sandbox');
  const decide = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
  const back = await form(decide, { TBK_TOKEN: token, choice, card });
  const portal = await state.server.app.inject({ method: 'GET', url: back.headers.location as string });
  return { token, portal: new URL(portal.headers.location as string, 'http://x') };
}

/** Registers a card at Webpay and finishes the registration: the saved card's id. */
async function savedCard(card: 'visa' | 'mastercard') {
  const { portal } = await registerAtWebpay('approve', card);
  const finished = await kit.post(
    `/api/transbank/process-tokenization/${portal.searchParams.get('transbank_request')}?TBK_TOKEN=${encodeURIComponent(portal.searchParams.get('TBK_TOKEN')!)}`,
    {},
    state.ana.headers,
  );
  return finished.json().model.id as number;
}

describe('Transbank Oneclick', () => {
  it('registers the card at Webpay, saves its tbk_user once, and the checkout pays with the saved card', async () => {
    const { portal } = await registerAtWebpay('approve');
    expect(portal.pathname).toBe('/checkout');
    const requestId = portal.searchParams.get('transbank_request');
    const tbkToken = portal.searchParams.get('TBK_TOKEN')!;
    const finish = () => kit.post(`/api/transbank/process-tokenization/${requestId}?TBK_TOKEN=${encodeURIComponent(tbkToken)}`, {}, state.ana.headers);
    const first = await finish();
    expectConformingAnswer('processTransbankTokenization', first);
    const cardId = first.json().model.id;
    expect((await finish()).json().model.id).toBe(cardId);
    const cards = (await state.server.app.inject({ method: 'GET', url: `/api/publicpaymentmethods/token-list/${state.ana.customerId}`, headers: state.ana.headers })).json();
    expect(JSON.stringify(cards)).toContain('**** **** **** 6623');
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Transbank), { tokenId: cardId });
    expect(model.paid).toBe(true);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it('a cancelled registration returns with session and order parameters: Save card failed', async () => {
    const { portal, token } = await registerAtWebpay('decline');
    expect(portal.searchParams.get('TBK_ORDEN_COMPRA')).toBeTruthy();
    expect(portal.searchParams.get('TBK_ID_SESION')).toBeTruthy();
    const requestId = portal.searchParams.get('transbank_request');
    expect((await kit.post(`/api/transbank/process-tokenization/${requestId}?TBK_TOKEN=${token}`, {}, state.ana.headers)).json()).toEqual({
      ok: false,
      errorMsg: 'Save card failed',
    });
  });

  it('the return replayed 3 times saves one card; a forged token before or after changes nothing; a replayed checkout charges once', async () => {
    const { portal } = await registerAtWebpay('approve');
    const requestId = portal.searchParams.get('transbank_request');
    const finish = (token: string) => kit.post(`/api/transbank/process-tokenization/${requestId}?TBK_TOKEN=${encodeURIComponent(token)}`, {}, state.ana.headers);
    const cardCount = async () =>
      Number(
        (
          await state.server.app.db
            .selectFrom('card_tokens')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('customer_id', '=', state.ana.customerId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await cardCount();
    expect((await finish('forged-token')).json().ok).toBe(false);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await finish(portal.searchParams.get('TBK_TOKEN')!)).json().model.id);
    expect(new Set(ids).size).toBe(1);
    expect((await finish('forged-token')).json().ok).toBe(false);
    expect(await cardCount()).toBe(before + 1);

    const method = await kit.methodId(PaymentMethodType.Transbank);
    const models = [];
    for (let i = 0; i < 3; i += 1) models.push(await kit.checkout(state.ana, method, { tokenId: ids[0], guid: 'transbank-replayed-cart' }));
    expect(new Set(models.map((model) => model.saleIds[0])).size).toBe(1);
    expect(await kit.payments(models[0]!.saleIds[0]!)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
  });

  it('a card whose charge the bank declines: the checkout answers paid false (the portal goes to /cz/ko) and confirms nothing', async () => {
    const cardId = await savedCard('mastercard');
    const polo = await state.server.app.db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const salesBefore = await state.server.app.db.selectFrom('sales').select('id').where('customer_id', '=', state.ana.customerId).execute();
    const answer = await kit.post(
      '/api/shop/checkout-customer',
      {
        customerId: state.ana.customerId,
        saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
        paymentMethodId: await kit.methodId(PaymentMethodType.Transbank),
        tokenId: cardId,
      },
      state.ana.headers,
    );
    expect(answer.json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('The payment was declined by'), model: { paid: false } });
    const salesAfter = await state.server.app.db.selectFrom('sales').select('id').where('customer_id', '=', state.ana.customerId).execute();
    expect(salesAfter).toHaveLength(salesBefore.length);
  });

  it('charges whole pesos and refuses, before asking Transbank, a club whose currency is not CLP', async () => {
    const cardId = await savedCard('visa');
    const authorize = vi.spyOn(Oneclick.MallTransaction.prototype, 'authorize');
    try {
      const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Transbank), { tokenId: cardId });
      expect(authorize.mock.calls[0]![3]).toEqual([expect.objectContaining({ amount: 15990 })]);
      expect(await kit.sale(model.saleIds[0]!)).toMatchObject({ status: 'Paid', paid: 15990 });
      authorize.mockClear();
      await setClubCurrency('EUR');
      const refused = await kit.post(
        '/api/shop/checkout-customer',
        { customerId: state.ana.customerId, saleItems: [await poloItem()], saleIds: [], paymentMethodId: await kit.methodId(PaymentMethodType.Transbank), tokenId: cardId },
        state.ana.headers,
      );
      expect(refused.json()).toMatchObject({ ok: false, errorMsg: 'Webpay (Transbank) cannot take payments in EUR. Please choose another payment method.' });
      expect(authorize).not.toHaveBeenCalled();
    } finally {
      authorize.mockRestore();
      await setClubCurrency('CLP');
    }
  });

  it('an authorization of another amount than the sale is given back and the checkout refused, with nothing settled', async () => {
    const cardId = await savedCard('visa');
    const real = Oneclick.MallTransaction.prototype.authorize;
    const refund = vi.spyOn(Oneclick.MallTransaction.prototype, 'refund');
    const authorize = vi.spyOn(Oneclick.MallTransaction.prototype, 'authorize').mockImplementation(async function (
      this: InstanceType<typeof Oneclick.MallTransaction>,
      username,
      tbkUser,
      buyOrder,
      details,
    ) {
      // As if Transbank authorized 1 peso less than asked.
      const answer = (await real.call(this, username, tbkUser, buyOrder, details)) as { details: Array<{ amount: number }> };
      return { ...answer, details: answer.details.map((detail) => ({ ...detail, amount: detail.amount - 1 })) };
    });
    const salesBefore = await state.server.app.db.selectFrom('sales').select('id').where('customer_id', '=', state.ana.customerId).execute();
    try {
      const answer = await kit.post(
        '/api/shop/checkout-customer',
        { customerId: state.ana.customerId, saleItems: [await poloItem()], saleIds: [], paymentMethodId: await kit.methodId(PaymentMethodType.Transbank), tokenId: cardId },
        state.ana.headers,
      );
      expect(answer.json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('could not take the payment') });
      expect(refund).toHaveBeenCalledWith(expect.any(String), expect.any(String), expect.any(String), 15989);
      expect(await state.server.app.db.selectFrom('sales').select('id').where('customer_id', '=', state.ana.customerId).execute()).toHaveLength(salesBefore.length);
    } finally {
      authorize.mockRestore();
      refund.mockRestore();
    }
  });

  it('refunds through the SDK: part, then the rest; nothing beyond what was charged', async () => {
    const methodId = await kit.methodId(PaymentMethodType.Transbank);
    const model = await kit.checkout(state.ana, methodId, { tokenId: await savedCard('visa') });
    const [payment] = await kit.payments(model.saleIds[0]!);
    const method = (await findProviderMethod(state.server.app.db, methodId))!;
    const target = { reference: payment!.provider_reference!, data: null };
    // The SDK sends the method's keys as Tbk-Api-Key-Id / Tbk-Api-Key-Secret: a secret Transbank does not know refunds nothing.
    expect(await transbankProvider.refund(state.server.app.payments, { ...method, privateConfig: { ...method.privateConfig, apiKeySecret: 'not-the-secret' } }, target, 1000)).toBe(
      false,
    );
    // A nullification answers its authorization code: the refund's id.
    expect(await transbankProvider.refund(state.server.app.payments, method, target, 1000)).toEqual({ refundId: expect.stringMatching(/^\d{6}$/) });
    expect(await transbankProvider.refund(state.server.app.payments, method, target, toCents(payment!.amount) - 1000)).toEqual({ refundId: expect.stringMatching(/^\d{6}$/) });
    expect(await transbankProvider.refund(state.server.app.payments, method, target, 100)).toBe(false);
    expect(await transbankProvider.refund(state.server.app.payments, method, { reference: 'O-not-a-buy-order', data: null }, 100)).toBe(false);
  });
});
