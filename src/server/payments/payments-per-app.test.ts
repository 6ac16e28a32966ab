import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { startDemoServer, type Login, type TestApp } from '../testing/test-app';
import { requestsTo } from '../testing/requests';
import { activeMethodId } from '../testing/pinned-padel';

// Two servers in one process (two clubs, each with its own database): each has its own payments runtime
// (app.payments), so a provider call, a sandbox webhook and a settlement of one never go through the other.
type Club = { server: TestApp; ana: Login };
let first: Club;
let second: Club;

beforeAll(async () => {
  first = await startDemoServer();
  // Started after the first: a runtime kept in a module global would now be this one's.
  second = await startDemoServer();
}, 240_000);
afterAll(async () => {
  await second?.server.close();
  await first?.server.close();
});

/** A Club Polo paid by card on `club`'s Stripe sandbox, approved there: answers the sale and the intent. */
async function paidByCard(club: Club) {
  const { post } = requestsTo(() => club.server);
  const db = club.server.app.db;
  const polo = await db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
  const checkout = await post(
    '/api/shop/checkout-customer',
    {
      customerId: club.ana.customerId,
      saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
      paymentMethodId: await activeMethodId(club.server, PaymentMethodType.Stripe),
    },
    club.ana,
  );
  const model = checkout.json().model as { saleIds: number[]; stripe: { clientSecret: string } };
  const approved = await post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
  expect(approved.statusCode).toBeLessThan(500);
  return { saleId: model.saleIds[0]!, intentId: model.stripe.clientSecret.split('_secret_')[0]! };
}

const paymentsOf = (server: TestApp, reference: string) => server.app.db.selectFrom('payments').select(['status', 'sale_id']).where('provider_reference', '=', reference).execute();

describe('the payments runtime of each server', () => {
  it('is its own: built on its own database and clock', () => {
    expect(first.server.app.payments).not.toBe(second.server.app.payments);
    expect(first.server.app.payments.db).toBe(first.server.app.db);
    expect(second.server.app.payments.db).toBe(second.server.app.db);
    first.server.app.clock.pin(new Date('2031-06-02T10:00:00Z'));
    try {
      expect(first.server.app.payments.now()).toEqual(new Date('2031-06-02T10:00:00Z'));
      expect(second.server.app.payments.now()).not.toEqual(new Date('2031-06-02T10:00:00Z'));
    } finally {
      first.server.app.clock.unpin();
    }
  });

  it("a card payment on one server is started, confirmed and settled there: the other server's provider calls, webhooks and payments see none of it", async () => {
    const pairs: Array<[Club, Club]> = [
      [first, second],
      [second, first],
    ];
    for (const [paying, other] of pairs) {
      const otherCalls = vi.spyOn(other.server.app.payments, 'http');
      try {
        const paid = await paidByCard(paying);
        expect(otherCalls).not.toHaveBeenCalled();
        expect(await paymentsOf(paying.server, paid.intentId)).toEqual([{ status: 'Succeeded', sale_id: paid.saleId }]);
        expect(await paymentsOf(other.server, paid.intentId)).toEqual([]);
        const sale = await paying.server.app.db.selectFrom('sales').select('status').where('id', '=', paid.saleId).executeTakeFirstOrThrow();
        expect(sale.status).toBe('Paid');
      } finally {
        otherCalls.mockRestore();
      }
    }
  });
});
