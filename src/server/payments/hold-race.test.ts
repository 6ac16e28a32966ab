import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PaymentMethodType } from '../db/schema';
import { lockBookingForJoin } from '../repositories/booking-joins';
import { expireOverlappingHolds } from '../repositories/booking-writes';
import { createTestApp, type Login, type TestApp } from '../testing/test-app';
import { PINNED_NOW, PINNED_SLOT_DAY } from '../testing/pinned-padel';
import { requestsTo } from '../testing/requests';

// Issue 21 item 23: a card confirmation racing the expiry of its hold by a rival booking, on two server
// instances of one database (on PostgreSQL each has its own pool, so the two transactions really run at
// once). Whoever wins, nobody gets a 500: either the hold is confirmed and the rival is told the slot is
// taken, or the rival gets the slot and the card payment is refunded, which the status check says.
let one: TestApp;
let two: TestApp;
let ana: Login;
let rival: Login;
const MINUTE = 60_000;
const pinBoth = (instant: Date) => [one, two].forEach((instance) => instance.app.clock.pin(instant));

beforeAll(async () => {
  one = await createTestApp();
  two = await createTestApp({ instanceOf: one });
  pinBoth(PINNED_NOW);
  [ana, rival] = await Promise.all([one.login('ana@demo.club', 'demo1234'), two.login('empty@demo.club', 'demo1234')]);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const db = () => one.app.db;
/** Requests to each instance. */
const [atOne, atTwo] = [requestsTo(() => one), requestsTo(() => two)];

async function ids() {
  const padel = (await db().selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const courts = await db().selectFrom('resources').select('id').where('name', 'in', ['Padel 1', 'Padel 2', 'Padel 3', 'Padel 4']).orderBy('name').execute();
  const stripe = (
    await db().selectFrom('payment_methods').select('id').where('type', '=', PaymentMethodType.Stripe).where('active', '=', true).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  return { padel, courts: courts.map((court) => court.id), stripe };
}

const prebookBody = (who: Login, padel: number, court: number, time: string) => ({
  booking: { customerId: who.customerId, bookingTypeId: padel, paymentType: 1, origin: 5 },
  blocks: [{ resourceId: court, startDate: `${PINNED_SLOT_DAY} ${time}`, duration: 60 }],
  customerIsParticipant: true,
  isMultiple: false,
  customerIds: [who.customerId],
});

/** The rival pays the hold they won (so the next rounds are not refused for their unpaid holds). */
async function rivalPays(saleId: number) {
  await db()
    .updateTable('sales')
    .set({ status: 'Paid', paid: sql<number>`total` })
    .where('id', '=', saleId)
    .execute();
  await db()
    .updateTable('bookings')
    .set({ status: 'Confirmed', payment_deadline: null })
    .where('id', 'in', (eb) => eb.selectFrom('sale_items').select('parent_id').where('parent_name', '=', 'Booking').where('sale_id', '=', saleId))
    .execute();
}

describe('a card confirmation racing the expiry of its hold', () => {
  it('confirms the hold or refunds the payment, never answers 500, and the status check says which', async () => {
    const { padel, courts, stripe } = await ids();
    const slots = ['17:00', '18:00', '19:00', '20:00'].flatMap((time) => courts.map((court) => ({ court, time })));
    const outcomes = { confirmed: 0, refunded: 0 };
    for (const { court, time } of slots) {
      pinBoth(PINNED_NOW);
      const held = (await atOne.post('/api/publicbookings/prebook', prebookBody(ana, padel, court, time), ana.headers)).json();
      expect(held.ok, held.errorMsg).toBe(true);
      const sale = held.model.sales[0] as { id: number; bookingId: number; total: number };
      const checkout = (await atOne.post('/api/shop/checkout-customer', { customerId: ana.customerId, saleIds: [sale.id], paymentMethodId: stripe }, ana.headers)).json();
      expect(checkout.ok, checkout.errorMsg).toBe(true);
      const clientSecret = checkout.model.stripe.clientSecret as string;
      // The player is still at Stripe when the hold runs out; at that moment the rival asks for the slot.
      pinBoth(new Date(PINNED_NOW.getTime() + 16 * MINUTE));
      const [confirm, rivalPrebook] = await Promise.all([
        atOne.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice: 'approve', return_url: '/stripe-callback/' }),
        atTwo.post('/api/publicbookings/prebook', prebookBody(rival, padel, court, time), rival.headers),
      ]);
      expect(confirm.statusCode).toBe(200);
      expect(rivalPrebook.statusCode).toBe(200);
      const status = await one.app.inject({ method: 'GET', url: `/api/stripe/status/${clientSecret.split('_secret_')[0]}` });
      expect(status.statusCode).toBe(200);
      const booking = await db().selectFrom('bookings').select('status').where('id', '=', sale.bookingId).executeTakeFirstOrThrow();
      const refunds = await db().selectFrom('payments').select('amount').where('sale_id', '=', sale.id).where('amount', '<', 0).execute();
      if (rivalPrebook.json().ok) {
        outcomes.refunded += 1;
        await rivalPays(rivalPrebook.json().model.sales[0].id);
        expect(booking.status).toBe('Expired');
        expect(refunds).toEqual([{ amount: -sale.total }]);
        expect(status.json()).toMatchObject({ ok: false, retry: false, errorMsg: expect.stringContaining('refunded') });
      } else {
        outcomes.confirmed += 1;
        expect(rivalPrebook.json(), rivalPrebook.body).toMatchObject({ ok: false, reason: 'slotTaken' });
        expect(booking.status).toBe('Confirmed');
        expect(refunds).toEqual([]);
        expect(status.json()).toMatchObject({ ok: true, retry: false });
      }
    }
    expect(outcomes.confirmed + outcomes.refunded).toBe(slots.length);
  });
});

/** Ana's hold of a slot, checked out with Stripe: what the player pays at Stripe while the hold counts down. */
async function heldAndAtStripe(court: number, time: string) {
  const { padel, stripe } = await ids();
  pinBoth(PINNED_NOW);
  const held = (await atOne.post('/api/publicbookings/prebook', prebookBody(ana, padel, court, time), ana.headers)).json();
  expect(held.ok, held.errorMsg).toBe(true);
  const sale = held.model.sales[0] as { id: number; bookingId: number; total: number };
  const checkout = (await atOne.post('/api/shop/checkout-customer', { customerId: ana.customerId, saleIds: [sale.id], paymentMethodId: stripe }, ana.headers)).json();
  expect(checkout.ok, checkout.errorMsg).toBe(true);
  return { sale, clientSecret: checkout.model.stripe.clientSecret as string };
}

describe('lock order of hold expiry and card confirmation', () => {
  // The interleaving that deadlocked: the expiry holds the booking's row, the confirmation starts, then the
  // expiry goes on to cancel the hold's sale. Only PostgreSQL runs two transactions at once (PGlite queues
  // them on its one connection, so there the two simply run one after the other: the race test above).
  it.runIf(process.env.TEST_DATABASE_URL)('makes the confirmation wait for the booking before it locks the sale, so the expiry finishes and the payment is refunded', async () => {
    const [court] = (await ids()).courts.slice(-1);
    const { sale, clientSecret } = await heldAndAtStripe(court!, '21:00');
    const lapsed = new Date(PINNED_NOW.getTime() + 16 * MINUTE);
    pinBoth(lapsed);
    const block = await db()
      .selectFrom('booking_blocks')
      .select(['resource_id', sql<Date>`lower(during)`.as('start'), sql<Date>`upper(during)`.as('end')])
      .where('booking_id', '=', sale.bookingId)
      .executeTakeFirstOrThrow();
    let confirm: ReturnType<typeof atOne.post> | undefined;
    await two.app.db.transaction().execute(async (trx) => {
      // The rival's transaction: the hold's booking row first…
      expect(await lockBookingForJoin(trx, sale.bookingId)).toBeDefined();
      const expiry = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx)).rows[0]!.pid;
      // …then the player's card is approved and Stripe's webhook settles the payment on the other instance…
      confirm = atOne.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
      for (;;) {
        const waiting = await sql<{ count: number }>`SELECT count(*)::int AS count FROM pg_stat_activity WHERE ${expiry} = ANY (pg_blocking_pids(pid))`.execute(db());
        if (waiting.rows[0]!.count > 0) break;
      }
      // …which now waits for the booking; the expiry goes on to the sale.
      expect(await expireOverlappingHolds(trx, [{ resourceId: block.resource_id, start: block.start, end: block.end }], lapsed)).toEqual([sale.bookingId]);
    });
    expect((await confirm!).statusCode).toBe(200);
    expect(await db().selectFrom('payments').select('amount').where('sale_id', '=', sale.id).where('amount', '<', 0).execute()).toEqual([{ amount: -sale.total }]);
    const status = await one.app.inject({ method: 'GET', url: `/api/stripe/status/${clientSecret.split('_secret_')[0]}` });
    expect(status.json()).toMatchObject({ ok: false, retry: false, errorMsg: expect.stringContaining('refunded') });
  });
});

describe('the debts page', () => {
  it('lists a hold while it can still be paid, and not once it ran out', async () => {
    const { padel, courts } = await ids();
    pinBoth(PINNED_NOW);
    const held = (await atOne.post('/api/publicbookings/prebook', prebookBody(ana, padel, courts[0]!, '10:00'), ana.headers)).json();
    expect(held.ok, held.errorMsg).toBe(true);
    const saleId = held.model.sales[0].id as number;
    const debts = async () => ((await atOne.post(`/api/shop/pending-sales/${ana.customerId}`, {}, ana.headers)).json().data as Array<{ id: number }>).map((debt) => debt.id);
    expect(await debts()).toContain(saleId);
    pinBoth(new Date(PINNED_NOW.getTime() + 16 * MINUTE));
    try {
      expect(await debts()).not.toContain(saleId);
    } finally {
      pinBoth(PINNED_NOW);
    }
  });
});
