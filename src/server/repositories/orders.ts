import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import { PaymentMethodType, type DB, type SaleStatus } from '../db/schema';
import { shownAmount, toCents } from '../../domain/money';

export type OrderAnswer = components['schemas']['Order'];

/** A sale becomes an order once paid; a refunded one stays in the list (the refund popup shows it). */
const ORDER_STATUSES: SaleStatus[] = ['Paid', 'Refunded'];

/** Amounts are shown gross or net following the club's PriceWithTaxes setting, like every price of the portal. */
export interface PriceMode {
  withTaxes: boolean;
}

const pick = (mode: PriceMode, gross: number, net: number) => shownAmount(gross, net, mode.withTaxes);

function orderSales(db: Kysely<DB>, customerId: number) {
  return (
    db
      .selectFrom('sales')
      .leftJoin('payment_methods', 'payment_methods.id', 'sales.payment_method_id')
      .select([
        'sales.id',
        'sales.number',
        'sales.status',
        'sales.created_at',
        'sales.paid_at',
        'sales.online',
        'sales.sub_total',
        'sales.net_sub_total',
        'sales.discount',
        'sales.net_discount',
        'sales.shipping',
        'sales.net_shipping',
        'sales.total',
        'sales.net_total',
        'payment_methods.name as payment_method',
      ])
      .where('sales.customer_id', '=', customerId)
      // An order placed at checkout to pay at the club is an order too, until it is cancelled; one handed to a
      // card or wallet provider is not until the provider says it is paid (a declined payment is no order).
      .where((eb) =>
        eb.or([
          eb('sales.status', 'in', ORDER_STATUSES),
          eb.and([eb('sales.status', '=', 'Pending'), eb('sales.checked_out_at', 'is not', null), eb('payment_methods.type', '=', PaymentMethodType.Pending)]),
        ]),
      )
  );
}

async function linesOf(db: Kysely<DB>, saleIds: number[]) {
  if (saleIds.length === 0) return [];
  return db
    .selectFrom('sale_items')
    .select(['sale_id', 'product_id', 'category', 'name', 'logo', 'units', 'unit_gross_price', 'unit_net_price', 'total_with_discount', 'net_total_with_discount'])
    .where('sale_id', 'in', saleIds)
    .orderBy('sale_id')
    .orderBy('id')
    .execute();
}

async function refundsOf(db: Kysely<DB>, saleIds: number[]) {
  if (saleIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .leftJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
    .select(['payments.sale_id', 'payments.amount', 'payment_methods.name as payment_method'])
    .where('payments.sale_id', 'in', saleIds)
    .where('payments.amount', '<', 0)
    .where('payments.status', '=', 'Succeeded')
    .orderBy('payments.id')
    .execute();
}

/** The customer's orders, newest first, or the one order `saleId` when given (an empty list when it is not theirs). */
export async function findOrders(db: Kysely<DB>, customerId: number, mode: PriceMode, saleId?: number): Promise<OrderAnswer[]> {
  let query = orderSales(db, customerId);
  if (saleId !== undefined) query = query.where('sales.id', '=', saleId);
  const sales = await query.orderBy('sales.created_at', 'desc').orderBy('sales.id', 'desc').execute();
  const ids = sales.map((sale) => sale.id);
  const [lines, refunds] = await Promise.all([linesOf(db, ids), refundsOf(db, ids)]);
  return sales.map((sale) => ({
    id: sale.id,
    number: sale.number,
    date: (sale.paid_at ?? sale.created_at).toISOString(),
    online: sale.online,
    paymentMethod: sale.payment_method,
    subTotal: pick(mode, sale.sub_total, sale.net_sub_total),
    shipping: pick(mode, sale.shipping, sale.net_shipping),
    discount: pick(mode, sale.discount, sale.net_discount),
    total: pick(mode, sale.total, sale.net_total),
    items: lines
      .filter((line) => line.sale_id === sale.id)
      .map((line) => ({
        name: line.name,
        logo: line.logo,
        price: pick(mode, line.unit_gross_price, line.unit_net_price),
        units: line.units,
        total: pick(mode, line.total_with_discount, line.net_total_with_discount),
        productId: line.product_id,
        category: line.category,
      })),
    state: orderState(
      sale.status,
      sale.total,
      refunds.filter((refund) => refund.sale_id === sale.id),
    ),
    refunds: refunds.filter((refund) => refund.sale_id === sale.id).map((refund) => ({ paymentMethod: refund.payment_method, amount: Math.abs(refund.amount) })),
  }));
}

/** Paid, Pending (to pay at the club), Refunded (all given back) or PartlyRefunded, from the sale and its refunds. */
function orderState(status: SaleStatus, total: number, refunds: readonly { amount: number }[]): OrderAnswer['state'] {
  if (status === 'Pending') return 'Pending';
  if (status === 'Refunded') return 'Refunded';
  const refundedCents = refunds.reduce((sum, refund) => sum + toCents(Math.abs(refund.amount)), 0);
  if (refundedCents === 0) return 'Paid';
  return refundedCents >= toCents(total) ? 'Refunded' : 'PartlyRefunded';
}
