import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '../../generated/api';
import type { DB, ProductsTable } from '../db/schema';
import type { GridColumns, ParsedGridStatus } from '../grid-status/grid-status';
import { gridOrder, gridWhere } from '../grid-status/sql';

export type ProductAnswer = components['schemas']['Product'];
type StockDetailAnswer = components['schemas']['ProductStockDetail'];

/** What the shop grid accepts (the contract's GridStatus for shop/list). */
export const SHOP_GRID: GridColumns = {
  filters: {
    ProductTypeId: { kind: 'integer', operators: ['equals', 'notEquals'] },
    Name: { kind: 'text', operators: ['contains', 'startsWith', 'equals'] },
    Detail: { kind: 'text', operators: ['contains', 'startsWith', 'equals'] },
    Description: { kind: 'text', operators: ['contains', 'startsWith', 'equals'] },
  },
  sorts: ['Created', 'GrossPrice', 'Name'],
};

const SHOP_COLUMNS = {
  ProductTypeId: 'products.product_type_id',
  Name: 'products.name',
  Detail: 'products.detail',
  Description: 'products.description',
  Created: 'products.created_at',
  GrossPrice: 'products.gross_price',
};

function toProduct(row: Selectable<ProductsTable>): ProductAnswer {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    detail: row.detail,
    description: row.description,
    grossPrice: row.gross_price,
    netPrice: row.net_price,
    kind: row.kind,
    productTypeId: row.product_type_id,
    hasStock: row.has_stock,
    transportRequired: row.transport_required,
    duration: row.period_count,
    durationUnit: row.period_unit,
  };
}

/** Products the shop shows: published ones (unpublished ones are sold only as part of something else). */
const published = (db: Kysely<DB>) => db.selectFrom('products').selectAll('products').where('products.published', '=', true);

/**
 * The products with the sizes or variants each is sold in (their own unpublished products, in the order the club
 * added them): one query for all of them. A product without variants keeps stockDetails null.
 */
async function withStockDetails(db: Kysely<DB>, products: ProductAnswer[]): Promise<ProductAnswer[]> {
  if (products.length === 0) return products;
  const variants = await db
    .selectFrom('products')
    .select(['id', 'name', 'stock_parent_id', 'stock_detail', 'gross_price', 'net_price', 'stock_units'])
    .where(
      'stock_parent_id',
      'in',
      products.map((product) => product.id),
    )
    .where('stock_detail', 'is not', null)
    .orderBy('id')
    .execute();
  const byParent = new Map<number, StockDetailAnswer[]>();
  for (const variant of variants) {
    const list = byParent.get(variant.stock_parent_id!) ?? [];
    list.push({
      productId: variant.id,
      detail: variant.stock_detail!,
      name: variant.name,
      grossPrice: variant.gross_price,
      netPrice: variant.net_price,
      units: Math.max(0, variant.stock_units ?? 0),
    });
    byParent.set(variant.stock_parent_id!, list);
  }
  return products.map((product) => (byParent.has(product.id) ? { ...product, stockDetails: byParent.get(product.id)! } : product));
}

/** One page of the shop grid and the number of products matching it. */
export async function listShopPage(db: Kysely<DB>, grid: ParsedGridStatus, page: { offset: number; limit: number }): Promise<{ rows: ProductAnswer[]; totalCount: number }> {
  const where = gridWhere(grid.filters, SHOP_COLUMNS);
  const base = db.selectFrom('products').where('products.published', '=', true);
  const matching = where ? base.where(where) : base;
  let rows = matching.selectAll('products');
  for (const { column, direction } of gridOrder(grid.sort, SHOP_COLUMNS, [{ field: 'Created', direction: 'desc' }])) {
    rows = rows.orderBy(sql.ref(column), direction);
  }
  const [found, count] = await Promise.all([
    rows.orderBy('products.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await withStockDetails(db, found.map(toProduct)), totalCount: Number(count.count) };
}

export async function findPublishedProduct(db: Kysely<DB>, id: number): Promise<ProductAnswer | undefined> {
  const row = await published(db).where('products.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [product] = await withStockDetails(db, [toProduct(row)]);
  return product;
}

/** Popular products, newest first; `except` leaves out the product being viewed. */
export async function listPopularProducts(db: Kysely<DB>, except?: number): Promise<ProductAnswer[]> {
  let query = published(db).where('products.popular', '=', true);
  if (except !== undefined) query = query.where('products.id', '<>', except);
  const rows = await query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc').limit(20).execute();
  return withStockDetails(db, rows.map(toProduct));
}

export async function listTrendingProducts(db: Kysely<DB>): Promise<ProductAnswer[]> {
  const rows = await published(db).where('products.trending', '=', true).orderBy('products.created_at', 'desc').orderBy('products.id', 'desc').limit(20).execute();
  return withStockDetails(db, rows.map(toProduct));
}

/** Product types that have something to show in the shop (a type filter with no products would list nothing). */
export async function listProductTypes(db: Kysely<DB>): Promise<Array<{ id: number; name: string }>> {
  return db
    .selectFrom('product_types')
    .select(['product_types.id', 'product_types.name'])
    .where((eb) => eb.exists(eb.selectFrom('products').select('products.id').whereRef('products.product_type_id', '=', 'product_types.id').where('products.published', '=', true)))
    .orderBy('product_types.sort_order')
    .orderBy('product_types.name')
    .execute();
}
