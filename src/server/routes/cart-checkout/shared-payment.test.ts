import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { PaymentMethodType } from '../../db/schema';
import { takesCurrency } from '../../checkout/cart-rules';

// Spec 3 §4.3: a cart whose first sale is a shared payment limits how it can be paid.
//  - with retention: only Redsys and Stripe, no vouchers;
//  - without retention: only saved cards or tokenizable methods, a saved card kept as guarantee,
//    vouchers only when the customer has a saved card.

let server: TestApp;
let ana: Login;
let empty: Login;
/** A pending share of the upcoming tennis booking Ana shared (payment type Shared), given to Ana in beforeAll. */
let sharedSaleId: number;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  // The server's clock stops at the file's start: what it dates agrees from one request to the next.
  freezeClock(server);
  const leo = await db().selectFrom('customers').select('id').where('email', '=', 'leo@demo.club').executeTakeFirstOrThrow();
  const sale = await db().selectFrom('sales').select(['id', 'payment_type']).where('customer_id', '=', leo.id).where('status', '=', 'Pending').executeTakeFirstOrThrow();
  expect(sale.payment_type).toBe(2);
  sharedSaleId = sale.id;
  // Ana (saved cards, vouchers) owns the share here: a customer's checkout reads only their own sales.
  await db().updateTable('sales').set({ customer_id: ana.customerId }).where('id', '=', sharedSaleId).execute();
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server);

const db = () => server.app.db;
const setRetention = (withRetention: boolean) => db().updateTable('sales').set({ with_retention: withRetention }).where('id', '=', sharedSaleId).execute();
// The club's active methods that can charge its currency (the demo club's euros: Transbank charges pesos alone).
const methods = async () =>
  (await db().selectFrom('payment_methods').select(['id', 'type', 'name', 'allow_tokenization']).where('active', '=', true).execute()).filter((method) =>
    takesCurrency(method.type, 'EUR'),
  );
const methodId = async (name: string) => (await methods()).find((method) => method.name === name)!.id;

interface MethodAnswer {
  id: number;
  type: number;
  name: string;
  tokenId: number | null;
  forceSaveCreditCard: boolean;
}
interface InfoModel {
  paymentMethods: MethodAnswer[];
  vouchers: Array<{ saleId: number | null; vouchers: unknown[] }>;
  isSharedPayment: boolean;
  withRetention: boolean;
  allowVouchers: { allowed: boolean; reason: string | null };
}

async function customerInfo(login: Login, customerId = login.customerId): Promise<InfoModel> {
  const response = await post('/api/shop/checkout-info-by-customer', { customerId, saleIds: [sharedSaleId] }, login.headers);
  expectConformingAnswer('getCustomerCheckoutInfo', response);
  return response.json().model;
}
async function visitorInfo(): Promise<InfoModel> {
  const response = await post('/api/shop/checkout-info', { saleIds: [sharedSaleId] });
  expectConformingAnswer('getCheckoutInfo', response);
  return response.json().model;
}
const offered = (model: InfoModel) => model.paymentMethods.filter((method) => method.tokenId === null);
const savedCardsOffered = (model: InfoModel) => model.paymentMethods.filter((method) => method.tokenId !== null);
const typesOf = (list: MethodAnswer[]) => [...new Set(list.map((method) => method.type))].sort((a, b) => a - b);

