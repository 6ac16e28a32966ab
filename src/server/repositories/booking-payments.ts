import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { bookingsOfSales } from './sale-bookings';

/**
 * Confirms the pending bookings (holds) paid for by `saleIds`, and clears the debt of the players whose
 * sale it was when `settled`. A hold keeps no deadline once confirmed. Returns the bookings confirmed.
 * The booking engine's own writes live in booking-writes.ts.
 */
export async function confirmBookingsOfSales(trx: Transaction<DB>, saleIds: number[], options: { settled: boolean }): Promise<number[]> {
  if (saleIds.length === 0) return [];
  const confirmed = await trx
    .updateTable('bookings')
    .set({ status: 'Confirmed', payment_deadline: null })
    .where('status', '=', 'Pending')
    .where('id', 'in', bookingsOfSales(trx, saleIds))
    .returning('id')
    .execute();
  if (options.settled) await trx.updateTable('booking_players').set({ debt: 0 }).where('sale_id', 'in', saleIds).execute();
  return confirmed.map((row) => row.id);
}
