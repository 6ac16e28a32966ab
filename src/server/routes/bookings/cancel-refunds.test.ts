import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentMethodType } from '../../db/schema';
import { makeDueRefunds } from '../../payments/refunds/provider-refunds';
import { providerAdapterFor } from '../../payments/registry';
import { providerRefundsOfSale } from '../../repositories/refunds';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { activeMethodId, holdPinnedCourt, PINNED_NOW } from '../../testing/pinned-padel';

// Cancelling a paid booking gives the money back (issue 21, item 20): a voucher is credited in the
// cancellation's transaction, a card is refunded through its provider (queued and retried while the provider
// is down), the order lists what was given back, and the answer says only what was done. Concurrent cancels
// of one booking (item 25): one wins, the others are refused, one mail. Runs on PGlite and on PostgreSQL.
let server: TestApp;
let ana: Login;

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server, { as: () => ana });
afterEach(() => {
  vi.restoreAllMocks();
  server.app.clock.unpin();
});

const cancel = (bookingId: number, headers: Record<string, string> = ana.headers) =>
  server.app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${bookingId}/${ana.customerId}`, headers });

/** Ana pre-books Padel 2 at `time` of the pinned slot day (paid in full): the hold's sale, pending until paid. */
const hold = (time: string) => holdPinnedCourt(server, ana, 'Padel 2', time);
const methodId = (type: PaymentMethodType) => activeMethodId(server, type);

/** A money voucher of Ana's holding `balance`. */
async function voucherOf(balance: number): Promise<number> {
  const row = await server.app.db
    .insertInto('vouchers')
    .values({ customer_id: ana.customerId, description: 'Refund test voucher', balance, kind: 'Money' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function balanceOf(voucherId: number): Promise<number> {
  return (await server.app.db.selectFrom('vouchers').select('balance').where('id', '=', voucherId).executeTakeFirstOrThrow()).balance;
}

/** A booking of Ana's paid with a money voucher; answers the booking, its sale and the voucher. */
async function paidWithVoucher(time: string) {
  const booked = await hold(time);
  const voucherId = await voucherOf(100);
  const paid = await post('/api/shop/checkout-customer', {
    customerId: ana.customerId,
    saleIds: [booked.saleId],
    paymentMethodId: await methodId(PaymentMethodType.MoneyVoucher),
    voucherId,
  });
  expect(paid.json()).toMatchObject({ ok: true, model: { paid: true } });
  expect(await balanceOf(voucherId)).toBe(100 - booked.total);
  return { ...booked, voucherId };
}

/** A booking of Ana's paid by card through the Stripe sandbox; answers the booking, its sale and the intent. */
async function paidByCard(time: string) {
  const booked = await hold(time);
  const answer = (
    await post('/api/shop/checkout-customer', { customerId: ana.customerId, saleIds: [booked.saleId], paymentMethodId: await methodId(PaymentMethodType.Stripe) })
  ).json();
  expect(answer.ok).toBe(true);
  const clientSecret = answer.model.stripe.clientSecret as string;
  await post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice: 'approve', return_url: '/stripe-callback/' }, {});
  expect(await saleStatus(booked.saleId)).toBe('Paid');
  return { ...booked, intentId: clientSecret.split('_secret_')[0]! };
}

async function saleStatus(saleId: number): Promise<string> {
  return (await server.app.db.selectFrom('sales').select('status').where('id', '=', saleId).executeTakeFirstOrThrow()).status;
}

/** The refunds Ana's order list shows for the sale. */
async function orderRefunds(saleId: number) {
  const orders = (await server.app.inject({ method: 'GET', url: `/api/shop/customer-orders/${ana.customerId}`, headers: ana.headers })).json();
  return (orders.model as Array<{ id: number; refunds: Array<{ paymentMethod: string; amount: number }> }>).find((order) => order.id === saleId)?.refunds;
}

async function intentRefunded(intentId: string): Promise<number> {
  const intent = await server.app.inject({ method: 'GET', url: `/sandbox/stripe/v1/payment_intents/${intentId}`, headers: { authorization: 'Bearer sk_test_sandbox' } });
  return (intent.json().amount_refunded as number | undefined) ?? 0;
}

async function mailCount(): Promise<number> {
  const row = await server.app.db
    .selectFrom('emails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', ana.customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const moneyVoucherName = async () =>
  (
    await server.app.db
      .selectFrom('payment_methods')
      .select('name')
      .where('id', '=', await methodId(PaymentMethodType.MoneyVoucher))
      .executeTakeFirstOrThrow()
  ).name;

describe('cancelling a booking paid with a money voucher', () => {
  it('credits the voucher with its movement, lists the refund on the order and in the mail, and a second cancel refunds nothing', async () => {
    const booking = await paidWithVoucher('17:00');
    const mailsBefore = await mailCount();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/publicbookings/cancel/${booking.bookingId}/${ana.customerId}`,
      headers: { ...ana.headers, 'accept-language': 'fr-FR' },
    });
    expectConformingAnswer('cancelBooking', response);
    const method = await moneyVoucherName();
    expect(response.json()).toEqual({ ok: true, errorMsg: null, infoReturns: [{ paymentMethod: method, amount: booking.total }] });

    expect(await balanceOf(booking.voucherId)).toBe(100);
    const movements = await server.app.db
      .selectFrom('voucher_movements')
      .select(['amount', 'previous_amount', 'current_amount', 'sale_id'])
      .where('voucher_id', '=', booking.voucherId)
      .orderBy('id')
      .execute();
    expect(movements).toEqual([
      { amount: -booking.total, previous_amount: 100, current_amount: 100 - booking.total, sale_id: booking.saleId },
      { amount: booking.total, previous_amount: 100 - booking.total, current_amount: 100, sale_id: booking.saleId },
    ]);
    expect(await saleStatus(booking.saleId)).toBe('Refunded');
    expect(await orderRefunds(booking.saleId)).toEqual([{ paymentMethod: method, amount: booking.total }]);

    expect(await mailCount()).toBe(mailsBefore + 1);
    const mail = await server.app.db.selectFrom('emails').select('body').where('customer_id', '=', ana.customerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.body).toContain(`Remboursé : ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(booking.total)}`);

    const again = await cancel(booking.bookingId);
    expect(again.json()).toEqual({ ok: false, errorMsg: 'This booking is already cancelled or expired' });
    expect(await balanceOf(booking.voucherId)).toBe(100);
    expect(await orderRefunds(booking.saleId)).toHaveLength(1);
    expect(await mailCount()).toBe(mailsBefore + 1);
  });
});

