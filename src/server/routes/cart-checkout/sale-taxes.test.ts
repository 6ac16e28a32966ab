import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../documents/pdf-text';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';

// Invoice taxes (issue 21, item 22): the tax of each rate is computed once on the summed base of that rate,
// the base being the total less the tax, and checkout (promos/validate), the stored sale, the order list and
// the invoice agree to the cent. DEMO10 on this cart states 12.61 of tax when rounded line by line, where 21 %
// of its base of 60.14 is 12.63.
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
const CART = ["Women's Padel Skirt", 'Training Shorts', 'Insulated Water Bottle'];
/** "60,12 €", as the demo club writes money on its documents. */
const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

describe('DEMO10 on a mixed cart', () => {
  it('states one tax per rate, on the summed base, the same in the checkout, the sale, the order list and the invoice', async () => {
    const products = await db().selectFrom('products').select(['id', 'name', 'gross_price']).where('name', 'in', CART).orderBy('id').execute();
    expect(products).toHaveLength(3);
    const saleItems = products.map((product) => ({ productId: product.id, units: 1, product: { grossPrice: product.gross_price } }));

    const validated = (await post('/api/promos/validate', { code: 'DEMO10', customerId: ana.customerId, saleItems })).json();
    expect(validated.data).toMatchObject({ discount: 8.1, netDiscount: 6.7, discountedTaxes: 1.4 });

    const payAtClub = (await db().selectFrom('payment_methods').select('id').where('name', '=', 'Pay at the club').executeTakeFirstOrThrow()).id;
    const answer = (await post('/api/shop/checkout-customer', { customerId: ana.customerId, saleItems, promoCode: 'DEMO10', paymentMethodId: payAtClub })).json();
    expect(answer.ok).toBe(true);
    const saleId = (answer.model.saleIds as number[])[0]!;
    const sale = await db()
      .selectFrom('sales')
      .select(['sub_total', 'discount', 'total', 'net_sub_total', 'net_discount', 'net_total', 'public_token'])
      .where('id', '=', saleId)
      .executeTakeFirstOrThrow();
    // The lines' nets add up to 60.14 after the discount; 21 % of that, rounded once, is 12.63: the base is 72.75 − 12.63.
    expect(sale).toMatchObject({ sub_total: 80.85, discount: 8.1, total: 72.75, net_sub_total: 66.82, net_discount: 6.7, net_total: 60.12 });
    expect(sale.discount).toBe(validated.data.discount);
    expect(sale.net_discount).toBe(validated.data.netDiscount);

    const orders = (await server.app.inject({ method: 'GET', url: `/api/shop/customer-orders/${ana.customerId}`, headers: ana.headers })).json();
    const order = (orders.model as Array<{ id: number; total: number; discount: number }>).find((candidate) => candidate.id === saleId);
    expect(order).toMatchObject({ total: 72.75, discount: 8.1 });

    const invoice = await pdfText((await server.app.inject({ method: 'GET', url: `/api/publicinvoices/download-invoice/${sale.public_token}` })).rawPayload);
    expect(invoice).toContain(`Tax base ${euros(60.12)}`);
    expect(invoice).toContain(`Taxes ${euros(12.63)}`);
    expect(invoice).toContain(`Total ${euros(72.75)}`);
    expect(invoice).toContain(`21 %: base ${euros(60.12)}, tax ${euros(12.63)}`);
  });
});
