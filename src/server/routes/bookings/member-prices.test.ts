import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { PINNED_NOW, PINNED_SLOT_DAY } from '../../testing/pinned-padel';

// Issue 22, items 15 and 16 (doc 2 §4, §7, §9): loadprice prices one customer (a holder of the Individual
// Membership pays the member price, 25% less in the demo club) or, with customerId -1, anyone; the pre-book
// charges each player their own price and guarantees the free places at the generic one.
let server: TestApp;
let ana: Login;
let empty: Login;
let padel: number;
let court: number;
let lucia: number;
let carlos: number;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  server.app.clock.pin(PINNED_NOW);
  const db = server.app.db;
  padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 2').executeTakeFirstOrThrow()).id;
  lucia = (await db.selectFrom('customers').select('id').where('email', '=', 'lucia.gomez@demo.club').executeTakeFirstOrThrow()).id;
  carlos = (await db.selectFrom('customers').select('id').where('email', '=', 'carlos.perez@demo.club').executeTakeFirstOrThrow()).id;
});
afterAll(() => server?.close());

const priceFor = async (headers: Record<string, string>, customerId: number, start = `${PINNED_SLOT_DAY} 18:00`) =>
  server.app.inject({
    method: 'POST',
    url: '/api/publicbookings/loadprice',
    headers,
    payload: { startDate: start, bookingTypeId: padel, duration: 60, customerId, resourceId: court },
  });

const lookUp = (headers: Record<string, string>, search: string) => server.app.inject({ method: 'POST', url: '/api/publiccustomers/list', headers, payload: { search } });

async function becomeMember(customerId: number) {
  const product = await server.app.db.selectFrom('products').select('id').where('name', '=', 'Individual Membership').executeTakeFirstOrThrow();
  await server.app.db
    .insertInto('customer_periodic_sales')
    .values({
      customer_id: customerId,
      product_id: product.id,
      description: 'Individual Membership',
      fee_gross: 39,
      fee_net: 32.23,
      starts_on: '2031-01-01',
      next_fee_on: '2031-07-01',
    })
    .execute();
}

describe('loadprice (doc 2 §7: customerId, -1 for the generic price)', () => {
  it('answers the generic price for -1 and the member price for a member, 60 peak minutes of padel: 28.00 and 21.00', async () => {
    expect((await priceFor({}, -1)).json()).toEqual({ ok: true, errorMsg: null, price: { price: 28, netPrice: 23.14, isSpecialPrice: false } });
    await lookUp(empty.headers, 'Lucía Gómez');
    expect((await priceFor(empty.headers, lucia)).json().price).toEqual({ price: 21, netPrice: 17.36, isSpecialPrice: false });
    // Someone without a membership pays the generic price.
    expect((await priceFor(empty.headers, empty.customerId)).json().price.price).toBe(28);
  });

  it("answers the price of a player the caller's look-up found, and refuses a customer nobody looked up (403)", async () => {
    const stranger = await priceFor(ana.headers, carlos);
    expect(stranger.statusCode).toBe(403);
    await lookUp(ana.headers, 'Carlos Pérez');
    const found = await priceFor(ana.headers, carlos);
    expect(found.statusCode).toBe(200);
    expect(found.json().price.price).toBe(28);
  });
});

/** Ana pre-books Padel 2 at `time` of the pinned slot day for a shared payment, at the price she was shown, with these players. */
async function sharedPreBook(time: string, price: number, customerIds: number[]) {
  const payload = {
    booking: { customerId: ana.customerId, bookingTypeId: padel, paymentType: 2, origin: 5, price: { amount: price, price } },
    blocks: [{ resourceId: court, startDate: `${PINNED_SLOT_DAY} ${time}`, duration: 60 }],
    customerIsParticipant: true,
    isMultiple: false,
    customerIds,
  };
  return (await server.app.inject({ method: 'POST', url: '/api/publicbookings/prebook', headers: ana.headers, payload })).json();
}

describe('a shared booking with retention of a member (doc 2 §9)', () => {
  it('charges the owner their member share plus the generic share of every other place: 5.25 + 3 × 7.00 = 26.25', async () => {
    await becomeMember(ana.customerId);
    await server.app.db.updateTable('clubs').set({ shared_payment_allowed: true, shared_payment_with_retention: true }).execute();
    expect((await priceFor(ana.headers, ana.customerId)).json().price.price).toBe(21);
    const answer = await sharedPreBook('18:00', 28, [ana.customerId]);
    expect(answer.ok, answer.errorMsg).toBe(true);
    const lines = (answer.model.sales as Array<{ customerId: number; total: number }>).map((sale) => [sale.customerId, sale.total]);
    expect(lines).toEqual([
      [ana.customerId, 5.25],
      [ana.customerId, 7],
      [ana.customerId, 7],
      [ana.customerId, 7],
    ]);
  });

  it('charges each player added their own price: a member 5.25, anyone else 7.00, the free place guaranteed at 7.00', async () => {
    await lookUp(ana.headers, 'Lucía Gómez');
    await lookUp(ana.headers, 'Carlos Pérez');
    const answer = await sharedPreBook('20:00', 21, [ana.customerId, lucia, carlos]);
    expect(answer.ok, answer.errorMsg).toBe(true);
    const lines = (answer.model.sales as Array<{ customerId: number; total: number }>).map((sale) => [sale.customerId, sale.total]);
    expect(lines).toEqual([
      [ana.customerId, 5.25],
      [lucia, 5.25],
      [carlos, 7],
      [ana.customerId, 7],
    ]);
  });
});
