import { describe, expect, it } from 'vitest';
import { useCheckoutServer, visitorDetails } from '../../testing/checkout-fixture';
import { expectConformingAnswer } from '../../testing/conformance';

// Spec 3 §5.2 / §9: a quantity is 1 to 1000. The checkout refuses any other unit count, names the problem and
// writes nothing: no sale, no customer, no stock taken.

const shop = useCheckoutServer();
const { post, db, product, method } = shop;
const pendingMethod = () => method('Pay at the club');
const count = async (table: 'sales' | 'customers' | 'sale_items') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const snapshot = async (productId: number) => ({
  sales: await count('sales'),
  items: await count('sale_items'),
  customers: await count('customers'),
  stock: (await db().selectFrom('products').select('stock_units').where('id', '=', productId).executeTakeFirstOrThrow()).stock_units,
});
const visitor = (email: string) => visitorDetails('Uma', 'Units', email);

/** The message of a checkout refused as bad input (400, ok false). */
function refusal(response: Awaited<ReturnType<typeof post>>): string {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.ok).toBe(false);
  return body.errorMsg;
}

describe('checkout-customer refuses a unit count outside 1–1000', () => {
  it.each([
    [0, 'body/saleItems/0/units must be at least 1'],
    [-3, 'body/saleItems/0/units must be at least 1'],
    [1001, 'body/saleItems/0/units must be at most 1000'],
    [2.5, 'body/saleItems/0/units must be of type integer'],
  ])('refuses %s units naming the field and the bound, leaving no sale and the stock untouched', async (units, message) => {
    const polo = await product('Club Polo');
    const before = await snapshot(polo.id);
    const response = await post(
      '/api/shop/checkout-customer',
      { customerId: shop.ana.customerId, guid: `units-${units}`, saleItems: [{ productId: polo.id, units }], paymentMethodId: await pendingMethod() },
      shop.ana.headers,
    );
    expectConformingAnswer('checkoutCustomer', response);
    expect(refusal(response)).toBe(message);
    expect(await snapshot(polo.id)).toEqual(before);
  });

  it('refuses a non-numeric unit count, writing nothing', async () => {
    const polo = await product('Club Polo');
    const before = await snapshot(polo.id);
    const response = await post(
      '/api/shop/checkout-customer',
      { customerId: shop.ana.customerId, saleItems: [{ productId: polo.id, units: 'two' }], paymentMethodId: await pendingMethod() },
      shop.ana.headers,
    );
    expectConformingAnswer('checkoutCustomer', response);
    expect(refusal(response)).toBe('body/saleItems/0/units must be of type integer');
    expect(await snapshot(polo.id)).toEqual(before);
  });

  it('refuses a cart whose second line is out of range, without taking the first line’s stock', async () => {
    const polo = await product('Club Polo');
    const bottle = await product('Insulated Water Bottle');
    const before = [await snapshot(polo.id), await snapshot(bottle.id)];
    const response = await post(
      '/api/shop/checkout-customer',
      {
        customerId: shop.ana.customerId,
        saleItems: [
          { productId: polo.id, units: 1 },
          { productId: bottle.id, units: 1001 },
        ],
        paymentMethodId: await pendingMethod(),
      },
      shop.ana.headers,
    );
    expect(refusal(response)).toBe('body/saleItems/1/units must be at most 1000');
    expect([await snapshot(polo.id), await snapshot(bottle.id)]).toEqual(before);
  });

  it('sells the upper bound itself: 1000 units of a product without stock management', async () => {
    const lesson = await product('Private Padel Class (1 h)');
    const answer = (
      await post(
        '/api/shop/checkout-customer',
        { customerId: shop.ana.customerId, guid: 'units-1000', saleItems: [{ productId: lesson.id, units: 1000 }], paymentMethodId: await pendingMethod() },
        shop.ana.headers,
      )
    ).json();
    expect(answer).toMatchObject({ ok: true });
    const units = await db().selectFrom('sale_items').select('units').where('sale_id', '=', answer.model.saleIds[0]).where('product_id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(Number(units.units)).toBe(1000);
  });
});

describe('checkout (visitor) refuses a unit count outside 1–1000', () => {
  it('names the quantity in the caller’s language and registers no account, sells nothing, takes no stock', async () => {
    const polo = await product('Club Polo');
    const before = await snapshot(polo.id);
    const response = await post(
      '/api/shop/checkout',
      { guid: 'visitor-units', saleItems: [{ productId: polo.id, units: 1001 }], paymentMethodId: await pendingMethod(), customer: visitor('uma@example.com') },
      { 'accept-language': 'es-ES' },
    );
    expectConformingAnswer('checkout', response);
    expect(refusal(response)).toBe('body/saleItems/0/units debe ser como máximo 1000');
    expect(await snapshot(polo.id)).toEqual(before);
    expect(await db().selectFrom('customers').select('id').where('email', '=', 'uma@example.com').executeTakeFirst()).toBeUndefined();
    // Nothing was kept of the refused cart: the same visitor and guid can check out a valid cart.
    const retry = await post('/api/shop/checkout', {
      guid: 'visitor-units',
      saleItems: [{ productId: polo.id, units: 1 }],
      paymentMethodId: await pendingMethod(),
      customer: visitor('uma@example.com'),
    });
    expect(retry.json()).toMatchObject({ ok: true, model: { login: { token: expect.any(String) } } });
    expect((await product('Club Polo')).stock_units).toBe(before.stock! - 1);
  });
});
