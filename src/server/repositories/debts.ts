import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';
import { netPending } from '../../domain/money';
import { saleBookingLines } from './sale-bookings';

export type DebtAnswer = components['schemas']['Debt'];

/**
 * Pending sales of the customer with something left to pay at `now`, oldest first (the /debts table). What
 * can no longer be paid is no debt: an order handed to a payment provider past its payment deadline (it
 * lapsed unpaid, its units back in stock), and the sale of a booking hold that ran out (the checkout
 * refuses it: shop.holdExpired).
 */
export async function listDebts(db: Kysely<DB>, customerId: number, now: Date): Promise<DebtAnswer[]> {
  const sales = await db
    .selectFrom('sales')
    .select(['id', 'number', 'title', 'total', 'net_total', 'pending', 'payment_type'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'Pending')
    .where('pending', '>', 0)
    .where((eb) => eb.or([eb('lapses_at', 'is', null), eb('lapses_at', '>', now)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          saleBookingLines(db)
            .select('sale_items.id')
            .where('sale_items.sale_id', '=', eb.ref('sales.id'))
            .where((inner) =>
              inner.or([
                inner('bookings.status', 'in', ['Expired', 'Cancelled']),
                inner.and([inner('bookings.status', '=', 'Pending'), inner('bookings.payment_deadline', '<=', now)]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (sales.length === 0) return [];
  const items = await db
    .selectFrom('sale_items')
    .select(['sale_id', 'name', 'parent_identifier', 'total_with_discount'])
    .where(
      'sale_id',
      'in',
      sales.map((sale) => sale.id),
    )
    .orderBy('id')
    .execute();
  return sales.map((sale) => ({
    id: sale.id,
    saleNumber: sale.number,
    title: sale.title,
    total: sale.total,
    pending: sale.pending,
    netPending: netPending(sale.total, sale.net_total, sale.pending),
    paymentType: sale.payment_type,
    saleItems: items.filter((item) => item.sale_id === sale.id).map((item) => ({ name: item.name, parentIdentifier: item.parent_identifier, total: item.total_with_discount })),
  }));
}
