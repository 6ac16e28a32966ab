import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { PINNED_NOW, PINNED_SLOT_DAY } from '../../testing/pinned-padel';
import { providerRefundsOfSale } from '../../repositories/refunds';

// The refusals of publicbookings/cancel (doc 2 §5): each answers ok false with its reason and leaves the
// booking, its blocks, its sales and the owner's mailbox as they were.
let server: TestApp;
let ana: Login;
let empty: Login;
let leo: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  leo = await server.login('leo@demo.club', 'demo1234');
});
afterAll(() => server?.close());
afterEach(() => server.app.clock.unpin());

const cancel = (bookingId: number, customerId: number, who: Login) =>
  server.app.inject({ method: 'POST', url: `/api/publicbookings/cancel/${bookingId}/${customerId}`, headers: who.headers });

/** One of Ana's seeded bookings by title and state (the upcoming ones start two and six days from the seeding). */
async function anasBooking(title: string, status: 'Confirmed' | 'Cancelled') {
  return server.app.db
    .selectFrom('bookings')
    .selectAll()
    .where('title', '=', title)
    .where('owner_customer_id', '=', ana.customerId)
    .where('status', '=', status)
    .orderBy('starts_at', 'desc')
    .executeTakeFirstOrThrow();
}

/** Everything a cancellation would change: the booking, its blocks, the sales of it and the mails sent. */
async function snapshot(bookingId: number) {
  const db = server.app.db;
  const booking = await db.selectFrom('bookings').select(['status', 'cancelled_at', 'payment_deadline']).where('id', '=', bookingId).executeTakeFirstOrThrow();
  const blocks = await db.selectFrom('booking_blocks').select(['id', 'booking_status']).where('booking_id', '=', bookingId).orderBy('id').execute();
  const sales = await db
    .selectFrom('sales')
    .select(['id', 'status', 'paid'])
    .where('id', 'in', (eb) => eb.selectFrom('sale_items').select('sale_id').where('parent_name', '=', 'Booking').where('parent_id', '=', bookingId))
    .orderBy('id')
    .execute();
  const mails = await db
    .selectFrom('emails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { booking, blocks, sales, mails: Number(mails.n) };
}

describe('cancelBooking refusals', () => {
  it('refuses a paid booking once its type’s cancel limit (24 hours before the start) has passed', async () => {
    const padel = await anasBooking('Padel court · 90 min', 'Confirmed');
    const before = await snapshot(padel.id);
    expect(before.booking.status).toBe('Confirmed');
    expect(before.sales.map((sale) => sale.status)).toEqual(['Paid']);
    // Exactly 24 hours before the start: the online cancellation has just closed.
    server.app.clock.pin(new Date(padel.starts_at.getTime() - 24 * 60 * 60_000));
    const response = await cancel(padel.id, ana.customerId, ana);
    expectConformingAnswer('cancelBooking', response);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: false, errorMsg: 'This booking can no longer be cancelled online: cancellations close 24 hours before the start' });
    expect(await snapshot(padel.id)).toEqual(before);
  });

  it("refuses a customer who is not the booking's owner, even a player of it", async () => {
    const tennis = await anasBooking('Tennis court · 60 min', 'Confirmed');
    const before = await snapshot(tennis.id);
    for (const who of [empty, leo]) {
      const response = await cancel(tennis.id, who.customerId, who);
      expectConformingAnswer('cancelBooking', response);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: false, errorMsg: "Only the booking's owner can cancel it" });
    }
    expect(await snapshot(tennis.id)).toEqual(before);
  });

  it('refuses a customer who names the owner in the path without being them (403) and changes nothing', async () => {
    const tennis = await anasBooking('Tennis court · 60 min', 'Confirmed');
    const before = await snapshot(tennis.id);
    const response = await cancel(tennis.id, ana.customerId, empty);
    expectConformingAnswer('cancelBooking', response);
    expect(response.statusCode).toBe(403);
    expect(response.json().ok).toBe(false);
    expect(await snapshot(tennis.id)).toEqual(before);
  });

  it('refuses a booking that is already cancelled', async () => {
    const cancelled = await anasBooking('Padel court · 90 min', 'Cancelled');
    const before = await snapshot(cancelled.id);
    expect(before.booking.cancelled_at).not.toBeNull();
    const response = await cancel(cancelled.id, ana.customerId, ana);
    expectConformingAnswer('cancelBooking', response);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: false, errorMsg: 'This booking is already cancelled or expired' });
    expect(await snapshot(cancelled.id)).toEqual(before);
  });

  it('refuses a hold whose payment deadline has passed', async () => {
    server.app.clock.pin(PINNED_NOW);
    const db = server.app.db;
    const padelType = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 1').executeTakeFirstOrThrow()).id;
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: empty.headers,
      payload: {
        booking: { customerId: empty.customerId, bookingTypeId: padelType, paymentType: 1, origin: 5 },
        blocks: [{ resourceId: court, startDate: `${PINNED_SLOT_DAY} 19:00`, duration: 60 }],
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: [empty.customerId],
      },
    });
    expect(made.json().ok).toBe(true);
    const sale = made.json().model.sales[0] as { bookingId: number; paymentDeadline: string };
    const before = await snapshot(sale.bookingId);
    expect(before.booking.status).toBe('Pending');
    // One minute after the deadline the hold has lapsed: there is nothing left to cancel.
    server.app.clock.pin(new Date(Date.parse(sale.paymentDeadline) + 60_000));
    const response = await cancel(sale.bookingId, empty.customerId, empty);
    expectConformingAnswer('cancelBooking', response);
    expect(response.json()).toEqual({ ok: false, errorMsg: 'This booking is already cancelled or expired' });
    expect(await snapshot(sale.bookingId)).toEqual(before);
  });
});

describe('a cancellation', () => {
  it("frees the booking and mails its owner in the owner's language, reporting no refund the provider has not made", async () => {
    const padel = await anasBooking('Padel court · 90 min', 'Confirmed');
    // Two days before the start: well inside the cancel limit.
    server.app.clock.pin(new Date(padel.starts_at.getTime() - 48 * 60 * 60_000));
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/publicbookings/cancel/${padel.id}/${ana.customerId}`,
      headers: { ...ana.headers, 'accept-language': 'fr-FR' },
    });
    expectConformingAnswer('cancelBooking', response);
    // The seeded card payment's reference is unknown to the Stripe sandbox: the refund stays queued (retried
    // later), so the answer and the mail claim none (the refunds made are tested in cancel-refunds.test.ts).
    expect(response.json()).toEqual({ ok: true, errorMsg: null, infoReturns: [] });
    const [sale] = (await snapshot(padel.id)).sales;
    expect(await providerRefundsOfSale(server.app.db, sale!.id)).toEqual([expect.objectContaining({ status: 'Pending', attempts: 1, amount: sale!.paid })]);
    const mail = await server.app.db
      .selectFrom('emails')
      .select(['subject', 'body', 'to_address'])
      .where('customer_id', '=', ana.customerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('ana@demo.club');
    expect(mail.subject).toBe('Réservation annulée : Padel court · 90 min');
    expect(mail.body).toContain('Votre réservation Padel court · 90 min du ');
    expect(mail.body).not.toContain('Remboursé');
    expect((await snapshot(padel.id)).booking.status).toBe('Cancelled');
  });
});
