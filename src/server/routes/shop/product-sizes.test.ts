import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';

// A product sold in sizes (issue 35): its page answers each size with its own stock, the cart line sells the
// size's product (the stock check and the sale take that size's units), and the product alone cannot be sold.
let server: TestApp;

beforeAll(async () => {
  ({ server } = await startDemoServer());
  freezeClock(server);
});
afterAll(() => server?.close());

const { get, post } = requestsTo(() => server);
const hoodieId = async () => (await server.app.db.selectFrom('products').select('id').where('name', '=', 'Club Hoodie').executeTakeFirstOrThrow()).id;

describe('a product in sizes', () => {
  it("answers the hoodie's sizes in order with each size's units, one sold out", async () => {
    const response = await get(`/api/shop/get/${await hoodieId()}`);
    expectConformingAnswer('getProduct', response);
    const sizes = response.json().data.stockDetails as Array<{ detail: string; units: number; name: string; grossPrice: number; productId: number }>;
    expect(sizes.map(({ detail, units }) => [detail, units])).toEqual([
      ['S', 4],
      ['M', 6],
      ['L', 0],
      ['XL', 3],
      ['XXL', 2],
    ]);
    expect(sizes[1]).toMatchObject({ name: 'Club Hoodie · M', grossPrice: 49.95 });
    // A product sold as it is has none; the shop's list carries them too, and never lists a size on its own.
    const list = await get('/api/shop/list?startRow=0&endRow=100');
    const products = list.json().data as Array<{ name: string; stockDetails?: unknown[] | null }>;
    expect(products.find((product) => product.name === 'Club Hoodie')?.stockDetails).toHaveLength(5);
    expect(products.find((product) => product.name === 'Club Polo')?.stockDetails ?? null).toBeNull();
    expect(products.filter((product) => product.name.startsWith('Club Hoodie ·'))).toEqual([]);
  });

  it("checks a size's own stock, and refuses the product without a size", async () => {
    const sizes = (await get(`/api/shop/get/${await hoodieId()}`)).json().data.stockDetails as Array<{ detail: string; productId: number }>;
    const size = (detail: string) => sizes.find((each) => each.detail === detail)!;
    const check = (productId: number, units: number, detail: string | null) =>
      post('/api/publicpayments/check-stock', {
        customerId: -1,
        saleItemsDto: [{ productId, units, temp: true, stockParentId: null, stockParentName: 'Club Hoodie', stockDetail: detail }],
      });
    expect((await check(size('M').productId, 6, 'M')).json()).toEqual({ ok: true, error: null });
    expect((await check(size('M').productId, 7, 'M')).json().ok).toBe(false);
    expect((await check(size('L').productId, 1, 'L')).json().ok).toBe(false);
    expect((await check(await hoodieId(), 1, null)).json().ok).toBe(false);
  });
});
