import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { toPriceRow, type PriceRow } from '../booking-engine/prices';
import { toCents } from '../../domain/money';

/** Every price row of a booking type, in cents and wall minutes (small: a few rows per duration and band). */
export async function priceRowsOf(db: Kysely<DB>, bookingTypeId: number): Promise<PriceRow[]> {
  const rows = await db
    .selectFrom('prices')
    .select(['id', 'resource_id', 'membership_product_id', 'duration_mins', 'weekday', 'starts_at', 'ends_at', 'valid_from', 'valid_to', 'gross_price', 'net_price', 'is_special'])
    .where('booking_type_id', '=', bookingTypeId)
    .orderBy('id')
    .execute();
  return rows.map((row) =>
    toPriceRow({
      ...row,
      starts_at: row.starts_at === null ? null : String(row.starts_at),
      ends_at: row.ends_at === null ? null : String(row.ends_at),
      valid_from: row.valid_from === null ? null : String(row.valid_from),
      valid_to: row.valid_to === null ? null : String(row.valid_to),
      gross: toCents(row.gross_price),
      net: toCents(row.net_price),
    }),
  );
}

/**
 * The membership products each of `customerIds` holds on club day `day` (a subscription started by then and
 * not stopped by `now`): what their member prices are for. Customers holding none are left out.
 */
export async function membershipsOf(db: Kysely<DB>, customerIds: readonly number[], day: string, now: Date): Promise<Map<number, Set<number>>> {
  const ids = [...new Set(customerIds.filter((id) => id > 0))];
  const held = new Map<number, Set<number>>();
  if (ids.length === 0) return held;
  const rows = await db
    .selectFrom('customer_periodic_sales')
    .select(['customer_id', 'product_id'])
    .where('customer_id', 'in', ids)
    .where('starts_on', '<=', day)
    .where((eb) => eb.or([eb('stopped_at', 'is', null), eb('stopped_at', '>', now)]))
    .execute();
  for (const row of rows) held.set(row.customer_id, (held.get(row.customer_id) ?? new Set()).add(row.product_id));
  return held;
}
