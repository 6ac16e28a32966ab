import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { toPriceRow, type PriceRow } from '../booking-engine/prices';
import { toCents } from '../../domain/money';

/** Every price row of a booking type, in cents and wall minutes (small: a few rows per duration and band). */
export async function priceRowsOf(db: Kysely<DB>, bookingTypeId: number): Promise<PriceRow[]> {
  const rows = await db
    .selectFrom('prices')
    .select(['id', 'resource_id', 'duration_mins', 'weekday', 'starts_at', 'ends_at', 'valid_from', 'valid_to', 'gross_price', 'net_price', 'is_special'])
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
