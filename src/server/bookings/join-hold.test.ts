import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../testing/test-app';
import { expectConformingAnswer } from '../testing/conformance';
import { matchPlayers, type MatchPlayer } from '../testing/match-players';
import { PaymentMethodType } from '../db/schema';

// A joined place's unpaid share is a hold like a pre-book's (issue 37, item 28): the join's sale says when the
// hold ends, My bookings' Pay carries that end, the cart pays it before then, and once it has passed the place is
// given back and the checkout refuses the sale — on the server's injected clock, nothing else moving it.
let server: TestApp;
let now: Date;
let moneyMethod: number;
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

beforeAll(async () => {
  ({ server } = await startDemoServer());
  now = new Date();
  server.app.clock.pin(now);
  moneyMethod = (
    await server.app.db.insertInto('payment_methods').values({ type: PaymentMethodType.MoneyVoucher, name: 'Money voucher' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server?.close());

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function joinFriendlyMatch(player: MatchPlayer) {
  const booking = await server.app.db.selectFrom('bookings').select('id').where('title', '=', 'Friendly match · Padel 4').executeTakeFirstOrThrow();
  const answer = await inject('POST', `/api/publicbookings/byplace-prebook-place/${player.id}/${booking.id}/5`, player.headers, {});
  expectConformingAnswer('joinBooking', answer);
  return { bookingId: booking.id, sale: answer.json().model.sale as { id: number; total: number; paymentDeadline: string; cancelUrl: string } };
}

async function payFromCart(player: MatchPlayer, saleId: number, amount: number) {
  const voucher = await server.app.db
    .insertInto('vouchers')
    .values({ customer_id: player.id, description: 'Padel money', kind: 'Money', balance: amount, expires_at: minutes(90 * 24 * 60) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const body = {
    customerId: player.id,
    saleIds: [saleId],
    paymentMethodId: moneyMethod,
    voucherId: voucher.id,
    guid: `join-hold-${saleId}`,
    customer: { id: player.id, acceptConditions: true },
  };
  const answer = await inject('POST', '/api/shop/checkout-customer', player.headers, body);
  expectConformingAnswer('checkoutCustomer', answer);
  return answer.json();
}

const toPayOf = async (player: MatchPlayer, bookingId: number) => {
  const answer = await inject('GET', `/api/publicbookings/customer-bookings/${player.id}`, player.headers);
  expectConformingAnswer('getCustomerBookings', answer);
  return (
    (answer.json().model.next as Array<{ id: number; toPay: { id: number; paymentDeadline: string | null } | null }>).find((booking) => booking.id === bookingId)?.toPay ?? null
  );
};

describe("a joiner's hold", () => {
  it('ends at the club payment deadline, which its cart line and My bookings carry, and is paid from the cart before then', async () => {
    const [joiner] = await matchPlayers(server, 1, 'payer', 3);
    const { bookingId, sale } = await joinFriendlyMatch(joiner!);
    // The demo club's deadline: 15 minutes, as a pre-book's.
    expect(sale.paymentDeadline).toBe(minutes(15).toISOString());
    expect(sale.cancelUrl).toBe(`publicbookings/leave/${bookingId}/${joiner!.id}`);
    expect(await toPayOf(joiner!, bookingId)).toMatchObject({ id: sale.id, paymentDeadline: minutes(15).toISOString() });
    server.app.clock.pin(minutes(14));
    try {
      expect(await payFromCart(joiner!, sale.id, sale.total)).toMatchObject({ ok: true, model: { paid: true } });
      // Paid: the hold no longer ends, the place stays the joiner's.
      server.app.clock.pin(minutes(30));
      const players = await server.app.db.selectFrom('booking_players').select('customer_id').where('booking_id', '=', bookingId).execute();
      expect(players.map((player) => player.customer_id)).toContain(joiner!.id);
    } finally {
      server.app.clock.pin(now);
    }
  });

  it('lapses at its deadline: My bookings no longer offers it, the checkout refuses it and the place is free again', async () => {
    const [late] = await matchPlayers(server, 1, 'late', 3);
    const { bookingId, sale } = await joinFriendlyMatch(late!);
    const freeBefore = await server.app.db.selectFrom('booking_players').select('id').where('booking_id', '=', bookingId).where('is_placeholder', '=', true).execute();
    server.app.clock.pin(minutes(15));
    try {
      expect(await toPayOf(late!, bookingId)).toBeNull();
      expect(await payFromCart(late!, sale.id, sale.total)).toMatchObject({ ok: false, errorMsg: 'The time to pay Friendly match · Padel 4 has run out: please book it again' });
      const info = await inject('GET', `/api/publicbookings/info/${bookingId}`, late!.headers);
      expect(info.json().model.booking.players.some((player: { customerId: number | null }) => player.customerId === late!.id)).toBe(false);
      expect(info.json().model.booking.participantsIn).toBe(4 - freeBefore.length - 1);
    } finally {
      server.app.clock.pin(now);
    }
  });
});
