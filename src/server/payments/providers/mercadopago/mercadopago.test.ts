import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { expectConformingAnswer } from '../../../testing/conformance';
import { mercadoPagoSignatureHeader } from '../../signatures/mercadopago';
import { SANDBOX_ACCESS_TOKEN, SANDBOX_WEBHOOK_SECRET } from '.';

const { state, kit } = usePaymentServer();
const token = async (holder: string) =>
  (await kit.post('/sandbox/mercadopago/v1/card_tokens?public_key=TEST-sandbox-public-key', { card_number: '5031755734530604', cardholder: { name: holder } })).json().id as string;
const process = (rqId: string, cardToken: string, headers = state.ana.headers) =>
  kit.post(
    '/api/publicmercadopago/process_payment',
    { rqId, token: cardToken, payment_method_id: 'master', issuer_id: '1', installments: 1, transaction_amount: 1, payer: { email: 'ana@demo.club' } },
    headers,
  );

describe('Mercado Pago', () => {
  it('answers the brick data; the brick token pays once (process_payment replayed) and the notification agrees', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.MercadoPago));
    const sale = await kit.sale(model.saleIds[0]!);
    expect(model.mercadoPago).toEqual({ pk: 'TEST-sandbox-public-key', id: expect.stringMatching(/^mp-/), amount: sale.total, email: 'ana@demo.club', currency: 'EUR' });
    const first = await process(model.mercadoPago.id, await token('APRO'));
    expectConformingAnswer('processMercadoPagoPayment', first);
    expect(first.json()).toMatchObject({ ok: true, model: { status: 'approved' } });
    expect((await process(model.mercadoPago.id, await token('APRO'))).json()).toMatchObject({ ok: true });
    expect(await kit.payments(model.saleIds[0]!)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect(await kit.sale(model.saleIds[0]!)).toMatchObject({ status: 'Paid', paid: sale.total });
  });

  it("honours the save-card choice: with saveCardToken the approved payment's card is kept at Mercado Pago and saved as Ana's card; without it none", async () => {
    const methodId = await kit.methodId(PaymentMethodType.MercadoPago);
    const cards = () => state.server.app.db.selectFrom('card_tokens').select(['provider_token', 'card_ending', 'brand']).where('payment_method_id', '=', methodId).execute();
    const pay = async (saveCardToken: boolean) => {
      const model = await kit.checkout(state.ana, methodId);
      const answer = await kit.post(
        '/api/publicmercadopago/process_payment',
        { rqId: model.mercadoPago.id, token: await token('APRO'), payment_method_id: 'master', issuer_id: '1', installments: 1, payer: { email: 'ana@demo.club' }, saveCardToken },
        state.ana.headers,
      );
      expect(answer.json()).toMatchObject({ ok: true });
    };
    await pay(false);
    expect(await cards()).toEqual([]);
    await pay(true);
    expect(await cards()).toEqual([{ provider_token: expect.stringMatching(/^\d{10}$/), card_ending: '0604', brand: 'master' }]);
  });

  it("sends the payer's e-mail: the brick's, else the customer's (Mercado Pago refuses a card payment without one)", async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.MercadoPago));
    const answer = await kit.post(
      '/api/publicmercadopago/process_payment',
      { rqId: model.mercadoPago.id, token: await token('APRO'), payment_method_id: 'master', issuer_id: '1', installments: 1 },
      state.ana.headers,
    );
    expect(answer.json()).toMatchObject({ ok: true, model: { status: 'approved' } });
  });

  it('a rejected card cancels the order; another customer cannot pay the request', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.MercadoPago));
    expect((await process(model.mercadoPago.id, await token('OTHE'))).json()).toMatchObject({ ok: false, model: { status: 'rejected' } });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Cancelled');
    const empty = await state.server.login('empty@demo.club', 'demo1234');
    expect((await process(model.mercadoPago.id, await token('APRO'), empty.headers)).json()).toMatchObject({ ok: false, errorMsg: 'This payment belongs to another customer' });
  });

  it('a notification with a bad x-signature changes nothing', async () => {
    const response = await state.server.app.inject({
      method: 'POST',
      url: '/payments/mercadopago/webhook?data.id=123&type=payment',
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'r1',
        'x-signature': mercadoPagoSignatureHeader('forged', { dataId: '123', requestId: 'r1', ts: String(Math.floor(state.now().getTime() / 1000)) }),
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    const signed = mercadoPagoSignatureHeader(SANDBOX_WEBHOOK_SECRET, { dataId: '999', requestId: 'r2', ts: String(Math.floor(state.now().getTime() / 1000)) });
    const unknown = await state.server.app.inject({
      method: 'POST',
      url: '/payments/mercadopago/webhook?data.id=999&type=payment',
      headers: { 'content-type': 'application/json', 'x-request-id': 'r2', 'x-signature': signed },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('notifications replayed 3 times and out of order change the state once', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.MercadoPago));
    const [saleId] = model.saleIds;
    const sale = await kit.sale(saleId!);
    // Two payments of the same request at Mercado Pago: one approved, then one rejected (each notifies as it is made).
    const pay = async (holder: string) =>
      (
        await state.server.app.inject({
          method: 'POST',
          url: '/sandbox/mercadopago/v1/payments',
          headers: { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}`, 'content-type': 'application/json' },
          payload: { token: await token(holder), transaction_amount: sale.total, installments: 1, external_reference: model.mercadoPago.id, payer: { email: 'ana@demo.club' } },
        })
      ).json().id as number;
    const approved = await pay('APRO');
    expect(await kit.payments(saleId!)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    const rejected = await pay('OTHE');
    const notify = (id: number, requestId: string) =>
      state.server.app.inject({
        method: 'POST',
        url: `/payments/mercadopago/webhook?data.id=${id}&type=payment`,
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': mercadoPagoSignatureHeader(SANDBOX_WEBHOOK_SECRET, { dataId: String(id), requestId, ts: String(Math.floor(state.now().getTime() / 1000)) }),
        },
        payload: JSON.stringify({ type: 'payment', data: { id: String(id) } }),
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await notify(rejected, `rejected-${i}`)).statusCode).toBe(200);
      expect((await notify(approved, `approved-${i}`)).statusCode).toBe(200);
    }
    expect(await kit.payments(saleId!)).toEqual([expect.objectContaining({ status: 'Succeeded', amount: sale.total })]);
    expect(await kit.sale(saleId!)).toMatchObject({ status: 'Paid', paid: sale.total });
  });
});
