import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';
import { addDays, wallTime } from '../../../domain/club-time';
import { startBoughtMemberships } from '../../repositories/fees';

// A membership (a PeriodicSale product) bought in the shop: once its sale is paid the customer has the
// membership, its first fee (the bought line) and the next fee announced; replays start nothing more.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let ana: Login;
let wallet: number;

type Group = {
  cpsId: number;
  description: string;
  nextNotPaidFeeInfo: { date: string; dPrice: number; cpsId: number } | null;
  fees: Array<{ id: number; saleNumber: string; saleItem: { parentIdentifier: string | null }; total: number; pending: number; date: string }>;
};

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
  // The server's clock stops at the file's start: what it dates agrees from one request to the next.
  freezeClock(server);
  wallet = (await db().selectFrom('vouchers').select('id').where('customer_id', '=', ana.customerId).where('description', '=', 'Court Voucher 50 €').executeTakeFirstOrThrow()).id;
  await db().updateTable('vouchers').set({ balance: 5000 }).where('id', '=', wallet).execute();
  // Seeding the demo club is slow on a busy machine.
}, 240_000);
afterAll(() => server?.close());

const db = () => server.app.db;
const product = async (name: string) => db().selectFrom('products').select(['id', 'gross_price']).where('name', '=', name).executeTakeFirstOrThrow();
const method = async (name: string) => (await db().selectFrom('payment_methods').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const checkout = (payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    payload: { customerId: ana.customerId, customer: { id: ana.customerId, acceptConditions: true }, ...payload },
    headers: ana.headers,
  });
const feeGroups = async (customerId = ana.customerId) => {
  const answer = await server.app.inject({ method: 'GET', url: `/api/publiccustomerperiodicsales/customer-fees/${customerId}`, headers: ana.headers });
  expectConformingAnswer('getCustomerFees', answer);
  return answer.json().model as Group[];
};
const membershipsOf = (customerId: number) =>
  db().selectFrom('customer_periodic_sales').select(['id', 'description', 'starts_on', 'next_fee_on']).where('customer_id', '=', customerId).execute();
const today = () => wallTime(server.app.clock.now(), 'Europe/Madrid').date;
const nextMonth = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, last))).toISOString().slice(0, 10);
};