describe('checkout-info for a shared payment with retention', () => {
  beforeAll(() => setRetention(true));
  afterAll(() => setRetention(false));

  it('offers a customer only Redsys and Stripe (as methods and as saved cards) and no vouchers', async () => {
    const model = await customerInfo(ana);
    expect(model).toMatchObject({ isSharedPayment: true, withRetention: true });
    expect(typesOf(offered(model))).toEqual([PaymentMethodType.Redsys, PaymentMethodType.Stripe]);
    expect(typesOf(savedCardsOffered(model))).toEqual([PaymentMethodType.Redsys, PaymentMethodType.Stripe]);
    expect(model.allowVouchers).toEqual({ allowed: false, reason: "Sorry, it's not yet possible to pay shared bookings with a voucher, we are working on it." });
    expect(model.vouchers).toEqual([]);
  });

  it('offers a visitor only Redsys and Stripe and no vouchers', async () => {
    const model = await visitorInfo();
    expect(typesOf(model.paymentMethods)).toEqual([PaymentMethodType.Redsys, PaymentMethodType.Stripe]);
    expect(model.allowVouchers.allowed).toBe(false);
    expect(model.vouchers).toEqual([]);
  });

  it('refuses a voucher or the pay-at-the-club method at checkout, writing nothing', async () => {
    const voucher = await db()
      .selectFrom('vouchers')
      .select(['id', 'balance'])
      .where('customer_id', '=', ana.customerId)
      .where('kind', '=', 'Money')
      .where('balance', '>', 10)
      .executeTakeFirstOrThrow();
    const byVoucher = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, saleIds: [sharedSaleId], paymentMethodId: await methodId('Voucher balance'), voucherId: voucher.id },
      ana.headers,
    );
    expectConformingAnswer('checkoutCustomer', byVoucher);
    expect(byVoucher.json()).toMatchObject({ ok: false, errorMsg: "Sorry, it's not yet possible to pay shared bookings with a voucher, we are working on it." });
    const atClub = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, saleIds: [sharedSaleId], paymentMethodId: await methodId('Pay at the club') },
      ana.headers,
    );
    expect(atClub.json()).toMatchObject({ ok: false, errorMsg: 'Pay at the club cannot pay this cart' });
    const byPayPal = await post('/api/shop/checkout-customer', { customerId: ana.customerId, saleIds: [sharedSaleId], paymentMethodId: await methodId('PayPal') }, ana.headers);
    expect(byPayPal.json()).toMatchObject({ ok: false, errorMsg: 'PayPal cannot pay this cart' });
    const after = await db().selectFrom('vouchers').select('balance').where('id', '=', voucher.id).executeTakeFirstOrThrow();
    expect(after.balance).toBe(voucher.balance);
    const sale = await db().selectFrom('sales').select(['status', 'pending']).where('id', '=', sharedSaleId).executeTakeFirstOrThrow();
    expect(sale).toEqual({ status: 'Pending', pending: 7 });
  });
});

