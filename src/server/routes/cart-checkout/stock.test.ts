import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';
import { takeStock } from '../../repositories/stock';

let server: TestApp;
let ana: Login;

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
  // The server's clock stops at the file's start: what it dates agrees from one request to the next.
  freezeClock(server);
});
afterAll(() => server?.close());

const productId = async (name: string) => (await server.app.db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const stockOf = async (id: number) => (await server.app.db.selectFrom('products').select('stock_units').where('id', '=', id).executeTakeFirstOrThrow()).stock_units;
const checkStock = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/publicpayments/check-stock', payload, headers });

describe('checkStock', () => {
  it('answers ok while the stock covers the units, adding lines of one product together', async () => {
    const hopper = await productId('Ball Hopper (72 balls)');
    const response = await checkStock({
      customerId: -1,
      saleItemsDto: [
        { productId: hopper, units: 1 },
        { productId: hopper, units: 1 },
      ],
    });
    expectConformingAnswer('checkStock', response);
    expect(response.json()).toEqual({ ok: true, error: null });
    const own = await checkStock({ customerId: ana.customerId, saleItemsDto: [{ productId: await productId('Club Polo'), units: 3 }] }, ana.headers);
    expect(own.json().ok).toBe(true);
  });

  it('refuses more units than there are, naming the product and what is left', async () => {
    const hopper = await productId('Ball Hopper (72 balls)');
    const response = await checkStock({
      saleItemsDto: [
        { productId: hopper, units: 2 },
        { productId: hopper, units: 1 },
      ],
    });
    expectConformingAnswer('checkStock', response);
    expect(response.json()).toMatchObject({ ok: false, error: 'Ball Hopper (72 balls) is out of stock: 2 left' });
    const soldOut = await checkStock({ saleItemsDto: [{ productId: await productId('Tennis Shoes All Court'), units: 1 }] });
    expect(soldOut.json().error).toBe('Tennis Shoes All Court is out of stock: 0 left');
  });

  it("answers the portal's full stock line (units, temp, stockParentId, stockParentName, stockDetail, productId, doc 3 §7)", async () => {
    const hopper = await productId('Ball Hopper (72 balls)');
    const line = (units: number) => ({ productId: hopper, units, temp: true, stockParentId: null, stockParentName: null, stockDetail: null });
    const enough = await checkStock({ customerId: ana.customerId, saleItemsDto: [line(1)] }, ana.headers);
    expectConformingAnswer('checkStock', enough);
    expect(enough.json()).toEqual({ ok: true, error: null });
    const tooMany = await checkStock({ customerId: -1, saleItemsDto: [line(3)] });
    expect(tooMany.json()).toMatchObject({ ok: false, error: 'Ball Hopper (72 balls) is out of stock: 2 left' });
  });

  it('answers ok for a product without stock management and refuses an unknown product', async () => {
    expect((await checkStock({ saleItemsDto: [{ productId: await productId('Private Padel Class (1 h)'), units: 1000 }] })).json().ok).toBe(true);
    expect((await checkStock({ saleItemsDto: [{ productId: 999999, units: 1 }] })).json()).toMatchObject({ ok: false, error: 'Product 999999 is not on sale' });
  });

  it('refuses a unit count outside 1–1000 naming the field', async () => {
    const response = await checkStock({ saleItemsDto: [{ productId: 1, units: 1001 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMsg).toContain('units');
  });
});

describe('takeStock', () => {
  it('gives the last unit to exactly one of 20 concurrent sales', async () => {
    const id = await productId('Insulated Water Bottle');
    await server.app.db.updateTable('products').set({ stock_units: 1 }).where('id', '=', id).execute();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => server.app.db.transaction().execute((trx) => takeStock(trx, id, 1))));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(id)).toBe(0);
  });

  it('never takes stock of a product short of it, and always has enough of one without stock', async () => {
    const id = await productId('Racket Bag');
    const before = await stockOf(id);
    expect(await server.app.db.transaction().execute((trx) => takeStock(trx, id, before! + 1))).toBe(false);
    expect(await stockOf(id)).toBe(before);
    const service = await productId('Private Padel Class (1 h)');
    expect(await server.app.db.transaction().execute((trx) => takeStock(trx, service, 5))).toBe(true);
  });
});
