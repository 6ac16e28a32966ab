import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  // The server's clock stops at the file's start: what it dates agrees from one request to the next.
  freezeClock(server);
});
afterAll(() => server?.close());

const pendingSales = (customerId: number, headers: Record<string, string>) => server.app.inject({ method: 'POST', url: `/api/shop/pending-sales/${customerId}`, headers });

describe('getPendingSales', () => {
  it('lists what the customer still owes, oldest first, with the lines that explain each debt', async () => {
    const response = await pendingSales(ana.customerId, ana.headers);
    expectConformingAnswer('getPendingSales', response);
    const debts = response.json().data;
    const expected = await server.app.db
      .selectFrom('sales')
      .select(['id', 'number', 'title'])
      .where('customer_id', '=', ana.customerId)
      .where('status', '=', 'Pending')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(debts.map((debt: { saleNumber: string }) => debt.saleNumber)).toEqual(expected.map((sale) => sale.number));
    expect(debts.map((debt: { title: string }) => debt.title).sort()).toEqual([expect.stringMatching(/^Family Membership · /), 'Tennis court · 60 min']);
    const tennis = debts.find((debt: { title: string }) => debt.title === 'Tennis court · 60 min');
    expect(tennis).toMatchObject({ total: 18, pending: 18, netPending: 14.88, paymentType: 1 });
    expect(tennis.saleItems).toEqual([
      { name: 'Tennis court · 60 min', parentIdentifier: expect.stringMatching(/^Tennis court · 60 min · \d{2}\/\d{2}\/\d{4} 18:00$/), total: 18 },
    ]);
  });

  it('shows only what is left of a partly paid sale and drops a sale once settled', async () => {
    const debts = (await pendingSales(ana.customerId, ana.headers)).json().data;
    const tennis = debts.find((debt: { title: string }) => debt.title === 'Tennis court · 60 min');
    await server.app.db.updateTable('sales').set({ paid: 8 }).where('id', '=', tennis.id).execute();
    const partly = (await pendingSales(ana.customerId, ana.headers)).json().data.find((debt: { id: number }) => debt.id === tennis.id);
    expect(partly).toMatchObject({ total: 18, pending: 10, netPending: 8.27 });
    await server.app.db.updateTable('sales').set({ paid: 18, status: 'Paid' }).where('id', '=', tennis.id).execute();
    const after = (await pendingSales(ana.customerId, ana.headers)).json().data;
    expect(after.map((debt: { id: number }) => debt.id)).not.toContain(tennis.id);
    expect(after).toHaveLength(debts.length - 1);
  });

  it('answers an empty list when nothing is owed', async () => {
    const response = await pendingSales(empty.customerId, empty.headers);
    expectConformingAnswer('getPendingSales', response);
    expect(response.json()).toEqual({ ok: true, data: [] });
  });

  it("refuses another customer's debts", async () => {
    const response = await pendingSales(ana.customerId, empty.headers);
    expect(response.statusCode).toBe(403);
    expectConformingAnswer('getPendingSales', response);
  });

  it("lets a parent read a child's debts", async () => {
    const leo = await server.app.db.selectFrom('customers').select('id').where('email', '=', 'leo@demo.club').executeTakeFirstOrThrow();
    const debts = (await pendingSales(leo.id, ana.headers)).json().data;
    expect(debts).toEqual([expect.objectContaining({ title: 'Tennis court · 60 min', pending: 7, paymentType: 2 })]);
  });
});

describe('getPaymentModeSettings', () => {
  it("answers the club's payment modes", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/shop/payment-mode-allowed' });
    expectConformingAnswer('getPaymentModeSettings', response);
    expect(response.json()).toEqual({
      pendingPaymentAllowed: true,
      sharedPaymentAllowed: true,
      sharedPaymentWithRetention: false,
      fullPaymentAllowedWithSpecialPrices: false,
    });
  });

  it('follows a change of the club settings', async () => {
    await server.app.db.updateTable('clubs').set({ shared_payment_with_retention: true, pending_payment_allowed: false }).execute();
    const body = (await server.app.inject({ method: 'GET', url: '/api/shop/payment-mode-allowed' })).json();
    expect(body).toMatchObject({ sharedPaymentWithRetention: true, pendingPaymentAllowed: false });
  });
});
