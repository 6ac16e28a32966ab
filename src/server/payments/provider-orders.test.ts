import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { createTestApp, type Login, type TestApp } from '../testing/test-app';
import { requestsTo } from '../testing/requests';
import { decodeRedsysParameters } from './signatures/redsys';
import { sweepLapsedOrders } from './lapsed-orders';

// Issue 21, items 8, 24 and 19: an order handed to a card provider keeps the stock it took only until its
// payment deadline (the club's 30 minutes), gives it back when the payment is declined or the deadline
// passes, leaves no debt behind, and its confirmation mail is in the language of the checkout. Two server
// instances share the database (on PostgreSQL each with its own pool), both on one pinned clock.
let one: TestApp;
let two: TestApp;
let ana: Login;
let empty: Login;
let now: Date;
const MINUTE = 60_000;
const pinBoth = (instant: Date) => [one, two].forEach((instance) => instance.app.clock.pin(instant));

beforeAll(async () => {
  one = await createTestApp();
  two = await createTestApp({ instanceOf: one });
  now = new Date();
  pinBoth(now);
  [ana, empty] = await Promise.all([one.login('ana@demo.club', 'demo1234'), one.login('empty@demo.club', 'demo1234')]);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});
const { post } = requestsTo(() => one);

const db = () => one.app.db;
const methodId = async (type: PaymentMethodType) =>
  (await db().selectFrom('payment_methods').select('id').where('type', '=', type).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;

/** A product with exactly `units` left in stock. */
async function productWithStock(name: string, units: number) {
  const product = await db().selectFrom('products').select(['id', 'gross_price']).where('name', '=', name).executeTakeFirstOrThrow();
  await db().updateTable('products').set({ has_stock: true, stock_units: units }).where('id', '=', product.id).execute();
  return product;
}
const stockOf = async (id: number) => (await db().selectFrom('products').select('stock_units').where('id', '=', id).executeTakeFirstOrThrow()).stock_units;
const saleStatus = async (id: number) => (await db().selectFrom('sales').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** Checks out one unit of the product with the method; answers the checkout's answer. */
async function checkout(who: Login, product: { id: number; gross_price: number }, type: PaymentMethodType, language = 'en-US') {
  const response = await post(
    '/api/shop/checkout-customer',
    { customerId: who.customerId, saleItems: [{ productId: product.id, units: 1, product: { grossPrice: product.gross_price } }], paymentMethodId: await methodId(type) },
    { ...who.headers, 'accept-language': language },
  );
  return response.json();
}

/** Pays (or declines) a Stripe checkout at the sandbox's Stripe.js; Stripe's webhook settles it. */
const stripeCard = (clientSecret: string, choice: 'approve' | 'decline') =>
  post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice, return_url: '/stripe-callback/' });
const stripeStatus = async (clientSecret: string) => (await one.app.inject({ method: 'GET', url: `/api/stripe/status/${clientSecret.split('_secret_')[0]}` })).json();
const checkStock = async (productId: number) => (await post('/api/publicpayments/check-stock', { saleItemsDto: [{ productId, units: 1 }] })).json();
const debts = async (who: Login) => ((await post(`/api/shop/pending-sales/${who.customerId}`, {}, who.headers)).json().data as Array<{ id: number }>).map((debt) => debt.id);