describe('checkout-info for a shared payment without retention', () => {
  it('offers a customer with saved cards only those cards and the tokenizable methods, each forced to save the card as guarantee', async () => {
    const model = await customerInfo(ana);
    expect(model).toMatchObject({ isSharedPayment: true, withRetention: false });
    const tokenizable = (await methods()).filter((method) => method.allow_tokenization);
    expect(
      offered(model)
        .map((method) => method.id)
        .sort(),
    ).toEqual(tokenizable.map((method) => method.id).sort());
    // PayPal, Mercado Pago, Razorpay and pay-at-the-club cannot keep a card: not offered.
    const names = model.paymentMethods.map((method) => method.name);
    for (const name of ['PayPal', 'Mercado Pago', 'Razorpay', 'Pay at the club']) expect(names).not.toContain(name);
    expect(offered(model).every((method) => method.forceSaveCreditCard)).toBe(true);
    expect(
      savedCardsOffered(model)
        .map((method) => method.name)
        .sort(),
    ).toEqual(['mastercard •••• 0004', 'visa •••• 4242']);
  });

  it('lets a customer with a saved card pay the share with a voucher', async () => {
    const model = await customerInfo(ana);
    expect(model.allowVouchers).toEqual({ allowed: true, reason: null });
    expect(model.vouchers).toEqual([{ saleId: sharedSaleId, vouchers: expect.arrayContaining([expect.objectContaining({ voucher: { id: expect.any(Number) } })]) }]);
  });

  it('refuses vouchers to a customer without a saved card, naming the card needed as guarantee, and still offers only tokenizable methods', async () => {
    const cards = await db().selectFrom('card_tokens').selectAll().where('customer_id', '=', ana.customerId).execute();
    await db().deleteFrom('card_tokens').where('customer_id', '=', ana.customerId).execute();
    try {
      const model = await customerInfo(ana);
      expect(model.allowVouchers).toEqual({ allowed: false, reason: 'The voucher payment is not possible: a saved card is needed as a guarantee' });
      expect(model.vouchers).toEqual([]);
      expect(savedCardsOffered(model)).toEqual([]);
      const tokenizable = (await methods()).filter((method) => method.allow_tokenization);
      expect(model.paymentMethods.map((method) => method.id).sort()).toEqual(tokenizable.map((method) => method.id).sort());
      expect(model.paymentMethods.every((method) => method.forceSaveCreditCard)).toBe(true);

      const voucher = await db()
        .selectFrom('vouchers')
        .select(['id', 'balance'])
        .where('customer_id', '=', ana.customerId)
        .where('kind', '=', 'Money')
        .where('balance', '>', 10)
        .executeTakeFirstOrThrow();
      const byVoucher = await post(
        '/api/shop/checkout-customer',
        { customerId: ana.customerId, saleIds: [sharedSaleId], paymentMethodId: await methodId('Voucher balance'), voucherId: voucher.id },
        ana.headers,
      );
      expect(byVoucher.json()).toMatchObject({ ok: false, errorMsg: 'The voucher payment is not possible: a saved card is needed as a guarantee' });
      expect((await db().selectFrom('vouchers').select('balance').where('id', '=', voucher.id).executeTakeFirstOrThrow()).balance).toBe(voucher.balance);
    } finally {
      await db()
        .insertInto('card_tokens')
        .values(cards.map(({ id: _id, ...card }) => card))
        .execute();
    }
  });

  it('offers a visitor only the tokenizable methods, each forced to save the card, and no vouchers', async () => {
    const model = await visitorInfo();
    const tokenizable = (await methods()).filter((method) => method.allow_tokenization);
    expect(model.paymentMethods.map((method) => method.id).sort()).toEqual(tokenizable.map((method) => method.id).sort());
    expect(model.paymentMethods.every((method) => method.forceSaveCreditCard)).toBe(true);
    expect(model.allowVouchers).toEqual({ allowed: false, reason: 'Please login or register' });
  });

  it('refuses a method that cannot keep a card at checkout, writing nothing', async () => {
    const answer = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, saleIds: [sharedSaleId], paymentMethodId: await methodId('Pay at the club') },
      ana.headers,
    );
    expect(answer.json()).toMatchObject({ ok: false, errorMsg: 'Pay at the club cannot pay this cart' });
    const mercado = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, saleIds: [sharedSaleId], paymentMethodId: await methodId('Mercado Pago') },
      ana.headers,
    );
    expect(mercado.json()).toMatchObject({ ok: false, errorMsg: 'Mercado Pago cannot pay this cart' });
    const sale = await db().selectFrom('sales').select(['status', 'pending']).where('id', '=', sharedSaleId).executeTakeFirstOrThrow();
    expect(sale).toEqual({ status: 'Pending', pending: 7 });
  });

  it('pays the share with a voucher for a customer with a saved card', async () => {
    const voucher = await db()
      .selectFrom('vouchers')
      .select(['id', 'balance'])
      .where('customer_id', '=', ana.customerId)
      .where('kind', '=', 'Money')
      .where('balance', '>', 10)
      .executeTakeFirstOrThrow();
    const answer = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, saleIds: [sharedSaleId], paymentMethodId: await methodId('Voucher balance'), voucherId: voucher.id, guid: 'shared-voucher-1' },
      ana.headers,
    );
    expect(answer.json()).toMatchObject({ ok: true, model: { paid: true } });
    expect((await db().selectFrom('vouchers').select('balance').where('id', '=', voucher.id).executeTakeFirstOrThrow()).balance).toBeCloseTo(voucher.balance - 7, 2);
  });
});

describe('checkout-info for a cart without shared payment', () => {
  it('offers every active method, pay at the club included, and the vouchers, to a customer without a saved card', async () => {
    const polo = await db().selectFrom('products').select('id').where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const response = await post('/api/shop/checkout-info-by-customer', { customerId: empty.customerId, saleItems: [{ productId: polo.id, units: 1 }] }, empty.headers);
    const model: InfoModel = response.json().model;
    expect(model).toMatchObject({ isSharedPayment: false, withRetention: false, allowVouchers: { allowed: true, reason: null } });
    const nonVoucher = (await methods()).filter((method) => method.type !== PaymentMethodType.MoneyVoucher);
    expect(model.paymentMethods.map((method) => method.id).sort()).toEqual(nonVoucher.map((method) => method.id).sort());
    expect(model.paymentMethods.find((method) => method.name === 'PayPal')?.forceSaveCreditCard).toBe(false);
  });
});

describe("another customer's sale in the cart", () => {
  it('is ignored: its deadline and its shared-payment rules say nothing to the caller', async () => {
    const response = await post('/api/shop/checkout-info-by-customer', { customerId: empty.customerId, saleIds: [sharedSaleId] }, empty.headers);
    expectConformingAnswer('getCustomerCheckoutInfo', response);
    const model = response.json().model as InfoModel & { paymentDeadline?: unknown };
    expect(model.isSharedPayment).toBe(false);
    expect(model.vouchers.some((entry) => entry.saleId === sharedSaleId)).toBe(false);
    expect(model.paymentMethods.every((method) => (method as { paymentDeadline?: unknown }).paymentDeadline === null)).toBe(true);
  });
});
