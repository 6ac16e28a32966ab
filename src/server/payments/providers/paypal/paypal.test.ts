import { describe, expect, it } from 'vitest';
import { toCents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { jsonb } from '../../../db/json';
import { usePaymentServer } from '../../../testing/payments';
import { expectConformingAnswer } from '../../../testing/conformance';
import { findProviderMethod } from '../../../repositories/provider-payments';
import { sandboxDelivery } from '../../../sandbox/paypal/webhooks';
import { readSandboxMethods } from '../../../sandbox/common';
import { call, paypalProvider } from '.';

const { state, kit } = usePaymentServer();
const callback = (orderId: string) => kit.post('/api/paypal/callback', { orderId });

describe('PayPal', () => {
  it('answers an Orders v2 order; approved in the buttons, paypal/callback captures it once however often it is called', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.PayPal));
    expect(model.paypal).toEqual({ orderId: expect.stringMatching(/^[A-Z0-9]{17}$/), clientId: 'sandbox-client-id' });
    const early = await callback(model.paypal.orderId);
    expectConformingAnswer('paypalCallback', early);
    expect(early.json().ok).toBe(false);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Pending');
    expect((await kit.post(`/sandbox/paypal/checkoutnow/${model.paypal.orderId}/approve`, {})).json().status).toBe('APPROVED');
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await callback(model.paypal.orderId)).json());
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await kit.payments(model.saleIds[0]!)).toEqual([expect.objectContaining({ status: 'Succeeded', provider_reference: model.paypal.orderId })]);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it("authorizes: the buyer's authorization id comes with paypal/callback, which captures it; another order's authorization pays nothing", async () => {
    const methodId = await kit.methodId(PaymentMethodType.PayPal);
    const other = await kit.checkout(state.ana, methodId);
    const model = await kit.checkout(state.ana, methodId);
    const orderId = model.paypal.orderId as string;
    const method = (await findProviderMethod(state.server.app.db, methodId))!;
    // The other order approved and authorized in the buttons (its webhook authorizes and captures it first).
    await kit.post(`/sandbox/paypal/checkoutnow/${other.paypal.orderId}/approve`, {});
    const otherAuthorization = (await kit.post(`/sandbox/paypal/checkoutnow/${other.paypal.orderId}/authorize`, {})).json().purchase_units[0].payments.authorizations[0].id;
    expect((await kit.post('/api/paypal/callback', { orderId, authorizationId: otherAuthorization })).json().ok).toBe(false);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Pending');
    // This order: an AUTHORIZE order at PayPal, approved and authorized by the buyer (as the buttons do), with
    // PayPal's webhooks going nowhere so that only paypal/callback can capture it.
    expect((await call(state.server.app.payments, method, `/v2/checkout/orders/${orderId}`)).json()).toMatchObject({ intent: 'AUTHORIZE', status: 'CREATED' });
    const setWebhookUrl = (webhookUrl: string | undefined) =>
      state.server.app.db
        .updateTable('payment_methods')
        .set({ private_config: jsonb({ ...method.privateConfig, ...(webhookUrl ? { webhookUrl } : {}) }) })
        .where('id', '=', methodId)
        .execute()
        // The sandbox keeps its last read of the method: finish any read begun before the change, then read it anew.
        .then(() => readSandboxMethods(state.server.app, [PaymentMethodType.PayPal]))
        .then(() => readSandboxMethods(state.server.app, [PaymentMethodType.PayPal]));
    await setWebhookUrl('/sandbox/paypal/nowhere');
    let answer;
    let authorizationId: string;
    try {
      await kit.post(`/sandbox/paypal/checkoutnow/${orderId}/approve`, {});
      const authorized = (await kit.post(`/sandbox/paypal/checkoutnow/${orderId}/authorize`, {})).json();
      authorizationId = authorized.purchase_units[0].payments.authorizations[0].id as string;
      expect((await kit.sale(model.saleIds[0]!)).status).toBe('Pending');
      answer = await kit.post('/api/paypal/callback', { orderId, authorizationId });
    } finally {
      await setWebhookUrl(undefined);
    }
    expectConformingAnswer('paypalCallback', answer);
    expect(answer.json()).toEqual({ ok: true });
    expect((await call(state.server.app.payments, method, `/v2/payments/authorizations/${authorizationId}`)).json()).toMatchObject({
      status: 'CAPTURED',
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    expect(await kit.sale(model.saleIds[0]!)).toMatchObject({ status: 'Paid' });
  });

  it('refunds part of the capture, then the rest; nothing beyond it, nothing of an order never captured', async () => {
    const methodId = await kit.methodId(PaymentMethodType.PayPal);
    const model = await kit.checkout(state.ana, methodId);
    const orderId = model.paypal.orderId as string;
    const method = (await findProviderMethod(state.server.app.db, methodId))!;
    expect(await paypalProvider.refund(state.server.app.payments, method, { reference: orderId, data: null }, 100)).toBe(false);
    await kit.post(`/sandbox/paypal/checkoutnow/${orderId}/approve`, {});
    const { total } = await kit.sale(model.saleIds[0]!);
    const cents = toCents(total);
    // Each refund made answers PayPal's id of the refund.
    expect(await paypalProvider.refund(state.server.app.payments, method, { reference: orderId, data: null }, 250)).toEqual({ refundId: expect.stringMatching(/^[0-9A-Z]{17}$/) });
    expect(await paypalProvider.refund(state.server.app.payments, method, { reference: orderId, data: null }, cents - 249)).toBe(false);
    expect(await paypalProvider.refund(state.server.app.payments, method, { reference: orderId, data: null }, cents - 250)).toEqual({
      refundId: expect.stringMatching(/^[0-9A-Z]{17}$/),
    });
    expect(await paypalProvider.refund(state.server.app.payments, method, { reference: orderId, data: null }, 1)).toBe(false);
  });

  it('an unknown order changes nothing', async () => {
    expect((await callback('NOTANORDER0000000')).json().ok).toBe(false);
  });

  it('webhooks: the approval alone captures (the browser never came back); replayed 3 times and out of order they change the state once', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.PayPal));
    const [saleId] = model.saleIds;
    const orderId = model.paypal.orderId as string;
    const sale = await kit.sale(saleId!);
    // The sandbox sends CHECKOUT.ORDER.APPROVED on approval; our webhook captures, PayPal sends PAYMENT.CAPTURE.COMPLETED.
    await kit.post(`/sandbox/paypal/checkoutnow/${orderId}/approve`, {});
    expect(await kit.sale(saleId!)).toMatchObject({ status: 'Paid', paid: sale.total });
    const settled = await kit.payments(saleId!);
    expect(settled).toEqual([expect.objectContaining({ status: 'Succeeded', provider_reference: orderId, captured: sale.total })]);

    const method = (await findProviderMethod(state.server.app.db, await kit.methodId(PaymentMethodType.PayPal)))!;
    const capture = (status: string) => ({
      id: 'CAPTURE0000000001',
      status,
      amount: { value: sale.total.toFixed(2), currency_code: 'EUR' },
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    for (let i = 0; i < 3; i += 1)
      expect((await deliver(sandboxDelivery(state.server.app.payments, method, 'PAYMENT.CAPTURE.COMPLETED', capture('COMPLETED')))).statusCode).toBe(200);
    expect((await deliver(sandboxDelivery(state.server.app.payments, method, 'CHECKOUT.ORDER.APPROVED', { id: orderId, status: 'APPROVED' }))).statusCode).toBe(200);
    expect((await deliver(sandboxDelivery(state.server.app.payments, method, 'PAYMENT.CAPTURE.DENIED', capture('DECLINED')))).statusCode).toBe(200);
    expect(await kit.payments(saleId!)).toEqual(settled);
    expect(await kit.sale(saleId!)).toMatchObject({ status: 'Paid', paid: sale.total });
  });

  it('a webhook that PayPal does not verify, or with another amount, changes nothing; a denied capture fails the payment once', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.PayPal));
    const [saleId] = model.saleIds;
    const orderId = model.paypal.orderId as string;
    const sale = await kit.sale(saleId!);
    const method = (await findProviderMethod(state.server.app.db, await kit.methodId(PaymentMethodType.PayPal)))!;
    const capture = (status: string, value = sale.total.toFixed(2)) => ({
      id: 'CAPTURE0000000002',
      status,
      amount: { value, currency_code: 'EUR' },
      supplementary_data: { related_ids: { order_id: orderId } },
    });

    const forged = sandboxDelivery(state.server.app.payments, method, 'PAYMENT.CAPTURE.COMPLETED', capture('COMPLETED'), { signingKey: 'not-paypal' });
    expect((await deliver(forged)).statusCode).toBe(400);
    const tampered = sandboxDelivery(state.server.app.payments, method, 'PAYMENT.CAPTURE.COMPLETED', capture('COMPLETED', '0.01'));
    expect((await deliver({ ...tampered, body: tampered.body.replace('"0.01"', `"${sale.total.toFixed(2)}"`) })).statusCode).toBe(400);
    expect((await deliver(tampered)).statusCode).toBe(200);
    expect(await kit.payments(saleId!)).toEqual([expect.objectContaining({ status: 'Pending' })]);

    // The buyer's funding is declined at capture: the sandbox sends PAYMENT.CAPTURE.DENIED.
    await kit.post(`/sandbox/paypal/checkoutnow/${orderId}/approve`, { choice: 'decline' });
    for (let i = 0; i < 3; i += 1) await deliver(sandboxDelivery(state.server.app.payments, method, 'PAYMENT.CAPTURE.DENIED', capture('DECLINED')));
    expect(await kit.payments(saleId!)).toEqual([expect.objectContaining({ status: 'Failed' })]);
    expect((await kit.sale(saleId!)).status).toBe('Cancelled');
    expect((await callback(orderId)).json().ok).toBe(false);
  });
});

