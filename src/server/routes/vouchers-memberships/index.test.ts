import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let empty: Login;
let now: () => Date;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  now = freezeClock(server);
});
afterAll(() => server?.close());

const { get } = requestsTo(() => server);

describe('getCustomerVouchers', () => {
  it('answers my unexpired vouchers with their movements, newest first', async () => {
    const response = await get(`/api/publicvouchers/customer-vouchers/${ana.customerId}`, ana);
    expectConformingAnswer('getCustomerVouchers', response);
    const model = response.json().model as Array<{ id: number; balance: number; movements: Array<{ created: string; amount: number; previousAmount: number; current: number }> }>;
    const stored = await server.app.db.selectFrom('vouchers').select(['id', 'balance', 'expires_at']).where('customer_id', '=', ana.customerId).execute();
    const active = stored.filter((voucher) => voucher.expires_at === null || voucher.expires_at > now());
    expect(active.length).toBeGreaterThan(0);
    expect(model.map((voucher) => voucher.id).sort()).toEqual(active.map((voucher) => voucher.id).sort());
    const withMovements = model.find((voucher) => voucher.movements.length > 1);
    expect(withMovements).toBeDefined();
    const { movements } = withMovements!;
    expect(movements[0]!.current).toBe(withMovements!.balance);
    for (const movement of movements) expect(movement.previousAmount + movement.amount).toBeCloseTo(movement.current, 2);
    const times = movements.map((movement) => Date.parse(movement.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('leaves out an expired voucher', async () => {
    const { id } = await server.app.db
      .insertInto('vouchers')
      .values({ customer_id: empty.customerId, description: 'Old voucher', balance: 10, expires_at: new Date(now().getTime() - 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await get(`/api/publicvouchers/customer-vouchers/${empty.customerId}`, empty);
    expectConformingAnswer('getCustomerVouchers', response);
    expect(response.json()).toEqual({ ok: true, model: [] });
    await server.app.db.deleteFrom('vouchers').where('id', '=', id).execute();
  });

  it("leaves out a voucher once the server's clock passes its expiry", async () => {
    const { id } = await server.app.db
      .insertInto('vouchers')
      .values({ customer_id: empty.customerId, description: 'Expires tomorrow', balance: 10, expires_at: new Date(now().getTime() + 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const today = now();
    try {
      expect((await get(`/api/publicvouchers/customer-vouchers/${empty.customerId}`, empty)).json().model.map((voucher: { id: number }) => voucher.id)).toEqual([id]);
      server.app.clock.advance(2 * 86_400_000);
      expect((await get(`/api/publicvouchers/customer-vouchers/${empty.customerId}`, empty)).json()).toEqual({ ok: true, model: [] });
    } finally {
      server.app.clock.pin(today);
      await server.app.db.deleteFrom('vouchers').where('id', '=', id).execute();
    }
  });

  it("refuses another customer's vouchers and a malformed id", async () => {
    const other = await get(`/api/publicvouchers/customer-vouchers/${ana.customerId}`, empty);
    expectConformingAnswer('getCustomerVouchers', other);
    expect(other.statusCode).toBe(403);
    expect((await get('/api/publicvouchers/customer-vouchers/x', ana)).statusCode).toBe(400);
  });
});

describe('listVouchers and listVouchersByCustomer', () => {
  it('answer the published voucher campaigns with price and credited amount, to visitors and customers alike', async () => {
    const visitor = await get('/api/publicvouchers/list-by-customer');
    expectConformingAnswer('listVouchers', visitor);
    const model = visitor.json().model as Array<{ name: string; grossPrice: number; balance: number }>;
    expect(model.map((voucher) => voucher.name).sort()).toEqual(['Court Voucher 100 €', 'Court Voucher 50 €', 'Gift Card 30 €']);
    expect(model.find((voucher) => voucher.name === 'Court Voucher 50 €')).toMatchObject({ grossPrice: 45, balance: 50 });
    const customer = await get(`/api/publicvouchers/list-by-customer/${empty.customerId}`, empty);
    expectConformingAnswer('listVouchersByCustomer', customer);
    expect(customer.json().model).toEqual(model);
    expect((await get(`/api/publicvouchers/list-by-customer/${ana.customerId}`, empty)).statusCode).toBe(403);
  });
});

describe('listMemberships', () => {
  it('answers the published memberships', async () => {
    const response = await get('/api/publicmemberships/list');
    expectConformingAnswer('listMemberships', response);
    const model = response.json().model as Array<{ id: number; name: string; productId: number; grossPrice: number }>;
    expect(model.map((membership) => membership.name).sort()).toEqual(['Annual Membership', 'Family Membership', 'Individual Membership', 'Junior Membership']);
    for (const membership of model) expect(membership.productId).toBe(membership.id);
  });
});
