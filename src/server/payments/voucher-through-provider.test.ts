import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { usePaymentServer } from '../testing/payments';
import { stripeSignatureHeader } from './signatures/stripe';
import { SANDBOX_WEBHOOK_SECRET } from './providers/stripe/client';

const { state, kit } = usePaymentServer();
const db = () => state.server.app.db;

/** Ana buys `units` of the Gift Card campaign with the provider method; answers the checkout's model and the campaign. */
async function buyGiftCards(type: PaymentMethodType, units: number, extra: Record<string, unknown> = {}, productName = 'Gift Card 30 €') {
  const card = await db().selectFrom('products').select(['id', 'gross_price', 'voucher_amount']).where('name', '=', productName).executeTakeFirstOrThrow();
  const answer = await kit.post(
    '/api/shop/checkout-customer',
    {
      customerId: state.ana.customerId,
      saleItems: [{ productId: card.id, units, product: { grossPrice: card.gross_price } }],
      paymentMethodId: await kit.methodId(type),
      customer: { id: state.ana.customerId, acceptConditions: true },
      ...extra,
    },
    state.ana.headers,
  );
  expect(answer.json()).toMatchObject({ ok: true });
  return { model: answer.json().model, card };
}

/** A Stripe webhook about the intent, signed as Stripe signs it. */
function deliverStripeEvent(intentId: string, type: string, status: string, cents: number) {
  const body = JSON.stringify({ id: `evt_${type}`, type, data: { object: { id: intentId, object: 'payment_intent', status, amount: cents, amount_received: cents } } });
  return state.server.app.inject({
    method: 'POST',
    url: '/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(SANDBOX_WEBHOOK_SECRET, Math.floor(state.now().getTime() / 1000), body) },
    payload: body,
  });
}

/** The mails that carry the invoice link of the sale (the order confirmation). */
async function confirmationsOf(saleId: number) {
  const sale = await db().selectFrom('sales').select('public_token').where('id', '=', saleId).executeTakeFirstOrThrow();
  const mails = await db().selectFrom('emails').select(['body']).where('customer_id', '=', state.ana.customerId).execute();
  return mails.filter((mail) => mail.body.includes(sale.public_token)).length;
}

/** Ana's vouchers of the campaign with their movements. */
const giftVouchers = (productId: number) =>
  db()
    .selectFrom('vouchers')
    .innerJoin('voucher_movements', 'voucher_movements.voucher_id', 'vouchers.id')
    .select(['vouchers.id', 'vouchers.balance', 'voucher_movements.amount', 'voucher_movements.sale_id'])
    .where('vouchers.customer_id', '=', state.ana.customerId)
    .where('vouchers.campaign_product_id', '=', productId)
    .execute();

describe('a voucher campaign paid through a card provider (issue 11), confirmed by mail once paid', () => {
  it('is credited once when the provider confirms, whatever the number and order of its webhooks and status polls', async () => {
    const { model, card } = await buyGiftCards(PaymentMethodType.Stripe, 2);
    const [saleId] = model.saleIds as number[];
    const intentId = (model.stripe.clientSecret as string).split('_secret_')[0]!;
    const before = await giftVouchers(card.id);
    expect(before.filter((row) => row.sale_id === saleId)).toEqual([]);
    // Nothing is confirmed to the customer before the provider took the money.
    expect(await confirmationsOf(saleId!)).toBe(0);

    // The customer approves in the Stripe sandbox: it sends the signed webhook, as Stripe would.
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
    const sale = await kit.sale(saleId!);
    expect(sale.status).toBe('Paid');

    // Replays: the webhook 3 times, a late failure, and the return page's status poll.
    const cents = Math.round(sale.total * 100);
    const deliver = (type: string, status: string) => deliverStripeEvent(intentId, type, status, cents);
    for (let i = 0; i < 3; i += 1) expect((await deliver('payment_intent.succeeded', 'succeeded')).statusCode).toBe(200);
    await deliver('payment_intent.payment_failed', 'requires_payment_method');
    expect((await state.server.app.inject({ method: 'GET', url: `/api/stripe/status/${intentId}` })).json()).toMatchObject({ ok: true });

    expect(await confirmationsOf(saleId!)).toBe(1);
    const credited = (await giftVouchers(card.id)).filter((row) => row.sale_id === saleId);
    expect(credited).toEqual([0, 1].map(() => expect.objectContaining({ balance: card.voucher_amount, amount: card.voucher_amount })));
    const customerVouchers = (
      await state.server.app.inject({ method: 'GET', url: `/api/publicvouchers/customer-vouchers/${state.ana.customerId}`, headers: state.ana.headers })
    ).json();
    expect(JSON.stringify(customerVouchers)).toContain('Gift Card 30');
  });

  it('is not credited while the provider has not confirmed, nor when it declines', async () => {
    const { model, card } = await buyGiftCards(PaymentMethodType.Stripe, 1);
    const [saleId] = model.saleIds as number[];
    expect((await giftVouchers(card.id)).filter((row) => row.sale_id === saleId)).toEqual([]);
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'decline', return_url: '/stripe-callback/' });
    expect((await kit.sale(saleId!)).status).toBe('Cancelled');
    expect((await giftVouchers(card.id)).filter((row) => row.sale_id === saleId)).toEqual([]);
    expect(await confirmationsOf(saleId!)).toBe(0);
  });

  it('is credited at once by a provider that charges inside the checkout (Authorize.Net)', async () => {
    const opaque = (
      await kit.post('/sandbox/authorizenet/v1/opaque', {
        authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login-id' },
        cardData: { cardNumber: '4111111111111111', month: '12', year: '30', cardCode: '123' },
      })
    ).json();
    const { model, card } = await buyGiftCards(PaymentMethodType.AuthorizeNet, 1, { tokenId: opaque.opaqueData.dataValue });
    expect(model.paid).toBe(true);
    expect(await confirmationsOf(model.saleIds[0])).toBe(1);
    expect((await giftVouchers(card.id)).filter((row) => row.sale_id === model.saleIds[0])).toEqual([
      expect.objectContaining({ balance: card.voucher_amount, amount: card.voucher_amount }),
    ]);
  });
});

describe('a membership paid through a card provider (issue 11)', () => {
  const memberships = () =>
    db()
      .selectFrom('customer_periodic_sales')
      .select(['id', 'description'])
      .where('customer_id', '=', state.ana.customerId)
      .where('description', 'like', 'Individual Membership%')
      .execute();

  it('starts once the provider confirms, and only once however often the webhook is replayed', async () => {
    const before = await memberships();
    const { model } = await buyGiftCards(PaymentMethodType.Stripe, 1, {}, 'Individual Membership');
    const intentId = (model.stripe.clientSecret as string).split('_secret_')[0]!;
    // Not before the money is taken.
    expect(await memberships()).toHaveLength(before.length);

    await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
    const sale = await kit.sale(model.saleIds[0]);
    expect(sale.status).toBe('Paid');
    const cents = Math.round(sale.total * 100);
    for (let i = 0; i < 3; i += 1) expect((await deliverStripeEvent(intentId, 'payment_intent.succeeded', 'succeeded', cents)).statusCode).toBe(200);
    expect(await memberships()).toHaveLength(before.length + 1);
  });
});
