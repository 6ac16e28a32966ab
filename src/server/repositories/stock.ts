import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** The units a cart asks of each product (lines of one product added together). */
export function unitsByProduct(items: ReadonlyArray<{ productId: number; units: number }>): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.units);
  return wanted;
}

export interface StockShortage {
  productId: number;
  /** Null when the product does not exist. */
  name: string | null;
  available: number;
}

/**
 * Units of each product held by orders that lapsed by `now` without the write recording it yet (still
 * Pending past their `lapses_at`): free again for anyone who reads or takes stock.
 */
function lapsedReservedUnits(db: Kysely<DB>, productIds: number[], now: Date) {
  return db
    .selectFrom('stock_reservations')
    .innerJoin('sales', 'sales.id', 'stock_reservations.sale_id')
    .select(['stock_reservations.product_id', sql<number>`sum(stock_reservations.units)::int`.as('units')])
    .where('stock_reservations.product_id', 'in', productIds)
    .where('sales.status', '=', 'Pending')
    .where('sales.lapses_at', '<=', now)
    .groupBy('stock_reservations.product_id')
    .execute();
}

/**
 * The products of `items` that are unknown or keep fewer units in stock than asked at `now` (a read: the sale
 * itself takes stock with takeStock). Units held by an order whose payment deadline has passed count as free.
 */
export async function stockShortages(db: Kysely<DB>, items: ReadonlyArray<{ productId: number; units: number }>, now: Date): Promise<StockShortage[]> {
  const wanted = unitsByProduct(items);
  const ids = [...wanted.keys()];
  const rows = await db.selectFrom('products').select(['id', 'name', 'has_stock', 'stock_units']).where('id', 'in', ids).execute();
  const freed = new Map((await lapsedReservedUnits(db, ids, now)).map((row) => [row.product_id, Number(row.units)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shortages: StockShortage[] = [];
  for (const [productId, units] of wanted) {
    const row = byId.get(productId);
    const available = (row?.stock_units ?? 0) + (freed.get(productId) ?? 0);
    if (!row) shortages.push({ productId, name: null, available: 0 });
    else if (row.has_stock && available < units) shortages.push({ productId, name: row.name, available });
  }
  return shortages;
}

/**
 * Takes `units` of a stock-managed product in one conditional UPDATE: it changes the row only while
 * enough units remain, and the row lock it takes makes a concurrent sale of the same product wait and
 * then see the lowered stock. False when there is not enough (the caller gives back lapsed orders' units
 * and asks again, or refuses and rolls back). A product without stock management always has enough.
 */
export async function takeStock(trx: Transaction<DB>, productId: number, units: number): Promise<boolean> {
  const taken = await trx
    .updateTable('products')
    .set((eb) => ({ stock_units: eb('stock_units', '-', units) }))
    .where('id', '=', productId)
    .where('has_stock', '=', true)
    .where('stock_units', '>=', units)
    .returning('id')
    .executeTakeFirst();
  if (taken) return true;
  const product = await trx.selectFrom('products').select('has_stock').where('id', '=', productId).executeTakeFirst();
  return product !== undefined && !product.has_stock;
}

/** Whether products keep stock (those the checkout reserves units of). */
export async function stockManaged(db: Kysely<DB>, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', productIds).where('has_stock', '=', true).execute();
  return new Set(rows.map((row) => row.id));
}

/** Records the units an order took while its provider payment is open (one row a product). */
export async function reserveStock(trx: Transaction<DB>, saleId: number, units: ReadonlyMap<number, number>): Promise<void> {
  const rows = [...units].filter(([, count]) => count > 0).map(([productId, count]) => ({ sale_id: saleId, product_id: productId, units: count }));
  if (rows.length > 0) await trx.insertInto('stock_reservations').values(rows).execute();
}

/** The orders are paid: the units they reserved stay sold (their reservations are dropped). */
export async function keepReservedStock(trx: Transaction<DB>, saleIds: number[]): Promise<void> {
  if (saleIds.length === 0) return;
  await trx.deleteFrom('stock_reservations').where('sale_id', 'in', saleIds).execute();
}

/**
 * The orders will not be paid: the units they reserved go back to their products, in the caller's
 * transaction. Deleting the reservation is what entitles to give its units back, so of two transactions
 * giving back the same order only the one whose DELETE found the rows adds them. Products are updated in
 * ascending id (the lock order, see booking-joins.ts). Answers the units given back per product.
 */
export async function giveBackStock(trx: Transaction<DB>, saleIds: number[]): Promise<Map<number, number>> {
  const given = new Map<number, number>();
  if (saleIds.length === 0) return given;
  const released = await trx.deleteFrom('stock_reservations').where('sale_id', 'in', saleIds).returning(['product_id', 'units']).execute();
  for (const row of released) given.set(row.product_id, (given.get(row.product_id) ?? 0) + row.units);
  for (const productId of [...given.keys()].sort((a, b) => a - b)) {
    await trx
      .updateTable('products')
      .set((eb) => ({ stock_units: eb('stock_units', '+', given.get(productId)!) }))
      .where('id', '=', productId)
      .where('has_stock', '=', true)
      .execute();
  }
  return given;
}

/**
 * Takes again the units of orders cancelled before their payment arrived (a failure followed by a success on
 * the same provider payment, a payment after the deadline), from their lines, all or nothing: true when
 * every stock-managed line had its units; false (nothing taken) otherwise.
 */
export async function retakeStockOf(trx: Transaction<DB>, saleId: number): Promise<boolean> {
  const lines = await trx.selectFrom('sale_items').select(['product_id', 'units']).where('sale_id', '=', saleId).where('product_id', 'is not', null).execute();
  const wanted = unitsByProduct(lines.map((line) => ({ productId: line.product_id!, units: line.units })));
  const managed = await stockManaged(trx, [...wanted.keys()]);
  const taken = new Map<number, number>();
  for (const productId of [...managed].sort((a, b) => a - b)) {
    const units = wanted.get(productId)!;
    if (!(await takeStock(trx, productId, units))) {
      for (const [id, count] of taken)
        await trx
          .updateTable('products')
          .set((eb) => ({ stock_units: eb('stock_units', '+', count) }))
          .where('id', '=', id)
          .execute();
      return false;
    }
    taken.set(productId, units);
  }
  return true;
}