describe('cancelling a booking paid by card', () => {
  it("refunds it through the provider, records the refund with the provider's refund id, and the order lists it", async () => {
    const booking = await paidByCard('18:00');
    expect(await intentRefunded(booking.intentId)).toBe(0);
    // The adapter answers the provider's refund id (as ProviderAdapter.refund allows); the sandbox refunds for real.
    const stripe = providerAdapterFor(PaymentMethodType.Stripe)!;
    const refund = stripe.refund.bind(stripe);
    vi.spyOn(stripe, 'refund').mockImplementation(async (...args) => ((await refund(...args)) ? { refundId: `re_for_${booking.intentId}` } : false));
    const response = await cancel(booking.bookingId);
    expect(response.json()).toEqual({ ok: true, errorMsg: null, infoReturns: [{ paymentMethod: 'Card (Stripe)', amount: booking.total }] });
    expect(await intentRefunded(booking.intentId)).toBe(Math.round(booking.total * 100));
    expect(await providerRefundsOfSale(server.app.db, booking.saleId)).toEqual([
      expect.objectContaining({ status: 'Succeeded', amount: booking.total, attempts: 1, provider_refund_id: `re_for_${booking.intentId}` }),
    ]);
    const refundRow = await server.app.db
      .selectFrom('payments')
      .select(['amount', 'provider_reference', 'provider_refund_id'])
      .where('sale_id', '=', booking.saleId)
      .where('amount', '<', 0)
      .executeTakeFirstOrThrow();
    expect(refundRow).toEqual({ amount: -booking.total, provider_reference: booking.intentId, provider_refund_id: `re_for_${booking.intentId}` });
    expect(await saleStatus(booking.saleId)).toBe('Refunded');
    expect(await orderRefunds(booking.saleId)).toEqual([{ paymentMethod: 'Card (Stripe)', amount: booking.total }]);

    expect((await cancel(booking.bookingId)).json().ok).toBe(false);
    expect(await intentRefunded(booking.intentId)).toBe(Math.round(booking.total * 100));
  });

  it('queues the refund while the provider is down, answers no refund made, and makes it once on a later try', async () => {
    const booking = await paidByCard('19:00');
    const runtime = server.app.payments;
    const http = runtime.http.bind(runtime);
    // Stripe answers 503 to every refund until it is back.
    const down = vi
      .spyOn(runtime, 'http')
      .mockImplementation(async (url, request) =>
        url.startsWith('/sandbox/stripe/v1/refunds')
          ? { status: 503, body: '{"error":{"message":"down"}}', json: <T>() => ({ error: { message: 'down' } }) as T }
          : http(url, request),
      );
    const response = await cancel(booking.bookingId);
    expect(response.json()).toEqual({ ok: true, errorMsg: null, infoReturns: [] });
    expect(await intentRefunded(booking.intentId)).toBe(0);
    expect(await orderRefunds(booking.saleId)).toEqual([]);
    const [queued] = await providerRefundsOfSale(server.app.db, booking.saleId);
    expect(queued).toMatchObject({ status: 'Pending', attempts: 1, last_error: expect.any(String) });
    expect(queued!.next_attempt_at.getTime()).toBe(PINNED_NOW.getTime() + 60_000);

    const deps = server.app.payments;
    // Not due yet: nothing is asked of the provider.
    expect(await makeDueRefunds(deps)).toEqual([]);
    server.app.clock.advance(60_000);
    expect(await makeDueRefunds(deps)).toEqual([]);
    expect((await providerRefundsOfSale(server.app.db, booking.saleId))[0]).toMatchObject({ status: 'Pending', attempts: 2 });

    down.mockRestore();
    server.app.clock.advance(120_000);
    // Two instances sweep at once: the claim (FOR UPDATE SKIP LOCKED and a lease) gives the refund to one of them.
    const swept = await Promise.all([makeDueRefunds(deps), makeDueRefunds(deps)]);
    expect(swept.flat()).toEqual([{ saleId: booking.saleId, paymentMethod: 'Card (Stripe)', amount: booking.total }]);
    expect(await makeDueRefunds(deps)).toEqual([]);
    server.app.clock.advance(24 * 3_600_000);
    expect(await makeDueRefunds(deps)).toEqual([]);
    expect(await intentRefunded(booking.intentId)).toBe(Math.round(booking.total * 100));
    expect(await orderRefunds(booking.saleId)).toEqual([{ paymentMethod: 'Card (Stripe)', amount: booking.total }]);
    expect(await saleStatus(booking.saleId)).toBe('Refunded');
  });
});

describe('concurrent cancels of one booking', () => {
  it('one wins and refunds once, the other seven are refused as already cancelled, and one mail goes out', async () => {
    const booking = await paidWithVoucher('20:00');
    const mailsBefore = await mailCount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(booking.bookingId)));
    const bodies = answers.map((answer) => answer.json() as { ok: boolean; errorMsg: string | null; infoReturns?: unknown[] });
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(bodies.filter((body) => body.ok)).toEqual([{ ok: true, errorMsg: null, infoReturns: [{ paymentMethod: await moneyVoucherName(), amount: booking.total }] }]);
    expect(bodies.filter((body) => !body.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, errorMsg: 'This booking is already cancelled or expired' })));
    expect(await balanceOf(booking.voucherId)).toBe(100);
    expect(await orderRefunds(booking.saleId)).toHaveLength(1);
    expect(await mailCount()).toBe(mailsBefore + 1);
  });
});