describe('a membership bought in the shop', () => {
  it('starts when the order is paid: the membership, its first fee (its own line, not the whole order) and the next fee, once for a double submit', async () => {
    const individual = await product('Individual Membership');
    const polo = await product('Club Polo');
    const before = await feeGroups();
    const order = {
      saleItems: [
        { productId: polo.id, units: 1 },
        { productId: individual.id, units: 1, product: { grossPrice: individual.gross_price } },
      ],
      paymentMethodId: await method('Voucher balance'),
      voucherId: wallet,
      guid: 'membership-individual',
    };
    const answer = await checkout(order);
    expect(answer.json()).toMatchObject({ ok: true, model: { paid: true } });
    expect((await checkout(order)).json()).toEqual(answer.json());

    const groups = await feeGroups();
    const added = groups.filter((group) => !before.some((old) => old.cpsId === group.cpsId));
    expect(added).toHaveLength(1);
    const [group] = added;
    const start = today();
    expect(group).toMatchObject({
      description: 'Individual Membership',
      nextNotPaidFeeInfo: { date: `${nextMonth(start)}T00:00:00.000Z`, dPrice: individual.gross_price, cpsId: group!.cpsId },
    });
    const [saleId] = answer.json().model.saleIds as number[];
    expect(group!.fees).toEqual([
      {
        id: saleId,
        saleNumber: expect.any(String),
        saleItem: { parentIdentifier: `Individual Membership · ${start} – ${addDays(nextMonth(start), -1)}` },
        total: individual.gross_price,
        pending: 0,
        date: `${start}T00:00:00.000Z`,
      },
    ]);
  });

  it('starts nothing while the order is owed at the club, and starts once when the debt is paid, whatever the replays', async () => {
    const junior = await product('Junior Membership');
    const before = (await membershipsOf(ana.customerId)).length;
    const owed = await checkout({ saleItems: [{ productId: junior.id, units: 1 }], paymentMethodId: await method('Pay at the club'), guid: 'membership-owed' });
    expect(owed.json().ok).toBe(true);
    const [saleId] = owed.json().model.saleIds as number[];
    expect((await db().selectFrom('sales').select('status').where('id', '=', saleId!).executeTakeFirstOrThrow()).status).toBe('Pending');
    expect(await membershipsOf(ana.customerId)).toHaveLength(before);

    const paid = await checkout({ saleIds: [saleId], paymentMethodId: await method('Voucher balance'), voucherId: wallet, guid: 'membership-debt' });
    expect(paid.json()).toMatchObject({ ok: true, model: { paid: true } });
    const after = await membershipsOf(ana.customerId);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((membership) => membership.description === 'Junior Membership' && membership.starts_on === today())).toHaveLength(1);

    // A second payment of the sale is refused, and a replayed settlement of it starts nothing.
    expect((await checkout({ saleIds: [saleId], paymentMethodId: await method('Voucher balance'), voucherId: wallet, guid: 'membership-debt-2' })).json().ok).toBe(false);
    expect(
      await db()
        .transaction()
        .execute((trx) => startBoughtMemberships(trx, [saleId!], server.app.clock.now())),
    ).toEqual([]);
    expect(await membershipsOf(ana.customerId)).toHaveLength(before + 1);
  });

  it("counts a line's units as periods paid ahead, and starts a child's membership on the child when a parent buys it", async () => {
    const annual = await product('Annual Membership');
    const junior = await product('Junior Membership');
    const leo = (await db().selectFrom('customers').select('id').where('email', '=', 'leo@demo.club').executeTakeFirstOrThrow()).id;
    const leoBefore = (await membershipsOf(leo)).length;
    const answer = await checkout({
      saleItems: [
        { productId: annual.id, units: 2 },
        { productId: junior.id, units: 1, customerId: leo },
      ],
      paymentMethodId: await method('Voucher balance'),
      voucherId: wallet,
      guid: 'membership-two',
    });
    expect(answer.json()).toMatchObject({ ok: true, model: { paid: true } });
    const start = today();
    const [year, month, day] = start.split('-');
    const annualGroup = (await feeGroups()).find((group) => group.description === 'Annual Membership')!;
    expect(annualGroup.fees).toEqual([expect.objectContaining({ total: 2 * annual.gross_price, pending: 0 })]);
    expect(annualGroup.nextNotPaidFeeInfo?.date.slice(0, 10)).toBe(Number(month) === 2 && day === '29' ? `${Number(year) + 2}-02-28` : `${Number(year) + 2}-${month}-${day}`);
    const leoGroups = await feeGroups(leo);
    expect(leoGroups).toHaveLength(leoBefore + 1);
    expect(leoGroups.find((group) => group.description === 'Junior Membership')?.fees).toEqual([expect.objectContaining({ total: junior.gross_price, pending: 0 })]);
  });

  it('starts no new membership when a fee of an existing one is paid from the fees page', async () => {
    const before = await feeGroups();
    const owing = before.flatMap((group) => group.fees.filter((fee) => fee.pending > 0).map((fee) => ({ group, fee })))[0]!;
    const paid = await checkout({ saleIds: [owing.fee.id], paymentMethodId: await method('Voucher balance'), voucherId: wallet, guid: 'membership-fee' });
    expect(paid.json()).toMatchObject({ ok: true, model: { paid: true } });
    const after = await feeGroups();
    expect(after.map((group) => group.cpsId)).toEqual(before.map((group) => group.cpsId));
    expect(after.find((group) => group.cpsId === owing.group.cpsId)!.fees.find((fee) => fee.id === owing.fee.id)).toMatchObject({ pending: 0 });
  });
});
