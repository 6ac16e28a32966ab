import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { usePaymentServer } from '../testing/payments';
import { captureDueRetentions } from './retention';
import { SANDBOX_SECRET_KEY } from './providers/stripe/client';
import type { Login } from '../testing/test-app';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Every step is a call a portal makes.
const { state, kit } = usePaymentServer();
const HOUR = 3_600_000;

interface SaleLine {
  id: number;
  total: number;
  customerId: number;
  withRetention: boolean;
  bookingId: number;
}

/** Ana pre-books a padel court shared with retention, alone: her share plus one guaranteed line per free place. */
async function prebookShared(day: string, customerIds: number[] = [state.ana.customerId]): Promise<SaleLine[]> {
  const db = state.server.app.db;
  const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
  const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 4').executeTakeFirstOrThrow()).id;
  for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '17:00', '18:00', '19:00', '20:00']) {
    const answer = (
      await kit.post(
        '/api/publicbookings/prebook',
        {
          booking: { customerId: state.ana.customerId, bookingTypeId: padel, paymentType: 2, origin: 5 },
          blocks: [{ resourceId: court, startDate: `${day} ${time}`, duration: 60 }],
          customerIsParticipant: true,
          isMultiple: false,
          customerIds,
        },
        state.ana.headers,
      )
    ).json();
    if (answer.ok) return answer.model.sales;
  }
  throw new Error(`no free padel slot on ${day}`);
}

/** Pays a checkout answer's Stripe intent in the sandbox; answers the intent's id. */
async function approveStripe(answer: { ok: boolean; errorMsg: string | null; model: { stripe?: { clientSecret: string }; errorMsg?: string } }): Promise<string> {
  expect(answer).toMatchObject({ ok: true });
  const clientSecret = answer.model.stripe!.clientSecret;
  await kit.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
  return clientSecret.split('_secret_')[0]!;
}

const checkout = async (who: Login, saleIds: number[], method: number) =>
  (await kit.post('/api/shop/checkout-customer', { customerId: who.customerId, saleIds, paymentMethodId: method }, who.headers)).json();

/** A teammate joins the booking and pays their share with a card. */
async function joinAndPay(who: Login, bookingId: number, method: number): Promise<number> {
  const joined = (await kit.post(`/api/publicbookings/byplace-prebook-place/${who.customerId}/${bookingId}/5`, {}, who.headers)).json();
  expect(joined).toMatchObject({ ok: true, model: { serviceFree: false } });
  await approveStripe(await checkout(who, [joined.model.sale.id], method));
  expect(await kit.sale(joined.model.sale.id)).toMatchObject({ status: 'Paid', pending: 0 });
  return joined.model.sale.total as number;
}

