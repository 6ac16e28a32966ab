import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../db/schema';
import { decodeRedsysParameters } from '../../payments/signatures/redsys';
import { providerRefundsOfSale } from '../../repositories/refunds';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { activeMethodId, holdPinnedCourt } from '../../testing/pinned-padel';

// A cancelled card-paid booking's refund is recorded with the id the provider gave that refund (Stripe's re_…,
// Redsys's order and authorisation code), end to end through the sandboxes, with no adapter stubbed.
let server: TestApp;
let ana: Login;

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server, { as: () => ana });
afterEach(() => server.app.clock.unpin());

const form = (url: string, body: Record<string, string>) =>
  server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });

/** Ana pre-books Padel 2 at `time` of the pinned slot day and starts paying it with `type`: the checkout's model. */
async function bookAndCheckout(time: string, type: PaymentMethodType) {
  const sale = await holdPinnedCourt(server, ana, 'Padel 2', time);
  const checkout = (await post('/api/shop/checkout-customer', { customerId: ana.customerId, saleIds: [sale.saleId], paymentMethodId: await activeMethodId(server, type) })).json();
  expect(checkout.ok).toBe(true);
  return { saleId: sale.saleId, bookingId: sale.bookingId, model: checkout.model };
}

async function expectPaid(saleId: number): Promise<string> {
  const payment = await server.app.db
    .selectFrom('payments')
    .innerJoin('sales', 'sales.id', 'payments.sale_id')
    .select(['sales.status', 'payments.provider_reference'])
    .where('payments.sale_id', '=', saleId)
    .where('payments.amount', '>', 0)
    .executeTakeFirstOrThrow();
  expect(payment.status).toBe('Paid');
  return payment.provider_reference!;
}

/** Cancels the booking; answers the refund rows of its sale (the outbox's and the order's payment row). */
async function cancelAndReadRefund(bookingId: number, saleId: number) {
  const answer = (await server.app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${bookingId}/${ana.customerId}`, headers: ana.headers })).json();
  expect(answer).toMatchObject({ ok: true, infoReturns: [expect.objectContaining({ amount: expect.any(Number) })] });
  const [queued] = await providerRefundsOfSale(server.app.db, saleId);
  const payment = await server.app.db.selectFrom('payments').select(['provider_refund_id']).where('sale_id', '=', saleId).where('amount', '<', 0).executeTakeFirstOrThrow();
  return { queued, payment };
}

describe("a cancelled card-paid booking's refund records the provider's refund id", () => {
  it('Stripe: the re_… id the refund was given', async () => {
    const { saleId, bookingId, model } = await bookAndCheckout('17:00', PaymentMethodType.Stripe);
    await post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' }, {});
    const intentId = await expectPaid(saleId);
    const { queued, payment } = await cancelAndReadRefund(bookingId, saleId);
    expect(queued).toMatchObject({ status: 'Succeeded', provider_refund_id: expect.stringMatching(/^re_\w+$/) });
    expect(payment.provider_refund_id).toBe(queued!.provider_refund_id);
    // It is the refund Stripe holds for the intent.
    const refund = await server.app.inject({ method: 'GET', url: `/sandbox/stripe/v1/payment_intents/${intentId}`, headers: { authorization: 'Bearer sk_test_sandbox' } });
    expect(refund.json().amount_refunded).toBeGreaterThan(0);
  });

  it("Redsys: the order with the refund's authorisation code", async () => {
    const { saleId, bookingId, model } = await bookAndCheckout('18:00', PaymentMethodType.Redsys);
    const { url, data } = model.redsysData as { url: string; data: Record<string, string> };
    await form(url, data);
    const order = decodeRedsysParameters(data.Ds_MerchantParameters!)!.DS_MERCHANT_ORDER!;
    await form('/sandbox/redsys/sis/decide', { order, choice: 'approve' });
    expect(await expectPaid(saleId)).toBe(order);
    const { queued, payment } = await cancelAndReadRefund(bookingId, saleId);
    expect(queued).toMatchObject({ status: 'Succeeded', provider_refund_id: expect.stringMatching(new RegExp(`^${order}/\\d{6}$`)) });
    expect(payment.provider_refund_id).toBe(queued!.provider_refund_id);
  });
});
