import type { Kysely, Transaction } from 'kysely';
import { fromCents, toCents } from '../../domain/money';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';

type Voucher = components['schemas']['Voucher'];
type Membership = components['schemas']['Membership'];

/** A customer's vouchers that have not expired at `now`, each with its movements newest first. */
export async function activeVouchers(db: Kysely<DB>, customerId: number, now: Date): Promise<Voucher[]> {
  const vouchers = await db
    .selectFrom('vouchers')
    .leftJoin('products', 'products.id', 'vouchers.campaign_product_id')
    .select(['vouchers.id', 'vouchers.description', 'vouchers.balance', 'products.name', 'products.logo'])
    .where('vouchers.customer_id', '=', customerId)
    .where((eb) => eb.or([eb('vouchers.expires_at', 'is', null), eb('vouchers.expires_at', '>', now)]))
    .orderBy('vouchers.created_at', 'desc')
    .orderBy('vouchers.id', 'desc')
    .execute();
  if (vouchers.length === 0) return [];
  const movements = await db
    .selectFrom('voucher_movements')
    .select(['voucher_id', 'created_at', 'amount', 'previous_amount', 'current_amount'])
    .where(
      'voucher_id',
      'in',
      vouchers.map((v) => v.id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return vouchers.map((voucher) => ({
    id: voucher.id,
    name: voucher.name ?? voucher.description,
    description: voucher.description,
    balance: voucher.balance,
    logo: voucher.logo,
    movements: movements
      .filter((m) => m.voucher_id === voucher.id)
      .map((m) => ({ created: m.created_at.toISOString(), amount: m.amount, previousAmount: m.previous_amount, current: m.current_amount })),
  }));
}

/** Published products of one kind, cheapest first: what the header and home list as on sale. */
function productsOnSale(db: Kysely<DB>, kind: 'VoucherCampaign' | 'PeriodicSale') {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'description', 'logo', 'gross_price', 'net_price', 'voucher_amount'])
    .where('kind', '=', kind)
    .where('published', '=', true)
    .orderBy('gross_price')
    .orderBy('id')
    .execute();
}

type ProductOnSale = Awaited<ReturnType<typeof productsOnSale>>[number];

/** What every product on sale answers. */
const onSale = (row: ProductOnSale) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logo: row.logo,
  grossPrice: row.gross_price,
  netPrice: row.net_price,
});

/** Voucher campaigns on sale; `balance` is what a purchase credits. */
export async function vouchersOnSale(db: Kysely<DB>): Promise<Voucher[]> {
  const rows = await productsOnSale(db, 'VoucherCampaign');
  return rows.map((row) => ({ ...onSale(row), balance: row.voucher_amount }));
}

/** Membership products (periodic sales) on sale. */
export async function membershipsOnSale(db: Kysely<DB>): Promise<Membership[]> {
  const rows = await productsOnSale(db, 'PeriodicSale');
  return rows.map((row) => ({ ...onSale(row), productId: row.id }));
}

/**
 * Gives `amount` back to a voucher (money, sessions or hours, as the voucher counts) with its movement: a
 * refund of what it paid. One UPDATE: a payment with the same voucher at the same time waits for the row.
 */
export async function creditVoucher(trx: Transaction<DB>, voucherId: number, amount: number, movement: { saleId: number | null; description: string; at: Date }): Promise<void> {
  const credited = await trx
    .updateTable('vouchers')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('id', '=', voucherId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  const previous = fromCents(toCents(credited.balance) - toCents(amount));
  await trx
    .insertInto('voucher_movements')
    .values({ voucher_id: voucherId, amount, previous_amount: previous, sale_id: movement.saleId, description: movement.description, created_at: movement.at })
    .execute();
}

/** The name of a voucher campaign the sales sell (a line of kind VoucherCampaign), if they sell one. */
export async function voucherCampaignSold(db: Kysely<DB>, saleIds: number[]): Promise<string | undefined> {
  if (saleIds.length === 0) return undefined;
  const line = await db.selectFrom('sale_items').select('name').where('sale_id', 'in', saleIds).where('category', '=', 'VoucherCampaign').orderBy('id').executeTakeFirst();
  return line?.name;
}