function deliver(delivery: { body: string; headers: Record<string, string> }) {
  return state.server.app.inject({ method: 'POST', url: '/payments/paypal/webhook', headers: delivery.headers, payload: delivery.body });
}

describe('PayPal in the club’s currency', () => {
  const sandboxToken = async () =>
    (
      await state.server.app.inject({
        method: 'POST',
        url: '/sandbox/paypal/v1/oauth2/token',
        headers: { authorization: `Basic ${Buffer.from('sandbox-client-id:paypal-sandbox-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      })
    ).json().access_token as string;
  const orderAmount = async (id: string) =>
    (await state.server.app.inject({ method: 'GET', url: `/sandbox/paypal/v2/checkout/orders/${id}`, headers: { authorization: `Bearer ${await sandboxToken()}` } })).json()
      .purchase_units[0].amount;

  it('sends the currency’s decimals as PayPal counts them: whole yen, forints and Taiwan dollars, cents of euros; a currency PayPal does not take is refused', async () => {
    const db = state.server.app.db;
    const polo = await db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const methodId = await kit.methodId(PaymentMethodType.PayPal);
    const method = (await findProviderMethod(db, methodId))!;
    try {
      expect(await orderAmount((await kit.checkout(state.ana, methodId)).paypal.orderId)).toEqual({ value: polo.gross_price.toFixed(2), currency_code: 'EUR' });
      await db.updateTable('products').set({ gross_price: 3500 }).where('id', '=', polo.id).execute();
      for (const code of ['JPY', 'HUF', 'TWD']) {
        await db.updateTable('clubs').set({ currency_code: code }).execute();
        const model = await kit.checkout(state.ana, methodId);
        expect(await orderAmount(model.paypal.orderId)).toEqual({ value: '3500', currency_code: code });
        await kit.post(`/sandbox/paypal/checkoutnow/${model.paypal.orderId}/approve`, {});
        expect((await callback(model.paypal.orderId)).json()).toEqual({ ok: true });
        expect(await kit.sale(model.saleIds[0]!)).toMatchObject({ status: 'Paid', paid: 3500 });
        expect(await paypalProvider.refund(state.server.app.payments, method, { reference: model.paypal.orderId, data: null }, 10000)).toEqual({
          refundId: expect.stringMatching(/^[0-9A-Z]{17}$/),
        });
      }
      await db.updateTable('clubs').set({ currency_code: 'CLP' }).execute();
      const refused = await kit.post(
        '/api/shop/checkout-customer',
        { customerId: state.ana.customerId, saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: 3500 } }], saleIds: [], paymentMethodId: methodId },
        state.ana.headers,
      );
      expect(refused.json()).toMatchObject({ ok: false, errorMsg: 'PayPal cannot take payments in CLP. Please choose another payment method.' });
    } finally {
      await db.updateTable('clubs').set({ currency_code: 'EUR' }).execute();
      await db.updateTable('products').set({ gross_price: polo.gross_price }).where('id', '=', polo.id).execute();
    }
  });
});