describe('stock taken by an order handed to a card provider', () => {
  it('comes back when the card is declined: the one-unit product sells again, and no debt is left', async () => {
    const bottle = await productWithStock('Insulated Water Bottle', 1);
    const declined: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const order = await checkout(ana, bottle, PaymentMethodType.Stripe);
      expect(order.ok, order.errorMsg).toBe(true);
      expect(await stockOf(bottle.id)).toBe(0);
      expect(await debts(ana)).toContain(order.model.saleIds[0]);
      expect((await stripeCard(order.model.stripe.clientSecret, 'decline')).json().error).toMatchObject({ type: 'card_error' });
      expect(await stockOf(bottle.id)).toBe(1);
      expect(await saleStatus(order.model.saleIds[0])).toBe('Cancelled');
      declined.push(order.model.saleIds[0]);
    }
    // Three declines owe nothing: none of those orders is on the debts page.
    expect((await debts(ana)).filter((id) => declined.includes(id))).toEqual([]);

    expect((await checkStock(bottle.id)).ok).toBe(true);
    const sold = await checkout(empty, bottle, PaymentMethodType.Stripe);
    await stripeCard(sold.model.stripe.clientSecret, 'approve');
    expect(await saleStatus(sold.model.saleIds[0])).toBe('Paid');
    expect(await stockOf(bottle.id)).toBe(0);
    expect(
      await db()
        .selectFrom('stock_reservations')
        .selectAll()
        .where('sale_id', 'in', [...declined, sold.model.saleIds[0]])
        .execute(),
    ).toEqual([]);
  });

  it('is taken again when the card is approved on the same payment after a decline, while units are left', async () => {
    const cap = await productWithStock('Club Cap', 1);
    const order = await checkout(ana, cap, PaymentMethodType.Stripe);
    await stripeCard(order.model.stripe.clientSecret, 'decline');
    expect(await stockOf(cap.id)).toBe(1);
    // The customer tries another card on the same PaymentIntent: the order is sold after all.
    await stripeCard(order.model.stripe.clientSecret, 'approve');
    expect(await saleStatus(order.model.saleIds[0])).toBe('Paid');
    expect(await stockOf(cap.id)).toBe(0);
    expect(await stripeStatus(order.model.stripe.clientSecret)).toMatchObject({ ok: true });
  });

  it('comes back at the payment deadline of an abandoned checkout: sold to the next customer, the late payment refunded', async () => {
    const bottle = await productWithStock('Insulated Water Bottle', 1);
    const abandoned = await checkout(ana, bottle, PaymentMethodType.Stripe);
    const saleId = abandoned.model.saleIds[0] as number;
    expect(await checkStock(bottle.id)).toMatchObject({ ok: false });
    expect(await checkout(empty, bottle, PaymentMethodType.Stripe)).toMatchObject({ ok: false, errorMsg: expect.stringContaining('out of stock') });

    pinBoth(new Date(now.getTime() + 29 * MINUTE));
    expect(await checkStock(bottle.id)).toMatchObject({ ok: false });
    expect(await debts(ana)).toContain(saleId);
    pinBoth(new Date(now.getTime() + 31 * MINUTE));
    try {
      // Past the deadline, before anything wrote it down: the unit is free to read and the order owes nothing.
      expect((await checkStock(bottle.id)).ok).toBe(true);
      expect(await debts(ana)).not.toContain(saleId);
      // The next sale of the bottle gives the unit back in its own transaction and takes it.
      const next = await checkout(empty, bottle, PaymentMethodType.Stripe);
      expect(next.ok, next.errorMsg).toBe(true);
      expect(await saleStatus(saleId)).toBe('Cancelled');
      expect(await stockOf(bottle.id)).toBe(0);
      // Ana pays at last, on the old payment: the unit is gone, so the money goes back and the page says so.
      await stripeCard(abandoned.model.stripe.clientSecret, 'approve');
      expect(await saleStatus(saleId)).toBe('Refunded');
      expect(await stripeStatus(abandoned.model.stripe.clientSecret)).toMatchObject({ ok: false, retry: false, errorMsg: expect.stringContaining('refunded') });
      expect(await stockOf(bottle.id)).toBe(0);
    } finally {
      pinBoth(now);
    }
  });

  it('stays sold when the open order is paid from the debts page with a voucher instead', async () => {
    const cap = await productWithStock('Club Cap', 1);
    const order = await checkout(ana, cap, PaymentMethodType.Stripe);
    const saleId = order.model.saleIds[0] as number;
    const voucher = await db()
      .selectFrom('vouchers')
      .select('id')
      .where('customer_id', '=', ana.customerId)
      .where('kind', '=', 'Money')
      .where('balance', '>=', cap.gross_price)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const paid = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, saleIds: [saleId], paymentMethodId: await methodId(PaymentMethodType.MoneyVoucher), voucherId: voucher.id },
      ana.headers,
    );
    expect(paid.json().ok, paid.json().errorMsg).toBe(true);
    expect(await saleStatus(saleId)).toBe('Paid');
    expect(await sweepLapsedOrders(db(), new Date(now.getTime() + 31 * MINUTE))).not.toContain(saleId);
    expect(await stockOf(cap.id)).toBe(0);
    expect(await db().selectFrom('stock_reservations').selectAll().where('sale_id', '=', saleId).execute()).toEqual([]);
  });

  it('comes back once when two server instances sweep lapsed orders at the same moment', async () => {
    const cap = await productWithStock('Club Cap', 5);
    const orders: number[] = [];
    for (let count = 0; count < 3; count += 1) orders.push((await checkout(ana, cap, PaymentMethodType.Stripe)).model.saleIds[0] as number);
    expect(await stockOf(cap.id)).toBe(2);
    const deadline = new Date(now.getTime() + 30 * MINUTE);
    expect(await sweepLapsedOrders(db(), new Date(deadline.getTime() - 1))).toEqual([]);
    const [first, second] = await Promise.all([sweepLapsedOrders(one.app.db, deadline), sweepLapsedOrders(two.app.db, deadline)]);
    expect([...first, ...second].filter((id) => orders.includes(id)).sort()).toEqual([...orders].sort());
    expect(await stockOf(cap.id)).toBe(5);
    for (const id of orders) expect(await saleStatus(id)).toBe('Cancelled');
    expect(await sweepLapsedOrders(db(), deadline)).toEqual([]);
  });
});

describe('the order confirmation after an asynchronous confirmation', () => {
  const orderMails = async (customerId: number, after: number) =>
    db().selectFrom('emails').select(['subject', 'body']).where('customer_id', '=', customerId).where('id', '>', after).orderBy('id').execute();
  const lastMailId = async () =>
    (
      await db()
        .selectFrom('emails')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0;

  it("is in the checkout's language when Stripe's webhook confirms the payment", async () => {
    const polo = await productWithStock('Club Polo', 50);
    const before = await lastMailId();
    const order = await checkout(ana, polo, PaymentMethodType.Stripe, 'fr-FR');
    await stripeCard(order.model.stripe.clientSecret, 'approve');
    const mails = await orderMails(ana.customerId, before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Votre commande chez /);
    expect(mails[0]!.body).toContain('Merci pour votre paiement de');
  });

  it("is in the checkout's language when the Redsys notification confirms the payment", async () => {
    const polo = await productWithStock('Club Polo', 50);
    const before = await lastMailId();
    const order = await checkout(ana, polo, PaymentMethodType.Redsys, 'it-IT');
    const { url, data } = order.model.redsysData as { url: string; data: Record<string, string> };
    const form = (target: string, body: Record<string, string>) =>
      one.app.inject({ method: 'POST', url: target, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });
    await form(url, data);
    await form('/sandbox/redsys/sis/decide', { order: decodeRedsysParameters(data.Ds_MerchantParameters!)!.DS_MERCHANT_ORDER!, choice: 'approve' });
    expect(await saleStatus(order.model.saleIds[0])).toBe('Paid');
    const mails = await orderMails(ana.customerId, before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Il tuo ordine/);
  });
});
