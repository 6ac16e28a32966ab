import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { usePaymentServer } from '../testing/payments';
import { findProviderMethod } from '../repositories/provider-payments';
import { providerAdapterFor } from './registry';
import { captureDueRetentions } from './retention';
import { decodeRedsysParameters } from './signatures/redsys';

// Refunds against each provider's sandbox (issue 12, deliver 1; Transbank's and PayPal's are in their own tests),
// their caller (a payment that arrives after its hold lapsed is given back at once and the order shows it), and
// the Redsys retention capture (deliver 3).
const { state, kit } = usePaymentServer();
const HOUR = 3_600_000;
const form = (url: string, body: Record<string, string>) =>
  state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });

async function paymentOf(saleId: number) {
  return state.server.app.db
    .selectFrom('payments')
    .select(['payment_method_id', 'provider_reference', 'provider_data', 'amount', 'status'])
    .where('sale_id', '=', saleId)
    .where('amount', '>', 0)
    .executeTakeFirstOrThrow();
}

/**
 * Refunds a part, then the rest, then one cent too many (refused), of the sale's settled payment. Each refund made
 * answers the provider's id of that refund (`refundId`, shaped as the provider shapes it), a new one each time.
 */
async function expectRefunds(saleId: number, refundId: RegExp) {
  const payment = await paymentOf(saleId);
  expect(payment.status).toBe('Succeeded');
  const method = (await findProviderMethod(state.server.app.db, payment.payment_method_id!))!;
  const adapter = providerAdapterFor(method.type)!;
  const target = { reference: payment.provider_reference!, data: payment.provider_data };
  const cents = Math.round(payment.amount * 100);
  const first = await adapter.refund(state.server.app.payments, method, target, 100);
  const second = await adapter.refund(state.server.app.payments, method, target, cents - 100);
  expect(first).toEqual({ refundId: expect.stringMatching(refundId) });
  expect(second).toEqual({ refundId: expect.stringMatching(refundId) });
  expect(second).not.toEqual(first);
  expect(await adapter.refund(state.server.app.payments, method, target, 1)).toBe(false);
  expect(await adapter.refund(state.server.app.payments, method, { reference: 'not-a-payment', data: { paymentId: 'not-a-payment', accountNumber: 'XXXX1111' } }, 1)).toBe(false);
}

async function redsysPaid(saleIds: number[] = []) {
  const model = saleIds.length
    ? (
        await kit.post(
          '/api/shop/checkout-customer',
          { customerId: state.ana.customerId, saleIds, paymentMethodId: await kit.methodId(PaymentMethodType.Redsys) },
          state.ana.headers,
        )
      ).json().model
    : await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Redsys));
  const { url, data } = model.redsysData as { url: string; data: Record<string, string> };
  await form(url, data);
  const order = decodeRedsysParameters(data.Ds_MerchantParameters!)!.DS_MERCHANT_ORDER!;
  await form('/sandbox/redsys/sis/decide', { order, choice: 'approve' });
  return { order, saleIds: model.saleIds as number[] };
}

