import type { Kysely } from 'kysely';
import type { DB, DiscountType } from '../db/schema';

export interface PromoRecord {
  id: number;
  code: string;
  discountType: DiscountType;
  value: number;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** The products it applies to; empty: every product line. */
  productIds: number[];
  /** Sales not cancelled that used it, in all and by the customer asked about. */
  uses: number;
  customerUses: number;
}

/**
 * An active code by its text (case-insensitive) with its use counts. `lock` takes the code's row lock, so
 * two checkouts using the last use of a code are counted one after the other.
 */
export async function findPromo(db: Kysely<DB>, code: string, customerId: number | null, options: { lock?: boolean } = {}): Promise<PromoRecord | undefined> {
  let query = db
    .selectFrom('promo_codes')
    .select(['id', 'code', 'discount_type', 'value', 'valid_from', 'valid_to', 'max_uses', 'max_uses_per_customer'])
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .where('active', '=', true);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [products, uses] = await Promise.all([
    db.selectFrom('promo_code_products').select('product_id').where('promo_code_id', '=', row.id).execute(),
    db
      .selectFrom('sales')
      .select((eb) => [
        eb.fn.countAll<string>().as('uses'),
        eb.fn
          .count<string>('id')
          .filterWhere('customer_id', '=', customerId ?? -1)
          .as('customer_uses'),
      ])
      .where('promo_code_id', '=', row.id)
      .where('status', '<>', 'Cancelled')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: row.id,
    code: row.code,
    discountType: row.discount_type,
    value: Number(row.value),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    maxUses: row.max_uses,
    maxUsesPerCustomer: row.max_uses_per_customer,
    productIds: products.map((product) => product.product_id),
    uses: Number(uses.uses),
    customerUses: Number(uses.customer_uses),
  };
}
