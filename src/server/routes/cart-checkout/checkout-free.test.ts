import { describe, expect, it } from 'vitest';
import { useCheckoutServer } from '../../testing/checkout-fixture';
import { expectConformingAnswer } from '../../testing/conformance';

// Issue 11, checkout: a free total needs no payment method and is paid at once, with the order confirmation
// and its invoice link; a total to pay needs a method; an empty cart and refused conditions are refused.

const shop = useCheckoutServer();
const { post, db, product, now } = shop;
const salesCount = async () =>
  Number(
    (
      await db()
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a free total', () => {
  it('is paid without a payment method: the order is paid, the stock taken and the confirmation mails the invoice link', async () => {
    await db()
      .insertInto('promo_codes')
      .values({ code: 'ALLFREE', discount_type: 'Percent', value: 100, valid_from: new Date(now().getTime() - 86_400_000), valid_to: new Date(now().getTime() + 86_400_000) })
      .execute();
    const polo = await product('Club Polo');
    const mailsBefore = await db().selectFrom('emails').select('id').where('customer_id', '=', shop.ana.customerId).execute();
    const response = await post(
      '/api/shop/checkout-customer',
      {
        customerId: shop.ana.customerId,
        guid: 'free-total',
        promoCode: 'ALLFREE',
        saleItems: [{ productId: polo.id, units: 1 }],
        paymentMethodId: null,
        customer: { acceptConditions: true },
      },
      shop.ana.headers,
    );
    expectConformingAnswer('checkoutCustomer', response);
    const answer = response.json();
    expect(answer).toMatchObject({ ok: true, model: { paid: true, saleIds: [expect.any(Number)] } });
    const sale = await db().selectFrom('sales').select(['status', 'total', 'pending']).where('id', '=', answer.model.saleIds[0]).executeTakeFirstOrThrow();
    expect(sale).toEqual({ status: 'Paid', total: 0, pending: 0 });
    expect((await product('Club Polo')).stock_units).toBe(polo.stock_units! - 1);

    const mails = await db()
      .selectFrom('emails')
      .select(['subject', 'body'])
      .where('customer_id', '=', shop.ana.customerId)
      .where(
        'id',
        'not in',
        mailsBefore.map((mail) => mail.id),
      )
      .execute();
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/[^"'\s<]+\/api\/publicinvoices\/download-invoice\/[^"'\s<]+/.exec(mails[0]!.body)?.[0];
    expect(link).toBeDefined();
    const invoice = await shop.server.app.inject({ method: 'GET', url: new URL(link!).pathname });
    expect(invoice.statusCode).toBe(200);
  });
});

describe('what a checkout needs', () => {
  it('refuses a total to pay without a payment method, an empty cart and refused legal conditions, writing nothing', async () => {
    const polo = await product('Club Polo');
    const before = await salesCount();
    const noMethod = await post('/api/shop/checkout-customer', { customerId: shop.ana.customerId, saleItems: [{ productId: polo.id, units: 1 }] }, shop.ana.headers);
    expectConformingAnswer('checkoutCustomer', noMethod);
    expect(noMethod.json()).toMatchObject({ ok: false, errorMsg: 'Please select a payment method', model: { errorMsg: 'Please select a payment method' } });
    const emptyCart = await post('/api/shop/checkout-customer', { customerId: shop.ana.customerId }, shop.ana.headers);
    // Refused by the request check already: a cart has product lines or pending sales.
    expect(emptyCart.statusCode).toBe(400);
    expect(emptyCart.json()).toMatchObject({ ok: false, errorMsg: 'body/saleItems is required' });
    const conditions = await post(
      '/api/shop/checkout-customer',
      { customerId: shop.ana.customerId, saleItems: [{ productId: polo.id, units: 1 }], customer: { acceptConditions: false } },
      shop.ana.headers,
    );
    expect(conditions.json()).toMatchObject({ ok: false, errorMsg: 'Please accept our legal conditions' });
    expect(await salesCount()).toBe(before);
    expect((await product('Club Polo')).stock_units).toBe(polo.stock_units);
  });
});
