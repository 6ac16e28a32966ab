import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { giveBackStock, retakeStockOf } from './stock';
import { cancelPendingSales, reopenSale } from './sales';

// Orders handed to a payment provider (issue 21, items 8 and 24). The checkout writes the order, takes its
// units and gives it a deadline (sales.lapses_at, its units in stock_reservations). The order then ends in
// exactly one of three ways, each written in the transaction that learns it: paid (the units stay sold),
// declined (cancelled, units back), or past its deadline (cancelled, units back: by the next sale that
// needs those units, or by the sweep). Reads in between tell a lapsed order by its deadline alone.

/** Cancels the still-pending sales `ids` and gives their units back; answers the ids cancelled. */
async function cancelWithStock(trx: Transaction<DB>, ids: number[]): Promise<number[]> {
  const cancelledIds = await cancelPendingSales(trx, ids);
  await giveBackStock(trx, cancelledIds);
  return cancelledIds;
}

/**
 * A provider declined the payment: of its sales, the orders the checkout handed to it (those with a deadline)
 * are cancelled and their units go back to stock. A debt or a booking's sale the payment was for stays as it
 * was (owed as before; a hold keeps counting down). The caller holds the sales' locks. Answers the ids cancelled.
 */
export async function cancelDeclinedOrders(trx: Transaction<DB>, saleIds: number[]): Promise<number[]> {
  if (saleIds.length === 0) return [];
  const orders = await trx.selectFrom('sales').select('id').where('id', 'in', saleIds).where('status', '=', 'Pending').where('lapses_at', 'is not', null).execute();
  return cancelWithStock(
    trx,
    orders.map((row) => row.id),
  );
}

/**
 * Records the orders whose deadline passed unpaid: cancelled, their units given back. Orders another
 * transaction holds (its provider's answer being settled, another sale giving them back) are skipped, never
 * waited for (SKIP LOCKED), so any number of server instances may run this at once and each order is
 * given back once. `productId`: only orders holding units of that product (a sale that needs them now).
 */
export async function lapseOverdueOrders(trx: Transaction<DB>, now: Date, options: { productId?: number; limit?: number } = {}): Promise<number[]> {
  let query = trx
    .selectFrom('sales')
    .select('sales.id')
    .where('sales.status', '=', 'Pending')
    .where('sales.lapses_at', '<=', now)
    .orderBy('sales.id')
    .limit(options.limit ?? 100)
    .forUpdate()
    .skipLocked();
  if (options.productId !== undefined) {
    const productId = options.productId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('stock_reservations')
          .select('stock_reservations.sale_id')
          .whereRef('stock_reservations.sale_id', '=', 'sales.id')
          .where('stock_reservations.product_id', '=', productId),
      ),
    );
  }
  const overdue = await query.execute();
  return cancelWithStock(
    trx,
    overdue.map((row) => row.id),
  );
}

/**
 * Of `saleIds`, the orders cancelled before their provider's money arrived (declined, then paid on the same
 * payment; or paid after the deadline) that can still be sold: their units are taken again and they are
 * Pending once more, to be paid by the caller. An order whose units are gone stays cancelled (to refund).
 */
export async function reviveCancelledOrders(trx: Transaction<DB>, saleIds: number[]): Promise<number[]> {
  if (saleIds.length === 0) return [];
  const orders = await trx.selectFrom('sales').select('id').where('id', 'in', saleIds).where('status', '=', 'Cancelled').where('lapses_at', 'is not', null).orderBy('id').execute();
  const revived: number[] = [];
  for (const { id } of orders) {
    if (!(await retakeStockOf(trx, id))) continue;
    await reopenSale(trx, id);
    revived.push(id);
  }
  return revived;
}
