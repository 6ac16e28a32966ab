import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodType, type JsonObject } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { findProviderMethod } from '../../../repositories/provider-payments';
import { decodeRedsysParameters, signRedsysForm } from '../../signatures/redsys';
import { REDSYS_TEST_KEY, redsysProvider } from '.';

const { state, kit } = usePaymentServer();
/** One Club Polo as the cart sends it. */
async function poloItem() {
  const polo = await state.server.app.db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
  return { productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } };
}
const form = (url: string, body: Record<string, string> | object) =>
  state.server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body as Record<string, string>).toString(),
  });

async function redsysCheckout() {
  const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Redsys));
  const { url, data } = model.redsysData as { url: string; data: Record<string, string> };
  const parameters = decodeRedsysParameters(data.Ds_MerchantParameters!)!;
  return { model, url, data, order: parameters.DS_MERCHANT_ORDER!, parameters, saleId: model.saleIds[0]! };
}

describe('Redsys', () => {
  it('answers the signed hidden form; the SIS page approves, notifies MERCHANTURL and sends the browser to URLOK', async () => {
    const { url, data, order, parameters, saleId } = await redsysCheckout();
    expect(url).toBe('/sandbox/redsys/sis/realizarPago');
    expect(data.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(parameters).toMatchObject({
      DS_MERCHANT_ORDER: expect.stringMatching(/^\d{4}[A-Za-z0-9]{8}$/),
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_URLOK: '/cz/ok',
      DS_MERCHANT_URLKO: '/cz/ko',
      DS_MERCHANT_MERCHANTURL: '/payments/redsys/notification',
    });
    const page = await form(url, data);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p class="sandbox-mark" role="note">Sandbox</p>');
    const done = await form('/sandbox/redsys/sis/decide', { order, choice: 'approve' });
    expect(done.headers.location).toBe('/cz/ok');
    expect(await kit.sale(saleId)).toMatchObject({ status: 'Paid', pending: 0 });
  });

  it('refuses a form whose signature was tampered with', async () => {
    const { url, data } = await redsysCheckout();
    const page = await form(url, { ...data, Ds_Signature: signRedsysForm(REDSYS_TEST_KEY, { DS_MERCHANT_ORDER: '0000aaaaaaaa', DS_MERCHANT_AMOUNT: '1' }).Ds_Signature });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('SIS0042');
  });

  it('a declined card goes to URLKO and cancels the order; 3-D Secure passes through the challenge', async () => {
    const declined = await redsysCheckout();
    await form(declined.url, declined.data);
    expect((await form('/sandbox/redsys/sis/decide', { order: declined.order, choice: 'decline' })).headers.location).toBe('/cz/ko');
    expect((await kit.sale(declined.saleId)).status).toBe('Cancelled');
    expect(await kit.payments(declined.saleId)).toEqual([expect.objectContaining({ status: 'Failed' })]);

    const secure = await redsysCheckout();
    await form(secure.url, secure.data);
    const challenge = await form('/sandbox/redsys/sis/decide', { order: secure.order, choice: '3ds' });
    expect(challenge.body).toContain('3-D Secure');
    expect((await form('/sandbox/redsys/sis/challenge', { order: secure.order, choice: 'approve' })).headers.location).toBe('/cz/ok');
    expect((await kit.sale(secure.saleId)).status).toBe('Paid');
  });

  it('a notification replayed 3 times and out of order changes the state once; a bad signature or amount changes nothing', async () => {
    const { order, saleId } = await redsysCheckout();
    const sale = await kit.sale(saleId);
    const cents = String(Math.round(sale.total * 100));
    const notification = (response: string, amount = cents, key = REDSYS_TEST_KEY) =>
      signRedsysForm(key, { Ds_Order: order, Ds_Amount: amount, Ds_Response: response, Ds_TransactionType: '0' });
    const notify = (body: object) => form('/payments/redsys/notification', body);

    expect((await notify(notification('0000', cents, Buffer.from('forged-key-for-tests-012').toString('base64')))).statusCode).toBe(400);
    expect((await notify({ ...notification('0000'), Ds_MerchantParameters: notification('0000', '1').Ds_MerchantParameters })).statusCode).toBe(400);
    await notify(notification('0000', '1'));
    expect((await kit.sale(saleId)).status).toBe('Pending');

    for (let i = 0; i < 3; i += 1) expect((await notify(notification('0000'))).body).toBe('OK');
    await notify(notification('0190'));
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect(await kit.sale(saleId)).toMatchObject({ status: 'Paid', paid: sale.total });
  });
});

describe('Redsys in the club’s currency, and merchant-initiated charges of a saved card', () => {
  /** Every REST request the adapter sends to the SIS, its parameters decoded. */
  function restRequests() {
    const runtime = state.server.app.payments;
    const http = runtime.http;
    const sent: Array<Record<string, string>> = [];
    const spy = vi.spyOn(runtime, 'http').mockImplementation(async (url, request) => {
      if (url.endsWith('/sis/rest/trataPeticionREST')) sent.push(decodeRedsysParameters(JSON.parse(request?.body ?? '{}').Ds_MerchantParameters ?? '') ?? {});
      return http(url, request);
    });
    return { sent, restore: () => spy.mockRestore() };
  }

  /** A card saved through the hosted page (COF_INI S): its id. */
  async function savedRedsysCard() {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Redsys), { saveCreditCard: true });
    const { url, data } = model.redsysData as { url: string; data: Record<string, string> };
    await form(url, data);
    await form('/sandbox/redsys/sis/decide', { order: decodeRedsysParameters(data.Ds_MerchantParameters!)!.DS_MERCHANT_ORDER!, choice: 'approve' });
    return state.server.app.db.selectFrom('card_tokens').select(['id', 'first_transaction_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  }

  const setClubCurrency = (code: string) => state.server.app.db.updateTable('clubs').set({ currency_code: code }).execute();

  it('keeps the first transaction’s id of a saved card and names it (DS_MERCHANT_COF_TXNID) in every merchant-initiated charge', async () => {
    const card = await savedRedsysCard();
    expect(card.first_transaction_id).toMatch(/^\d+$/);
    const rest = restRequests();
    try {
      const paid = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Redsys), { tokenId: card.id });
      expect(paid).toMatchObject({ paid: true });
      expect(rest.sent).toEqual([
        expect.objectContaining({ DS_MERCHANT_COF_TXNID: card.first_transaction_id, DS_MERCHANT_EXCEP_SCA: 'MIT', DS_MERCHANT_COF_INI: 'N', DS_MERCHANT_CURRENCY: '978' }),
      ]);
    } finally {
      rest.restore();
    }
    // The SIS declines a stored-credential charge that does not name it (the card saved before it was kept).
    await state.server.app.db.updateTable('card_tokens').set({ first_transaction_id: null }).where('id', '=', card.id).execute();
    const refused = await kit.post(
      '/api/shop/checkout-customer',
      { customerId: state.ana.customerId, saleItems: [await poloItem()], saleIds: [], paymentMethodId: await kit.methodId(PaymentMethodType.Redsys), tokenId: card.id },
      state.ana.headers,
    );
    expect(refused.json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('The payment was declined by Card (Redsys)') });
  });

  it('sends the club’s currency code and its smallest unit to the redirection and to every REST operation (not always 978)', async () => {
    const card = await savedRedsysCard();
    const polo = await state.server.app.db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    await setClubCurrency('JPY');
    await state.server.app.db.updateTable('products').set({ gross_price: 3500 }).where('id', '=', polo.id).execute();
    const rest = restRequests();
    try {
      const redirect = await redsysCheckout();
      expect(redirect.parameters).toMatchObject({ DS_MERCHANT_CURRENCY: '392', DS_MERCHANT_AMOUNT: '3500' });
      const paid = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Redsys), { tokenId: card.id });
      const [payment] = await kit.payments(paid.saleIds[0]!);
      const method = (await findProviderMethod(state.server.app.db, await kit.methodId(PaymentMethodType.Redsys)))!;
      const data = (
        await state.server.app.db.selectFrom('payments').select('provider_data').where('provider_reference', '=', payment!.provider_reference!).executeTakeFirstOrThrow()
      ).provider_data;
      expect(await redsysProvider.refund(state.server.app.payments, method, { reference: payment!.provider_reference!, data: data as JsonObject }, 100000)).toEqual({
        refundId: expect.stringMatching(new RegExp(`^${payment!.provider_reference!}/\\d{6}$`)),
      });
      expect(rest.sent.map((sent) => [sent.DS_MERCHANT_TRANSACTIONTYPE, sent.DS_MERCHANT_CURRENCY, sent.DS_MERCHANT_AMOUNT])).toEqual([
        ['0', '392', '3500'],
        ['3', '392', '1000'],
      ]);
    } finally {
      rest.restore();
      await setClubCurrency('EUR');
      await state.server.app.db.updateTable('products').set({ gross_price: polo.gross_price }).where('id', '=', polo.id).execute();
    }
  });

  it('refuses, in the customer’s language, a total the currency cannot hold or a currency ISO 4217 does not list', async () => {
    const attempt = () =>
      kit.post(
        '/api/shop/checkout-customer',
        {
          customerId: state.ana.customerId,
          saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
          saleIds: [],
          paymentMethodId: methodId,
        },
        { ...state.ana.headers, 'accept-language': 'es-ES' },
      );
    const polo = await state.server.app.db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const methodId = await kit.methodId(PaymentMethodType.Redsys);
    try {
      await setClubCurrency('JPY');
      expect((await attempt()).json()).toMatchObject({ ok: false, errorMsg: 'Card (Redsys) no puede cobrar este importe: tiene decimales que JPY no tiene.' });
      await setClubCurrency('XYZ');
      expect((await attempt()).json()).toMatchObject({ ok: false, errorMsg: 'Card (Redsys) no admite pagos en XYZ. Elige otro método de pago.' });
    } finally {
      await setClubCurrency('EUR');
    }
  });
});
