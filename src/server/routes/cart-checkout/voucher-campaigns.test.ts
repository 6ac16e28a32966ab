import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../db/schema';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';

// Voucher credit must not pay for more voucher credit (issue 21, item 1): "Court Voucher 50 €" sells for 45 €
// and credits 50 €. A voucher payment of a campaign is refused, and promo codes never discount a campaign
// (refused when the cart holds nothing else); bought with money it still credits 50 €.
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
const product = (name: string) => db().selectFrom('products').select(['id', 'gross_price']).where('name', '=', name).executeTakeFirstOrThrow();
const methodId = async (type: PaymentMethodType) =>
  (await db().selectFrom('payment_methods').select('id').where('type', '=', type).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
const line = (item: { id: number; gross_price: number }, units = 1) => ({ productId: item.id, units, product: { grossPrice: item.gross_price } });

/** Ana's voucher credit: the sum of her vouchers' balances and how many vouchers she has. */
async function credit(): Promise<{ total: number; vouchers: number }> {
  const rows = await db().selectFrom('vouchers').select('balance').where('customer_id', '=', ana.customerId).execute();
  return { total: Math.round(rows.reduce((sum, row) => sum + row.balance * 100, 0)) / 100, vouchers: rows.length };
}

describe('buying a voucher campaign', () => {
  it('with a money voucher is refused, naming the campaign, and changes no credit', async () => {
    const campaign = await product('Court Voucher 50 €');
    const { id: voucherId } = await db()
      .insertInto('vouchers')
      .values({ customer_id: ana.customerId, description: 'Gift voucher', balance: 200, kind: 'Money' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await credit();
    const response = await post('/api/shop/checkout-customer', {
      customerId: ana.customerId,
      saleItems: [line(campaign)],
      paymentMethodId: await methodId(PaymentMethodType.MoneyVoucher),
      voucherId,
    });
    expectConformingAnswer('checkoutCustomer', response);
    expect(response.json()).toMatchObject({ ok: false, errorMsg: 'Court Voucher 50 € cannot be paid with a voucher: choose another payment method' });
    expect(await credit()).toEqual(before);
  });

  it('with DEMO10 alone is refused: codes do not apply to vouchers', async () => {
    const campaign = await product('Court Voucher 50 €');
    const validated = await post('/api/promos/validate', { code: 'DEMO10', customerId: ana.customerId, saleItems: [line(campaign)] });
    expectConformingAnswer('validatePromoCode', validated);
    expect(validated.json()).toMatchObject({ ok: false, errorMsg: 'The code DEMO10 does not apply to vouchers' });
    const before = await credit();
    const response = await post('/api/shop/checkout-customer', {
      customerId: ana.customerId,
      saleItems: [line(campaign)],
      promoCode: 'DEMO10',
      paymentMethodId: await methodId(PaymentMethodType.Stripe),
    });
    expect(response.json()).toMatchObject({ ok: false, errorMsg: 'The code DEMO10 does not apply to vouchers' });
    expect(await credit()).toEqual(before);
  });

  it('with DEMO10 on a mixed cart discounts the other lines only, and paid by card credits the campaign 50 € for 45 €', async () => {
    const campaign = await product('Court Voucher 50 €');
    const polo = await product('Club Polo');
    const validated = (await post('/api/promos/validate', { code: 'DEMO10', customerId: ana.customerId, saleItems: [line(campaign), line(polo)] })).json();
    expect(validated).toMatchObject({ ok: true, data: { discount: Math.round(polo.gross_price * 10) / 100 } });
    const before = await credit();
    const answer = (
      await post('/api/shop/checkout-customer', {
        customerId: ana.customerId,
        saleItems: [line(campaign), line(polo)],
        promoCode: 'DEMO10',
        paymentMethodId: await methodId(PaymentMethodType.Stripe),
      })
    ).json();
    expect(answer.ok).toBe(true);
    const [saleId] = answer.model.saleIds as number[];
    const lines = await db().selectFrom('sale_items').select(['name', 'discount']).where('sale_id', '=', saleId!).orderBy('id').execute();
    expect(lines).toEqual([
      { name: 'Court Voucher 50 €', discount: 0 },
      { name: 'Club Polo', discount: validated.data.discount },
    ]);
    await server.app.inject({
      method: 'POST',
      url: '/sandbox/stripe/js/confirm',
      payload: { client_secret: answer.model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' },
    });
    const sale = await db().selectFrom('sales').select(['status', 'paid']).where('id', '=', saleId!).executeTakeFirstOrThrow();
    expect(sale).toEqual({ status: 'Paid', paid: Math.round((campaign.gross_price + polo.gross_price - validated.data.discount) * 100) / 100 });
    expect(await credit()).toEqual({ total: before.total + 50, vouchers: before.vouchers + 1 });
  });
});
