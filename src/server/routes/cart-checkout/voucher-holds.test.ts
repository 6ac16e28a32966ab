import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { PINNED_NOW, PINNED_SLOT_DAY, startPinnedPadel } from '../../testing/pinned-padel';
import { expectConformingAnswer } from '../../testing/conformance';
import { PaymentMethodType, type VoucherKind } from '../../db/schema';

// Session and hour vouchers paying a court-booking hold from the cart (doc 3 §4.3, voucher payment), and a
// hold whose time ran out refused at checkout. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let padel: number;
let court: number;
let customer: { id: number; headers: Record<string, string> };
const methods: Partial<Record<VoucherKind, number>> = {};
const NOW = PINNED_NOW;
const SLOT_DAY = PINNED_SLOT_DAY;

beforeAll(async () => {
  ({ server, padel, court } = await startPinnedPadel());
  const db = server.app.db;
  const row = await db
    .insertInto('customers')
    .values({ name: 'Vale', surname: 'Voucher', email: 'vale@vouchers.test', status: 'Active' })
    .returning(['id', 'session_version'])
    .executeTakeFirstOrThrow();
  const { token } = await server.app.tokens.issue({ customerId: row.id, actorId: row.id, sessionVersion: row.session_version });
  customer = { id: row.id, headers: { authorization: `Bearer ${token}` } };
  for (const [kind, type] of [
    ['Sessions', PaymentMethodType.SessionsVoucher],
    ['Hours', PaymentMethodType.HoursVoucher],
  ] as const) {
    methods[kind] = (
      await db
        .insertInto('payment_methods')
        .values({ type, name: `${kind} voucher` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server);

async function voucher(kind: VoucherKind, balance: number): Promise<number> {
  const row = await server.app.db
    .insertInto('vouchers')
    .values({ customer_id: customer.id, description: `${kind} pass`, kind, balance, expires_at: new Date(NOW.getTime() + 90 * 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Holds a court for the customer: the pending booking and the sale to pay before its deadline. */
async function hold(start: string, duration: number): Promise<{ saleId: number; bookingId: number }> {
  const answer = await post(
    '/api/publicbookings/prebook',
    {
      booking: { customerId: customer.id, bookingTypeId: padel, paymentType: 1, origin: 5 },
      blocks: [{ resourceId: court, startDate: `${SLOT_DAY} ${start}`, duration }],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [customer.id],
    },
    customer.headers,
  );
  const sale = answer.json().model.sales[0];
  return { saleId: sale.id, bookingId: sale.bookingId };
}

const payWithVoucher = (saleId: number, kind: VoucherKind, voucherId: number, guid: string) =>
  post(
    '/api/shop/checkout-customer',
    { customerId: customer.id, saleIds: [saleId], paymentMethodId: methods[kind], voucherId, guid, customer: { id: customer.id, acceptConditions: true } },
    customer.headers,
  );

const bookingStatus = async (id: number) => (await server.app.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
/** The booking's status as "My bookings" lists it. */
const listedStatus = async (id: number) => {
  const answer = await server.app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${customer.id}`, headers: customer.headers });
  expectConformingAnswer('getCustomerBookings', answer);
  return (answer.json().model.next as Array<{ id: number; status: string }>).find((booking) => booking.id === id)?.status;
};
const balance = async (id: number) => (await server.app.db.selectFrom('vouchers').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;
const movements = (voucherId: number) =>
  server.app.db.selectFrom('voucher_movements').select(['amount', 'previous_amount', 'sale_id']).where('voucher_id', '=', voucherId).orderBy('id').execute();

describe('a voucher paying a court-booking hold', () => {
  it('takes one session off a sessions voucher and confirms the booking, once even when the cart is sent twice', async () => {
    const sessions = await voucher('Sessions', 5);
    const { saleId, bookingId } = await hold('19:00', 90);
    expect(await listedStatus(bookingId)).toBe('Pending');
    const answer = await payWithVoucher(saleId, 'Sessions', sessions, 'hold-sessions');
    expectConformingAnswer('checkoutCustomer', answer);
    expect(answer.json()).toMatchObject({ ok: true, model: { paid: true, saleIds: [saleId] } });
    expect((await payWithVoucher(saleId, 'Sessions', sessions, 'hold-sessions')).json()).toMatchObject({ ok: true, model: { saleIds: [saleId] } });
    expect(await listedStatus(bookingId)).toBe('Confirmed');
    expect(await balance(sessions)).toBe(4);
    expect(await movements(sessions)).toEqual([{ amount: -1, previous_amount: 5, sale_id: saleId }]);
    const sale = await server.app.db.selectFrom('sales').select(['status', 'pending']).where('id', '=', saleId).executeTakeFirstOrThrow();
    expect(sale).toEqual({ status: 'Paid', pending: 0 });
  });

  it('takes the hours of the booking off an hours voucher (90 minutes: 1.5 hours) and confirms the booking', async () => {
    const hours = await voucher('Hours', 10);
    const { saleId, bookingId } = await hold('21:00', 90);
    const answer = await payWithVoucher(saleId, 'Hours', hours, 'hold-hours');
    expect(answer.json()).toMatchObject({ ok: true, model: { paid: true } });
    expect(await bookingStatus(bookingId)).toBe('Confirmed');
    expect(await balance(hours)).toBe(8.5);
    expect(await movements(hours)).toEqual([{ amount: -1.5, previous_amount: 10, sale_id: saleId }]);
  });

  it('refuses a hold whose time to pay has run out, naming it, and leaves the voucher untouched', async () => {
    const sessions = await voucher('Sessions', 3);
    const { saleId, bookingId } = await hold('16:30', 60);
    server.app.clock.advance(16 * 60_000);
    try {
      const answer = await payWithVoucher(saleId, 'Sessions', sessions, 'hold-expired');
      expectConformingAnswer('checkoutCustomer', answer);
      expect(answer.json()).toMatchObject({ ok: false, errorMsg: expect.stringMatching(/^The time to pay .+ has run out: please book it again$/) });
    } finally {
      server.app.clock.pin(NOW);
    }
    expect(await balance(sessions)).toBe(3);
    expect(await movements(sessions)).toEqual([]);
    expect(await bookingStatus(bookingId)).not.toBe('Confirmed');
    expect((await server.app.db.selectFrom('sales').select('status').where('id', '=', saleId).executeTakeFirstOrThrow()).status).toBe('Pending');
  });
});
