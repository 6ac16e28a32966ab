import type { Kysely, Transaction } from 'kysely';
import type { DB, VoucherKind } from '../db/schema';
import { fromCents, toCents } from '../../domain/money';

export interface VoucherRecord {
  id: number;
  customerId: number;
  kind: VoucherKind;
  name: string;
  balance: number;
  expiresAt: Date | null;
}

const voucherColumns = (db: Kysely<DB>) =>
  db
    .selectFrom('vouchers')
    .leftJoin('products', 'products.id', 'vouchers.campaign_product_id')
    .select(['vouchers.id', 'vouchers.customer_id', 'vouchers.kind', 'vouchers.description', 'vouchers.balance', 'vouchers.expires_at', 'products.name']);

const toVoucher = (row: {
  id: number;
  customer_id: number;
  kind: VoucherKind;
  description: string;
  balance: number;
  expires_at: Date | null;
  name: string | null;
}): VoucherRecord => ({
  id: row.id,
  customerId: row.customer_id,
  kind: row.kind,
  name: row.description || row.name || `#${row.id}`,
  balance: row.balance,
  expiresAt: row.expires_at,
});

/** The customer's vouchers with a balance left that have not expired at `now`. */
export async function usableVouchers(db: Kysely<DB>, customerId: number, now: Date): Promise<VoucherRecord[]> {
  const rows = await voucherColumns(db)
    .where('vouchers.customer_id', '=', customerId)
    .where('vouchers.balance', '>', 0)
    .where((eb) => eb.or([eb('vouchers.expires_at', 'is', null), eb('vouchers.expires_at', '>', now)]))
    .orderBy('vouchers.created_at')
    .orderBy('vouchers.id')
    .execute();
  return rows.map(toVoucher);
}

export async function findVoucher(db: Kysely<DB>, voucherId: number): Promise<VoucherRecord | undefined> {
  const row = await voucherColumns(db).where('vouchers.id', '=', voucherId).executeTakeFirst();
  return row ? toVoucher(row) : undefined;
}

/**
 * Takes `amount` off a voucher in one conditional UPDATE (never below zero: a concurrent payment waits for
 * the row lock and then sees the lowered balance) and writes the movement. False when the balance does not cover it.
 */
export async function debitVoucher(trx: Transaction<DB>, voucherId: number, amount: number, movement: { saleId: number | null; description: string; at: Date }): Promise<boolean> {
  const debited = await trx
    .updateTable('vouchers')
    .set((eb) => ({ balance: eb('balance', '-', amount) }))
    .where('id', '=', voucherId)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst();
  if (!debited) return false;
  const previous = fromCents(toCents(debited.balance) + toCents(amount));
  await trx
    .insertInto('voucher_movements')
    .values({ voucher_id: voucherId, amount: -amount, previous_amount: previous, sale_id: movement.saleId, description: movement.description, created_at: movement.at })
    .execute();
  return true;
}

/**
 * A paid sale of voucher campaigns credits them: one voucher a unit, holding the campaign's amount for its
 * validity days, with its first movement (the recharge). Answers how many vouchers were written. A campaign is
 * bought with money only (voucher payments refuse it, promo codes skip it); should a line come discounted all
 * the same, a unit credits at most the money paid for it, so no purchase gains credit from a discount.
 */
export async function creditVoucherCampaigns(trx: Transaction<DB>, saleIds: number[], customerId: number, now: Date): Promise<number> {
  if (saleIds.length === 0) return 0;
  const lines = await trx
    .selectFrom('sale_items')
    .innerJoin('products', 'products.id', 'sale_items.product_id')
    .select([
      'sale_items.sale_id',
      'sale_items.units',
      'sale_items.name',
      'sale_items.unit_gross_price',
      'sale_items.discount',
      'products.id as productId',
      'products.voucher_amount',
      'products.voucher_validity_days',
    ])
    .where('sale_items.sale_id', 'in', saleIds)
    .where('sale_items.category', '=', 'VoucherCampaign')
    .where('products.voucher_amount', 'is not', null)
    .orderBy('sale_items.id')
    .execute();
  let written = 0;
  for (const line of lines) {
    const discounted = toCents(line.discount) > 0;
    const paidPerUnit = Math.floor((toCents(line.unit_gross_price) * line.units - toCents(line.discount)) / line.units);
    const amount = fromCents(discounted ? Math.min(toCents(line.voucher_amount!), paidPerUnit) : toCents(line.voucher_amount!));
    const expiresAt = line.voucher_validity_days ? new Date(now.getTime() + line.voucher_validity_days * 86_400_000) : null;
    for (let unit = 0; unit < line.units; unit += 1) {
      const voucher = await trx
        .insertInto('vouchers')
        .values({ customer_id: customerId, campaign_product_id: line.productId, description: line.name, balance: amount, expires_at: expiresAt, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('voucher_movements')
        .values({ voucher_id: voucher.id, amount, previous_amount: 0, sale_id: line.sale_id, description: line.name, created_at: now })
        .execute();
      written += 1;
    }
  }
  return written;
}
