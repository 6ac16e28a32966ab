import type { Kysely, Transaction } from 'kysely';
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

/** The products of `items` that are unknown or keep fewer units in stock than asked (a read: the sale itself takes stock with takeStock). */
export async function stockShortages(db: Kysely<DB>, items: ReadonlyArray<{ productId: number; units: number }>): Promise<StockShortage[]> {
  const wanted = unitsByProduct(items);
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'has_stock', 'stock_units'])
    .where('id', 'in', [...wanted.keys()])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shortages: StockShortage[] = [];
  for (const [productId, units] of wanted) {
    const row = byId.get(productId);
    if (!row) shortages.push({ productId, name: null, available: 0 });
    else if (row.has_stock && (row.stock_units ?? 0) < units) shortages.push({ productId, name: row.name, available: row.stock_units ?? 0 });
  }
  return shortages;
}

/**
 * Takes `units` of a stock-managed product in one conditional UPDATE: it changes the row only while
 * enough units remain, and the row lock it takes makes a concurrent sale of the same product wait and
 * then see the lowered stock. False when there is not enough (the caller refuses and rolls back).
 * A product without stock management always has enough.
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
