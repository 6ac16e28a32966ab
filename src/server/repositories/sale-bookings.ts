import type { Kysely, OperandValueExpressionOrList } from 'kysely';
import type { DB } from '../db/schema';

// The one join of sales and bookings: a sale pays for a booking through a line of its own whose parent is the
// booking (sale_items.parent_name 'Booking', parent_id the booking's id). Each answers a query to refine or
// to use as a subquery; `db` may be the caller's transaction.

/** The lines of sales that pay for bookings, joined with their booking. */
export function saleBookingLines(db: Kysely<DB>) {
  return db.selectFrom('sale_items').innerJoin('bookings', 'bookings.id', 'sale_items.parent_id').where('sale_items.parent_name', '=', 'Booking');
}

/** The ids of the sales that pay for the bookings `bookingIds` (a list, or a query of booking ids such as `bookingsOfSales`). */
export function salesOfBookings(db: Kysely<DB>, bookingIds: OperandValueExpressionOrList<DB, 'sale_items', 'sale_items.parent_id'>) {
  return db.selectFrom('sale_items').select('sale_items.sale_id').where('sale_items.parent_name', '=', 'Booking').where('sale_items.parent_id', 'in', bookingIds);
}

/** The ids of the bookings the sales `saleIds` pay for. */
export function bookingsOfSales(db: Kysely<DB>, saleIds: number[]) {
  return db.selectFrom('sale_items').select('sale_items.parent_id').where('sale_items.parent_name', '=', 'Booking').where('sale_items.sale_id', 'in', saleIds);
}
