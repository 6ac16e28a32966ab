import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../db/schema';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { activeMethodId, holdPinnedCourt, PINNED_SLOT_DAY } from '../../testing/pinned-padel';

// My bookings knows, before the player taps Cancel, what the cancel will give back (issue 24: the confirmation
// states the refund), until when it can cancel, and which unpaid sale its Pay puts in the cart; Cancel is offered
// only to the booking's owner (cancel.ts refuses anyone else); a past match carries its result.
let server: TestApp;
/** The server's clock, stopped at the file's start: the dates the tests make agree with the server's "now". */
let now: () => Date;
let startedAt: Date;
let ana: Login;

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
  now = freezeClock(server);
  startedAt = now();
});
afterAll(() => server?.close());
// A test that pins the pinned padel day (holdPinnedCourt) leaves the clock where the file started.
afterEach(() => server.app.clock.pin(startedAt));
const { post } = requestsTo(() => server, { as: () => ana });

interface Listed {
  id: number;
  canCancel: boolean;
  cancelUntil: string | null;
  refunds: Array<{ paymentMethod: string | null; amount: number }> | null;
  toPay: { id: number; pending: number; cancelUrl: string | null } | null;
  payUntil: string | null;
  results: { team1: number[]; team2: number[] } | null;
  description: string;
}

async function myBookings(): Promise<{ next: Listed[]; past: Listed[] }> {
  const response = await server.app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${ana.customerId}`, headers: ana.headers });
  expectConformingAnswer('getCustomerBookings', response);
  return response.json().model;
}

async function listed(bookingId: number): Promise<Listed> {
  const { next, past } = await myBookings();
  return [...next, ...past].find((item) => item.id === bookingId)!;
}

/** Ana pre-books Padel 3 at `time` of the pinned slot day (paid in full): the hold and its sale. */
const hold = (time: string) => holdPinnedCourt(server, ana, 'Padel 3', time);
const methodId = (type: PaymentMethodType) => activeMethodId(server, type);

async function cancel(bookingId: number) {
  return (await server.app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${bookingId}/${ana.customerId}`, headers: ana.headers })).json();
}

describe('a hold not paid yet', () => {
  it('carries its sale for Pay, when the hold ends, Cancel until the start, and nothing to refund', async () => {
    const booked = await hold('09:00');
    const item = await listed(booked.bookingId);
    expect(item.toPay).toMatchObject({ id: booked.saleId, pending: booked.total, cancelUrl: `publicbookings/cancel/${booked.bookingId}/${ana.customerId}` });
    const deadline = (await server.app.db.selectFrom('bookings').select('payment_deadline').where('id', '=', booked.bookingId).executeTakeFirstOrThrow()).payment_deadline;
    expect(item.payUntil).toBe(deadline!.toISOString());
    expect(item).toMatchObject({ canCancel: true, refunds: [] });
    expect(item.cancelUntil).toBe(new Date(`${PINNED_SLOT_DAY}T07:00:00.000Z`).toISOString());
    expect((await cancel(booked.bookingId)).infoReturns).toEqual([]);
  });
});

describe('a paid booking', () => {
  it('lists, before the cancel, exactly the refunds the cancel then makes: a voucher credited back', async () => {
    const booked = await hold('10:30');
    const voucherId = (
      await server.app.db
        .insertInto('vouchers')
        .values({ customer_id: ana.customerId, description: 'Preview voucher', balance: 100, kind: 'Money' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const paid = await post('/api/shop/checkout-customer', {
      customerId: ana.customerId,
      saleIds: [booked.saleId],
      paymentMethodId: await methodId(PaymentMethodType.MoneyVoucher),
      voucherId,
    });
    expect(paid.json()).toMatchObject({ ok: true, model: { paid: true } });
    const item = await listed(booked.bookingId);
    expect(item.toPay).toBeNull();
    expect(item.payUntil).toBeNull();
    expect(item.refunds).toEqual([{ paymentMethod: expect.any(String), amount: booked.total }]);
    // The type's cancel limit (24 h) before the start.
    expect(item.cancelUntil).toBe(new Date(Date.parse(`${PINNED_SLOT_DAY}T08:30:00.000Z`) - 24 * 3600_000).toISOString());
    expect((await cancel(booked.bookingId)).infoReturns).toEqual(item.refunds);
  });

  it('lists a card payment refunded through its provider the same way', async () => {
    const booked = await hold('12:00');
    const answer = (
      await post('/api/shop/checkout-customer', { customerId: ana.customerId, saleIds: [booked.saleId], paymentMethodId: await methodId(PaymentMethodType.Stripe) })
    ).json();
    const clientSecret = answer.model.stripe.clientSecret as string;
    await server.app.inject({ method: 'POST', url: '/sandbox/stripe/js/confirm', payload: { client_secret: clientSecret, choice: 'approve', return_url: '/stripe-callback/' } });
    const item = await listed(booked.bookingId);
    expect(item.refunds).toEqual([{ paymentMethod: expect.any(String), amount: booked.total }]);
    expect((await cancel(booked.bookingId)).infoReturns).toEqual(item.refunds);
  });
});

describe('who may cancel', () => {
  const nextMatch = async (title: string) =>
    server.app.db.selectFrom('bookings').select('id').where('title', '=', title).where('starts_at', '>', now()).orderBy('starts_at').executeTakeFirstOrThrow();

  it("offers Cancel on the owner's booking with what it gives back (her voucher share; a share paid at the club is the club's)", async () => {
    // Ana owns it: her share paid with a voucher (9), Carlos's to pay at the club.
    const own = await nextMatch('Open match · Padel 2');
    expect(await listed(own.id)).toMatchObject({ canCancel: true, refunds: [{ amount: 9 }], toPay: null });
  });

  it('never offers Cancel to a player who joined (the cancel would refuse him); his unpaid share is his Pay', async () => {
    // Carlos's friendly match, which Ana joins.
    const match = await nextMatch('Open match · Padel 3');
    const joined = await post(`/api/publicbookings/byplace-prebook-place/${ana.customerId}/${match.id}/5`, { team: 1 });
    expect(joined.json(), JSON.stringify(joined.json())).toMatchObject({ ok: true });
    const item = await listed(match.id);
    expect(item).toMatchObject({ canCancel: false, cancelUntil: null, refunds: null });
    const share = (joined.json().model.sale ?? joined.json().model.sales?.[0]) as { id: number } | undefined;
    expect(item.toPay).toMatchObject({ id: share?.id ?? expect.any(Number) });
    expect(item.toPay?.pending).toBeGreaterThan(0);
  });
});

describe('past bookings', () => {
  it('carry the result entered for a match, and none for the others', async () => {
    const { past } = await myBookings();
    const scored = await server.app.db
      .selectFrom('bookings')
      .select('id')
      .where('results', 'is not', null)
      .where(
        'id',
        'in',
        past.map((item) => item.id),
      )
      .execute();
    expect(scored.length).toBeGreaterThan(0);
    for (const item of past) {
      if (scored.some((row) => row.id === item.id)) expect(item.results?.team1.length).toBeGreaterThan(0);
      else expect(item.results).toBeNull();
    }
  });
});