describe('refunds through each provider', () => {
  it('Stripe', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
    await expectRefunds(model.saleIds[0]!, /^re_\w+$/);
  });

  it('Redsys', async () => {
    const { saleIds } = await redsysPaid();
    await expectRefunds(saleIds[0]!, /^\d{4}\w{8}\/\d{6}$/);
  });

  it('NetPay', async () => {
    const token = (
      await state.server.app.inject({
        method: 'POST',
        url: '/sandbox/netpay/v3/token',
        headers: { authorization: 'pk_netpay_sandbox' },
        payload: { cardNumber: '4242424242424242', expMonth: '12', expYear: '30', cvv2: '123', cardHolderName: 'Ana Demo' },
      })
    ).json().token as string;
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: token });
    await expectRefunds(model.saleIds[0]!, /^\w{32}$/);
  });

  it('Authorize.Net', async () => {
    const opaque = (
      await kit.post('/sandbox/authorizenet/v1/opaque', {
        authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login-id' },
        cardData: { cardNumber: '4111111111111111', month: '12', year: '30', cardCode: '123' },
      })
    ).json().opaqueData.dataValue as string;
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: opaque });
    await expectRefunds(model.saleIds[0]!, /^\d{11}$/);
  });

  it('MercadoPago', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.MercadoPago));
    const card = (
      await kit.post('/sandbox/mercadopago/v1/card_tokens?public_key=TEST-sandbox-public-key', { card_number: '5031755734530604', cardholder: { name: 'APRO' } })
    ).json().id as string;
    const paid = await kit.post(
      '/api/publicmercadopago/process_payment',
      { rqId: model.mercadoPago.id, token: card, payment_method_id: 'master', issuer_id: '1', installments: 1, transaction_amount: 1, payer: { email: 'ana@demo.club' } },
      state.ana.headers,
    );
    expect(paid.json()).toMatchObject({ ok: true, model: { status: 'approved' } });
    await expectRefunds(model.saleIds[0]!, /^\d{8}$/);
  });

  it('Razorpay', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
    const handler = (
      await kit.post('/sandbox/razorpay/checkout/pay', {
        key: 'rzp_test_sandbox',
        order_id: model.razorpayData.orderId,
        choice: 'approve',
        contact: '+34 600 111 222',
        email: 'ana@demo.club',
      })
    ).json();
    const polled = await state.server.app.inject({
      method: 'GET',
      url: `/api/razorpay/status/${handler.razorpay_order_id}/${handler.razorpay_payment_id}/${handler.razorpay_signature}`,
    });
    expect(polled.json()).toMatchObject({ ok: true });
    await expectRefunds(model.saleIds[0]!, /^rfnd_\w{14}$/);
  });
});

/** Ana pre-books a padel court (paid in full): a hold with its sale, pending until paid or run out. */
async function courtHold() {
  const db = state.server.app.db;
  const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 4').executeTakeFirstOrThrow()).id;
  const day = new Date(state.now().getTime() + 5 * 24 * HOUR).toISOString().slice(0, 10);
  for (const time of ['09:00', '10:00', '11:00', '12:00', '17:00', '18:00', '19:00']) {
    const answer = (
      await kit.post(
        '/api/publicbookings/prebook',
        {
          booking: { customerId: state.ana.customerId, bookingTypeId: padel, paymentType: 1, origin: 5 },
          blocks: [{ resourceId: court, startDate: `${day} ${time}`, duration: 60 }],
          customerIsParticipant: true,
          isMultiple: false,
          customerIds: [state.ana.customerId],
        },
        state.ana.headers,
      )
    ).json();
    if (answer.ok) {
      const [sale] = answer.model.sales as Array<{ id: number; total: number; bookingId: number }>;
      return sale!;
    }
  }
  throw new Error(`no free padel slot on ${day}`);
}

describe('a payment that arrives after its hold lapsed', () => {
  it('is refunded through the provider at once, and the order lists the refund', async () => {
    const db = state.server.app.db;
    const hold = await courtHold();
    const answer = (
      await kit.post(
        '/api/shop/checkout-customer',
        { customerId: state.ana.customerId, saleIds: [hold.id], paymentMethodId: await kit.methodId(PaymentMethodType.Stripe) },
        state.ana.headers,
      )
    ).json();
    expect(answer.ok).toBe(true);
    // While the player is at Stripe the hold runs out and another booking takes the slot (what expireOverlappingHolds writes).
    await db.updateTable('bookings').set({ status: 'Expired' }).where('id', '=', hold.bookingId).execute();
    await db.updateTable('sales').set({ status: 'Cancelled' }).where('id', '=', hold.id).execute();
    const clientSecret = answer.model.stripe.clientSecret as string;
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice: 'approve', return_url: '/stripe-callback/' });

    const intentId = clientSecret.split('_secret_')[0]!;
    const intent = (
      await state.server.app.inject({ method: 'GET', url: `/sandbox/stripe/v1/payment_intents/${intentId}`, headers: { authorization: 'Bearer sk_test_sandbox' } })
    ).json();
    expect(intent).toMatchObject({ status: 'succeeded', amount_refunded: Math.round(hold.total * 100) });
    expect(await kit.sale(hold.id)).toMatchObject({ status: 'Refunded' });
    expect((await db.selectFrom('bookings').select('status').where('id', '=', hold.bookingId).executeTakeFirstOrThrow()).status).toBe('Expired');
    const orders = (await state.server.app.inject({ method: 'GET', url: `/api/shop/customer-orders/${state.ana.customerId}`, headers: state.ana.headers })).json();
    const order = (orders.model as Array<{ id: number; refunds: Array<{ paymentMethod: string; amount: number }> }>).find((candidate) => candidate.id === hold.id);
    expect(order?.refunds).toEqual([{ paymentMethod: 'Card (Stripe)', amount: hold.total }]);

    // The status poll says the payment was refunded (no success page); replayed, it refunds nothing more.
    expect((await state.server.app.inject({ method: 'GET', url: `/api/stripe/status/${intentId}` })).json()).toMatchObject({
      ok: false,
      retry: false,
      errorMsg: 'Your payment arrived after your reservation had run out, so it has been refunded in full.',
    });
    expect(await db.selectFrom('payments').select('amount').where('sale_id', '=', hold.id).where('amount', '<', 0).execute()).toHaveLength(1);
  });
});

