import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../../domain/money';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { PINNED_NOW, PINNED_SLOT_DAY } from '../../testing/pinned-padel';

// Shares of a booking always add up to its price (issue 21, item 21): the owner's share takes the remainder;
// the others pay price / 4 rounded down.
let server: TestApp;
let ana: Login;

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
  server.app.clock.pin(PINNED_NOW);
});
afterAll(() => server?.close());

describe('a shared booking of 30.67 € among 4', () => {
  it('asks shares that add up to 30.67 € exactly, gross and net, the owner taking the remainder', async () => {
    const db = server.app.db;
    const padel = (await db.selectFrom('booking_types').select('id').where('name', '=', 'Padel court').executeTakeFirstOrThrow()).id;
    const court = (await db.selectFrom('resources').select('id').where('name', '=', 'Padel 3').executeTakeFirstOrThrow()).id;
    await db.updateTable('prices').set({ gross_price: 30.67, net_price: 25.35 }).where('booking_type_id', '=', padel).execute();
    const emails = ['carlos.perez@demo.club', 'lucia.gomez@demo.club', 'pedro.sanchez@demo.club'];
    const others = await db.selectFrom('customers').select(['id', 'name']).where('email', 'in', emails).orderBy('id').execute();
    expect(others).toHaveLength(3);
    // Ana finds her partners through the customer search first, as the booking page does.
    for (const other of others) {
      await server.app.inject({ method: 'POST', url: '/api/publiccustomers/list', headers: ana.headers, payload: { search: other.name } });
    }
    const answer = (
      await server.app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: ana.headers,
        payload: {
          booking: { customerId: ana.customerId, bookingTypeId: padel, paymentType: 2, origin: 5 },
          blocks: [{ resourceId: court, startDate: `${PINNED_SLOT_DAY} 18:00`, duration: 60 }],
          customerIsParticipant: true,
          isMultiple: false,
          customerIds: [ana.customerId, ...others.map((other) => other.id)],
        },
      })
    ).json();
    expect(answer.ok).toBe(true);
    const sales = await db
      .selectFrom('sales')
      .select(['customer_id', 'total', 'net_total'])
      .where(
        'id',
        'in',
        (answer.model.sales as Array<{ id: number }>).map((sale) => sale.id),
      )
      .orderBy('id')
      .execute();
    expect(sales.map((sale) => [sale.customer_id, sale.total])).toEqual([[ana.customerId, 7.69], ...others.map((other) => [other.id, 7.66])]);
    expect(sales.reduce((sum, sale) => sum + toCents(sale.total), 0)).toBe(3067);
    expect(sales.reduce((sum, sale) => sum + toCents(sale.net_total), 0)).toBe(2535);
    const players = await db
      .selectFrom('booking_players')
      .select(['customer_id', 'price'])
      .where('booking_id', '=', answer.model.sales[0].bookingId)
      .orderBy('customer_id')
      .execute();
    expect(players.reduce((sum, player) => sum + toCents(player.price), 0)).toBe(3067);
  });
});