describe('a shared booking with retention, end to end', () => {
  it("holds the owner's card for every place, and at the deadline captures only the places no teammate paid", async () => {
    const { app } = state.server;
    await app.db.updateTable('clubs').set({ shared_payment_allowed: true, shared_payment_with_retention: true }).execute();
    const now = state.now();
    app.clock.pin(now);
    const day = new Date(now.getTime() + 3 * 24 * HOUR).toISOString().slice(0, 10);
    const stripe = await kit.methodId(PaymentMethodType.Stripe);

    // Ana alone on a court for four: her share and three guaranteed places, all on her, all with retention.
    const lines = await prebookShared(day);
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.customerId === state.ana.customerId && line.withRetention)).toBe(true);
    const bookingId = lines[0]!.bookingId;
    const retentionTotal = lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0);

    // The guarantee goes alone: with another of her sales the cart is refused.
    const other = await app.db
      .selectFrom('sales')
      .select('id')
      .where('customer_id', '=', state.ana.customerId)
      .where('status', '=', 'Pending')
      .where(
        'id',
        'not in',
        lines.map((line) => line.id),
      )
      .executeTakeFirstOrThrow();
    const mixed = await checkout(state.ana, [...lines.map((line) => line.id), other.id], stripe);
    expect(mixed).toMatchObject({ ok: false, errorMsg: "Shared payment can't be mixed with other sales Please, finalize the current cart and try again" });

    // Her checkout of the cart as prebook built it: one pre-authorization of the retention total.
    const intentId = await approveStripe(
      await checkout(
        state.ana,
        lines.map((line) => line.id),
        stripe,
      ),
    );
    const held = (await app.inject({ method: 'GET', url: `/sandbox/stripe/v1/payment_intents/${intentId}`, headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } })).json();
    expect(held).toMatchObject({ status: 'requires_capture', amount: retentionTotal });
    expect((await app.db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirstOrThrow()).status).toBe('Confirmed');

    // Two teammates join and pay their share.
    const paidByTeammates =
      (await joinAndPay(await state.server.login('leo@demo.club', 'demo1234'), bookingId, stripe)) +
      (await joinAndPay(await state.server.login('mia@demo.club', 'demo1234'), bookingId, stripe));

    // Nothing is captured before the deadline; past it, exactly the unpaid remainder, once.
    expect(await captureDueRetentions(app.payments)).toEqual([]);
    app.clock.advance(24 * HOUR);
    const remainder = retentionTotal - Math.round(paidByTeammates * 100);
    expect(remainder).toBe(retentionTotal / 2);
    expect(await captureDueRetentions(app.payments)).toEqual([{ reference: intentId, authorized: retentionTotal, captured: remainder }]);
    expect(await captureDueRetentions(app.payments)).toEqual([]);

    const intent = (await app.inject({ method: 'GET', url: `/sandbox/stripe/v1/payment_intents/${intentId}`, headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } })).json();
    expect(intent).toMatchObject({ status: 'succeeded', amount: retentionTotal, amount_received: remainder });
    const sales = await Promise.all(lines.map((line) => kit.sale(line.id)));
    expect(sales.filter((sale) => sale.status === 'Paid').reduce((sum, sale) => sum + Math.round(sale.paid * 100), 0)).toBe(remainder);
    expect(sales.map((sale) => sale.status)).toEqual(['Paid', 'Paid', 'Cancelled', 'Cancelled']);
    expect((await app.db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirstOrThrow()).status).toBe('Confirmed');
    app.clock.unpin();
  });

  it("a player listed at prebook pays their own place: it never reduces the owner's capture", async () => {
    const { app } = state.server;
    await app.db.updateTable('clubs').set({ shared_payment_allowed: true, shared_payment_with_retention: true }).execute();
    const now = state.now();
    app.clock.pin(now);
    const day = new Date(now.getTime() + 4 * 24 * HOUR).toISOString().slice(0, 10);
    const stripe = await kit.methodId(PaymentMethodType.Stripe);
    const leo = await state.server.login('leo@demo.club', 'demo1234');

    const lines = await prebookShared(day, [state.ana.customerId, leo.customerId]);
    const anas = lines.filter((line) => line.customerId === state.ana.customerId);
    const leos = lines.filter((line) => line.customerId === leo.customerId);
    expect([anas.length, leos.length]).toEqual([3, 1]);
    // Leo holds his share first, so his capture comes first in the sweep.
    const leoIntent = await approveStripe(await checkout(leo, [leos[0]!.id], stripe));
    const anaIntent = await approveStripe(
      await checkout(
        state.ana,
        anas.map((line) => line.id),
        stripe,
      ),
    );

    app.clock.advance(24 * HOUR);
    const cents = (sales: SaleLine[]) => sales.reduce((sum, line) => sum + Math.round(line.total * 100), 0);
    const captured = await captureDueRetentions(app.payments);
    expect(captured).toEqual(
      expect.arrayContaining([
        { reference: leoIntent, authorized: cents(leos), captured: cents(leos) },
        { reference: anaIntent, authorized: cents(anas), captured: cents(anas) },
      ]),
    );
    app.clock.unpin();
  });
});