describe('Redsys retention', () => {
  it('pre-authorizes (transaction type 1) and at the deadline captures (type 2) only what teammates left unpaid', async () => {
    const db = state.server.app.db;
    const clock = state.server.app.clock;
    const now = state.now();
    clock.pin(now);
    const sale = await db
      .selectFrom('sales')
      .select(['id', 'total'])
      .where('customer_id', '=', state.ana.customerId)
      .where('status', '=', 'Pending')
      .where('with_retention', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sales')
      .set({ with_retention: true, payment_type: 2, payment_deadline: new Date(now.getTime() + 2 * HOUR), paid: 0 })
      .where('id', '=', sale.id)
      .execute();
    const model = (
      await kit.post(
        '/api/shop/checkout-customer',
        { customerId: state.ana.customerId, saleIds: [sale.id], paymentMethodId: await kit.methodId(PaymentMethodType.Redsys) },
        state.ana.headers,
      )
    ).json().model;
    const { url, data } = model.redsysData as { url: string; data: Record<string, string> };
    const parameters = decodeRedsysParameters(data.Ds_MerchantParameters!)!;
    expect(parameters.DS_MERCHANT_TRANSACTIONTYPE).toBe('1');
    await form(url, data);
    await form('/sandbox/redsys/sis/decide', { order: parameters.DS_MERCHANT_ORDER!, choice: 'approve' });
    expect(await kit.payments(sale.id)).toEqual([expect.objectContaining({ status: 'Authorized', amount: sale.total })]);

    const share = sale.total / 4;
    await db
      .updateTable('sales')
      .set({ paid: 2 * share })
      .where('id', '=', sale.id)
      .execute();
    expect(await captureDueRetentions(state.server.app.payments)).toEqual([]);
    clock.advance(2 * HOUR);
    const remainder = Math.round((sale.total - 2 * share) * 100);
    expect(await captureDueRetentions(state.server.app.payments)).toEqual([
      { reference: parameters.DS_MERCHANT_ORDER, authorized: Math.round(sale.total * 100), captured: remainder },
    ]);
    expect(await captureDueRetentions(state.server.app.payments)).toEqual([]);
    expect(await kit.sale(sale.id)).toMatchObject({ status: 'Paid', pending: 0 });
    expect(await kit.payments(sale.id)).toEqual([expect.objectContaining({ status: 'Succeeded', captured: remainder / 100 })]);
    // The SIS captured the remainder: a refund of more than that is refused, of it accepted.
    const method = (await findProviderMethod(db, await kit.methodId(PaymentMethodType.Redsys)))!;
    const target = { reference: parameters.DS_MERCHANT_ORDER!, data: null };
    expect(await providerAdapterFor(PaymentMethodType.Redsys)!.refund(state.server.app.payments, method, target, remainder + 1)).toBe(false);
    expect(await providerAdapterFor(PaymentMethodType.Redsys)!.refund(state.server.app.payments, method, target, remainder)).toEqual({
      refundId: expect.stringMatching(/\/\d{6}$/),
    });
    clock.unpin();
  });
});
