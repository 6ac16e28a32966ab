import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../documents/pdf-text';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';
import { toCents } from '../../../domain/money';
// The portal's own totals, on the server's answers: both sides must agree to the cent.
import { createTestRoot } from '../../../../tests/support/test-root';
import { checkoutTotals } from '../../../widgets/Checkout/checkout-totals';

// Money to the cent (issue 21, item 22; issue 37, item 26): the one rule of src/domain/taxes.ts takes each rate's
// tax once out of what is paid (base = gross / (1 + rate), to the cent; tax = gross − base), and the net discount
// is how far that base lies below the lines' nets; checkout (promos/validate), the stored sale and its lines, the
// order list, the invoice and the portal's totals agree to the cent.
let server: TestApp;
let ana: Login;

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
  // The server's clock stops at the file's start: what it dates agrees from one request to the next.
  freezeClock(server);
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server, { as: () => ana });

const db = () => server.app.db;
/** "60,12 €", as the demo club writes money on its documents. */
const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;
const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0);

/** DEMO10 on a cart of demo products (name, units): validated, checked out at the club, and the sale as stored. */
async function demo10(cart: Array<[name: string, units: number]>) {
  const products = await db()
    .selectFrom('products')
    .select(['id', 'name', 'gross_price', 'net_price'])
    .where(
      'name',
      'in',
      cart.map(([name]) => name),
    )
    .execute();
  expect(products).toHaveLength(cart.length);
  const lines = cart.map(([name, units]) => ({ product: products.find((candidate) => candidate.name === name)!, units }));
  const saleItems = lines.map(({ product, units }) => ({ productId: product.id, units, product: { grossPrice: product.gross_price } }));
  const validated = (await post('/api/promos/validate', { code: 'DEMO10', customerId: ana.customerId, saleItems })).json();
  const payAtClub = (await db().selectFrom('payment_methods').select('id').where('name', '=', 'Pay at the club').executeTakeFirstOrThrow()).id;
  const answer = (await post('/api/shop/checkout-customer', { customerId: ana.customerId, saleItems, promoCode: 'DEMO10', paymentMethodId: payAtClub })).json();
  expect(answer.ok).toBe(true);
  const saleId = (answer.model.saleIds as number[])[0]!;
  const sale = await db()
    .selectFrom('sales')
    .select(['id', 'sub_total', 'discount', 'total', 'net_sub_total', 'net_discount', 'net_total', 'public_token'])
    .where('id', '=', saleId)
    .executeTakeFirstOrThrow();
  const invoice = await pdfText((await server.app.inject({ method: 'GET', url: `/api/publicinvoices/download-invoice/${sale.public_token}` })).rawPayload);
  return { lines, validated: validated.data, sale, invoice };
}

describe('DEMO10 on a mixed cart', () => {
  it('states one tax per rate, the same in the checkout, the sale, the order list and the invoice', async () => {
    const { validated, sale, invoice } = await demo10([
      ["Women's Padel Skirt", 1],
      ['Training Shorts', 1],
      ['Insulated Water Bottle', 1],
    ]);
    expect(validated).toMatchObject({ discount: 8.1, netDiscount: 6.7, discountedTaxes: 1.4 });
    // 72.75 at 21 % holds a base of 60.12 and a tax of 12.63 (rounded line by line, the tax would be 12.61).
    expect(sale).toMatchObject({ sub_total: 80.85, discount: 8.1, total: 72.75, net_sub_total: 66.82, net_discount: 6.7, net_total: 60.12 });
    expect(sale.discount).toBe(validated.discount);
    expect(sale.net_discount).toBe(validated.netDiscount);

    const orders = (await server.app.inject({ method: 'GET', url: `/api/shop/customer-orders/${ana.customerId}`, headers: ana.headers })).json();
    const order = (orders.model as Array<{ id: number; total: number; discount: number }>).find((candidate) => candidate.id === sale.id);
    expect(order).toMatchObject({ total: 72.75, discount: 8.1 });

    expect(invoice).toContain(`Tax base ${euros(60.12)}`);
    expect(invoice).toContain(`Taxes ${euros(12.63)}`);
    expect(invoice).toContain(`Total ${euros(72.75)}`);
    expect(invoice).toContain(`21 %: base ${euros(60.12)}, tax ${euros(12.63)}`);
  });

  it('on 3 × 7.95 + 7 × 8.95 + 17.95 + 2 × 12.95 + 5 × 6.50 states 16.30 off, 13.47 net, a base of 121.12 and a tax of 25.43 for 146.55 everywhere', async () => {
    // Issue 37, item 26: before the one rule, a net discount of 13.48, a base of 121.11 and a tax of 25.44, with
    // lines whose net discounts added up to 13.46.
    const { lines, validated, sale, invoice } = await demo10([
      ['Tennis Balls (4-ball can)', 3],
      ['Overgrip (3 units)', 7],
      ['Club Cap', 1],
      ['Sport Socks (3 pairs)', 2],
      ['Padel Balls (3-ball can)', 5],
    ]);
    expect(lines.map(({ product }) => product.gross_price)).toEqual([7.95, 8.95, 17.95, 12.95, 6.5]);
    expect(validated).toMatchObject({ discount: 16.3, netDiscount: 13.47, discountedTaxes: 2.83 });
    expect(sale).toMatchObject({ sub_total: 162.85, discount: 16.3, total: 146.55, net_sub_total: 134.59, net_discount: 13.47, net_total: 121.12 });
    const items = await db().selectFrom('sale_items').select(['discount', 'net_discount']).where('sale_id', '=', sale.id).execute();
    expect(cents(items.map((item) => item.discount))).toBe(1630);
    expect(cents(items.map((item) => item.net_discount))).toBe(1347);
    expect(invoice).toContain(`Tax base ${euros(121.12)}`);
    expect(invoice).toContain(`Taxes ${euros(25.43)}`);
    expect(invoice).toContain(`Total ${euros(146.55)}`);

    // The portal's cart and checkout totals, gross and net (PriceWithTaxes), with the coupon validate answered.
    for (const withTaxes of [true, false]) {
      const { root } = createTestRoot({ api: { loadMainSettings: async () => ({ PriceWithTaxes: withTaxes }) } });
      await root.settings.load();
      for (const { product, units } of lines) root.cart.addProduct({ id: product.id, name: product.name, grossPrice: product.gross_price, netPrice: product.net_price }, units);
      expect(root.cart.total).toBe(withTaxes ? sale.sub_total : sale.net_sub_total);
      const totals = checkoutTotals({ cartTotal: root.cart.total, transport: null, coupon: { code: 'DEMO10', ...validated }, withTaxes, methods: [] });
      expect(totals.total).toBe(toCents(withTaxes ? sale.total : sale.net_total));
    }
  });
});
