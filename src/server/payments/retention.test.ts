import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { usePaymentServer } from '../testing/payments';
import { captureDueRetentions } from './retention';
import { SANDBOX_SECRET_KEY } from './providers/stripe/client';

const { state, kit } = usePaymentServer();

/** Ana's tennis sale made a shared booking with retention (the owner guarantees every place) due at `deadline`. */
async function sharedSale(deadline: Date) {
  const db = state.server.app.db;
  const sale = await db
    .selectFrom('sales')
    .select(['id', 'total'])
    .where('customer_id', '=', state.ana.customerId)
    .where('title', '=', 'Tennis court · 60 min')
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  await db.updateTable('sales').set({ with_retention: true, payment_type: 2, payment_deadline: deadline, paid: 0 }).where('id', '=', sale.id).execute();
  return sale;
}

const checkoutShared = (saleId: number, method: number) =>
  kit.post('/api/shop/checkout-customer', { customerId: state.ana.customerId, saleIds: [saleId], paymentMethodId: method }, state.ana.headers);

describe('shared payment with retention', () => {
  it("pre-authorizes the owner's card for the whole booking and captures at the deadline only what teammates left unpaid", async () => {
    const clock = state.server.app.clock;
    const now = state.now();
    clock.pin(now);
    const sale = await sharedSale(new Date(now.getTime() + 2 * 3_600_000));
    const answer = (await checkoutShared(sale.id, await kit.methodId(PaymentMethodType.Stripe))).json();
    expect(answer.ok).toBe(true);
    const clientSecret = answer.model.stripe.clientSecret as string;
    const intentId = clientSecret.split('_secret_')[0]!;
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
    expect(await kit.payments(sale.id)).toEqual([expect.objectContaining({ status: 'Authorized', amount: sale.total })]);
    expect((await kit.sale(sale.id)).status).toBe('Pending');

    // Two teammates pay their quarter each.
    const share = sale.total / 4;
    await state.server.app.db
      .updateTable('sales')
      .set({ paid: 2 * share })
      .where('id', '=', sale.id)
      .execute();

    expect(await captureDueRetentions(state.server.app.payments)).toEqual([]);
    clock.advance(2 * 3_600_000);
    const remainder = Math.round((sale.total - 2 * share) * 100);
    expect(await captureDueRetentions(state.server.app.payments)).toEqual([{ reference: intentId, authorized: Math.round(sale.total * 100), captured: remainder }]);
    expect(await captureDueRetentions(state.server.app.payments)).toEqual([]);

    const intent = (
      await state.server.app.inject({ method: 'GET', url: `/sandbox/stripe/v1/payment_intents/${intentId}`, headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } })
    ).json();
    expect(intent).toMatchObject({ status: 'succeeded', amount: Math.round(sale.total * 100), amount_received: remainder });
    expect(await kit.sale(sale.id)).toMatchObject({ status: 'Paid', pending: 0 });
    expect(await kit.payments(sale.id)).toEqual([expect.objectContaining({ status: 'Succeeded', captured: remainder / 100 })]);
    clock.unpin();
  });

  it('refuses a deadline beyond what the provider can hold an authorization for', async () => {
    const sale = await state.server.app.db
      .selectFrom('sales')
      .select(['id'])
      .where('customer_id', '=', state.ana.customerId)
      .where('status', '=', 'Pending')
      .where('with_retention', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await state.server.app.db
      .updateTable('sales')
      .set({ with_retention: true, payment_type: 2, payment_deadline: new Date(state.now().getTime() + 10 * 86_400_000) })
      .where('id', '=', sale.id)
      .execute();
    const answer = (await checkoutShared(sale.id, await kit.methodId(PaymentMethodType.Stripe))).json();
    expect(answer).toMatchObject({ ok: false, errorMsg: 'This payment method does not allow shared payment due to deadline restrictions' });
    expect((await kit.sale(sale.id)).status).toBe('Pending');
  });
});
