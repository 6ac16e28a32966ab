import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
});
afterAll(() => server?.close());

type Group = {
  cpsId: number;
  description: string;
  nextNotPaidFeeInfo: { date: string; dPrice: number; cpsId: number } | null;
  fees: Array<{ id: number; saleNumber: string; saleItem: { parentIdentifier: string | null }; total: number; pending: number; date: string }>;
};

const fees = (customerId: number, who: Login) => server.app.inject({ method: 'GET', url: `/api/publiccustomerperiodicsales/customer-fees/${customerId}`, headers: who.headers });
const stop = (customerId: number, cpsId: number | string, who: Login) =>
  server.app.inject({ method: 'POST', url: `/api/publiccustomerperiodicsales/stop-periodicsale/${customerId}/${cpsId}`, headers: who.headers });

describe('getCustomerFees', () => {
  it('groups my fees by membership, with the sale of each fee and the next one to pay', async () => {
    const response = await fees(ana.customerId, ana);
    expectConformingAnswer('getCustomerFees', response);
    const model = response.json().model as Group[];
    const memberships = await server.app.db.selectFrom('customer_periodic_sales').select('id').where('customer_id', '=', ana.customerId).execute();
    expect(model.map((group) => group.cpsId).sort()).toEqual(memberships.map((m) => m.id).sort());
    const group = model.find((g) => g.fees.length > 0)!;
    expect(group).toBeDefined();
    const stored = await server.app.db
      .selectFrom('periodic_fees')
      .innerJoin('sales', 'sales.id', 'periodic_fees.sale_id')
      .select(['sales.id', 'sales.number', 'sales.total', 'sales.pending'])
      .where('periodic_fees.customer_periodic_sale_id', '=', group.cpsId)
      .execute();
    expect(group.fees.map((fee) => fee.saleNumber).sort()).toEqual(stored.map((sale) => sale.number).sort());
    for (const fee of group.fees) {
      const sale = stored.find((s) => s.id === fee.id)!;
      expect(fee).toMatchObject({ total: sale.total, pending: sale.pending });
    }
    const unpaid = model.flatMap((g) => g.fees.filter((fee) => fee.pending > 0).map((fee) => ({ group: g, fee })));
    expect(unpaid.length).toBeGreaterThan(0);
    const { group: owing, fee } = unpaid[0]!;
    expect(owing.nextNotPaidFeeInfo).toMatchObject({ cpsId: owing.cpsId });
    const oldestUnpaid = owing.fees.filter((f) => f.pending > 0).sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0]!;
    expect(owing.nextNotPaidFeeInfo).toEqual({ date: oldestUnpaid.date, dPrice: oldestUnpaid.pending, cpsId: owing.cpsId });
    expect(fee.saleItem.parentIdentifier).toEqual(expect.any(String));
  });

  it('answers an empty list to a customer without memberships', async () => {
    const response = await fees(empty.customerId, empty);
    expectConformingAnswer('getCustomerFees', response);
    expect(response.json()).toEqual({ ok: true, model: [] });
  });

  it("refuses another customer's fees", async () => {
    const response = await fees(ana.customerId, empty);
    expectConformingAnswer('getCustomerFees', response);
    expect(response.statusCode).toBe(403);
  });
});

describe('stopPeriodicSale', () => {
  it("cannot stop someone else's membership, even through one's own customer id", async () => {
    const membership = await server.app.db.selectFrom('customer_periodic_sales').select('id').where('customer_id', '=', ana.customerId).executeTakeFirstOrThrow();
    const throughOwnId = await stop(empty.customerId, membership.id, empty);
    expectConformingAnswer('stopPeriodicSale', throughOwnId);
    expect(throughOwnId.json()).toMatchObject({ ok: false, errorMsg: expect.any(String) });
    expect((await stop(ana.customerId, membership.id, empty)).statusCode).toBe(403);
    const stored = await server.app.db.selectFrom('customer_periodic_sales').select('stopped_at').where('id', '=', membership.id).executeTakeFirstOrThrow();
    expect(stored.stopped_at).toBeNull();
  });

  it('stops my membership once: the next fee is no longer announced and stopping again changes nothing', async () => {
    const product = await server.app.db.selectFrom('products').select('id').where('kind', '=', 'PeriodicSale').executeTakeFirstOrThrow();
    const membership = await server.app.db
      .insertInto('customer_periodic_sales')
      .values({
        customer_id: empty.customerId,
        product_id: product.id,
        description: 'Test membership',
        fee_gross: 39,
        fee_net: 32.23,
        starts_on: '2030-01-01',
        next_fee_on: '2030-02-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (await fees(empty.customerId, empty)).json().model as Group[];
    expect(before).toEqual([
      { cpsId: membership.id, description: 'Test membership', nextNotPaidFeeInfo: { date: '2030-02-01T00:00:00.000Z', dPrice: 39, cpsId: membership.id }, fees: [] },
    ]);

    const response = await stop(empty.customerId, membership.id, empty);
    expectConformingAnswer('stopPeriodicSale', response);
    expect(response.json()).toEqual({ ok: true });
    const first = await server.app.db.selectFrom('customer_periodic_sales').select(['stopped_at', 'next_fee_on']).where('id', '=', membership.id).executeTakeFirstOrThrow();
    expect(first).toMatchObject({ stopped_at: expect.any(Date), next_fee_on: null });
    expect(((await fees(empty.customerId, empty)).json().model as Group[])[0]!.nextNotPaidFeeInfo).toBeNull();

    expect((await stop(empty.customerId, membership.id, empty)).json()).toEqual({ ok: true });
    const second = await server.app.db.selectFrom('customer_periodic_sales').select('stopped_at').where('id', '=', membership.id).executeTakeFirstOrThrow();
    expect(second.stopped_at).toEqual(first.stopped_at);
    await server.app.db.deleteFrom('customer_periodic_sales').where('id', '=', membership.id).execute();
  });

  it("stops one of the demo customer's memberships", async () => {
    const membership = await server.app.db
      .selectFrom('customer_periodic_sales')
      .select('id')
      .where('customer_id', '=', ana.customerId)
      .where('stopped_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await stop(ana.customerId, membership.id, ana)).json()).toEqual({ ok: true });
    const stored = await server.app.db.selectFrom('customer_periodic_sales').select('stopped_at').where('id', '=', membership.id).executeTakeFirstOrThrow();
    expect(stored.stopped_at).toEqual(expect.any(Date));
  });

  it('answers errorMsg for an unknown membership and 400 for a malformed id', async () => {
    const unknown = await stop(ana.customerId, 999999, ana);
    expectConformingAnswer('stopPeriodicSale', unknown);
    expect(unknown.json()).toMatchObject({ ok: false, errorMsg: 'This membership does not exist' });
    expect((await stop(ana.customerId, 'abc', ana)).statusCode).toBe(400);
  });
});
