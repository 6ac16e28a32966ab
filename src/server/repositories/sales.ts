import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, DeliveryAddress, Origin, SaleItemsTable, SalesTable } from '../db/schema';
import { fromCents, toCents, type Cents } from '../../domain/money';
import { taxTotals } from '../../domain/taxes';
import { jsonb } from '../db/json';
import type { CartProduct } from './checkout';
import { saleBookingLines, salesOfBookings } from './sale-bookings';

/** A line of a new sale; its sale is filled in by insertSale. */
export type NewSaleItem = Omit<Insertable<SaleItemsTable>, 'sale_id'>;

/**
 * The one way a sale is written (a cart's order, an activity sign-up, a booking's share): the sale and its lines
 * together, inside the caller's transaction. The database fills in its number, totals and state defaults.
 */
export async function insertSale(trx: Transaction<DB>, sale: Insertable<SalesTable>, items: NewSaleItem[]): Promise<Selectable<SalesTable>> {
  const written = await trx.insertInto('sales').values(sale).returningAll().executeTakeFirstOrThrow();
  if (items.length > 0) {
    await trx
      .insertInto('sale_items')
      .values(items.map((item) => ({ ...item, sale_id: written.id })))
      .execute();
  }
  return written;
}

/** A sale already written (a booking's, a fee, a debt) that the cart pays. */
export interface CartSale {
  id: number;
  number: string;
  title: string;
  customerId: number | null;
  status: string;
  total: Cents;
  netTotal: Cents;
  pending: Cents;
  paymentType: number;
  withRetention: boolean;
  paymentDeadline: Date | null;
  /** Whether the sale pays for a joined place held until its payment deadline (booking_players.hold_until). */
  holdsPlace: boolean;
  /** Bookings the sale pays for, with their length in minutes. */
  bookings: Array<{ id: number; status: string; minutes: number }>;
}

/** The sales `ids` (those that exist), in the order asked; `lock` takes their row locks for the checkout's transaction. */
export async function findCartSales(db: Kysely<DB>, ids: number[], options: { lock?: boolean } = {}): Promise<CartSale[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('sales')
    .select(['id', 'number', 'title', 'customer_id', 'status', 'total', 'net_total', 'pending', 'payment_type', 'with_retention', 'payment_deadline'])
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('booking_players').select('booking_players.id').whereRef('booking_players.sale_id', '=', 'sales.id').where('booking_players.hold_until', 'is not', null),
        )
        .as('holds_place'),
    )
    .where('id', 'in', ids)
    .orderBy('id');
  if (options.lock) query = query.forUpdate();
  const rows = await query.execute();
  const bookings = await saleBookingLines(db)
    .select(['sale_items.sale_id', 'bookings.id', 'bookings.status', sql<number>`extract(epoch from bookings.ends_at - bookings.starts_at) / 60`.as('minutes')])
    .where('sale_items.sale_id', 'in', ids)
    .execute();
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        number: row.number,
        title: row.title,
        customerId: row.customer_id,
        status: row.status,
        total: toCents(row.total),
        netTotal: toCents(row.net_total),
        pending: toCents(row.pending),
        paymentType: row.payment_type,
        withRetention: row.with_retention,
        paymentDeadline: row.payment_deadline,
        holdsPlace: row.holds_place === true,
        bookings: bookings.filter((booking) => booking.sale_id === row.id).map((booking) => ({ id: booking.id, status: booking.status, minutes: Number(booking.minutes) })),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

interface NewOrderLine {
  product: CartProduct;
  units: number;
  discount: Cents;
  netDiscount: Cents;
  customerId: number;
  stockParentId: number | null;
  stockParentName: string | null;
  stockDetail: string | null;
}

export interface NewOrder {
  customerId: number;
  title: string;
  lines: NewOrderLine[];
  shipping: { transportId: number; product: { id: number; name: string; gross: Cents; net: Cents; taxPercent: number } } | null;
  promoCodeId: number | null;
  deliveryAddress: DeliveryAddress | null;
  origin: Origin | null;
  at: Date;
}

/** Writes the sale of the cart's product lines (Pending until paid) with its lines; the shipping is a line of the transport's product too. */
export async function insertOrderSale(trx: Transaction<DB>, order: NewOrder): Promise<{ id: number; number: string; total: Cents; netTotal: Cents }> {
  const sum = (pick: (line: NewOrderLine) => Cents) => order.lines.reduce((total, line) => total + pick(line), 0);
  const subTotal = sum((line) => line.product.gross * line.units);
  const discount = sum((line) => line.discount);
  const shipping = order.shipping?.product.gross ?? 0;
  const netShipping = order.shipping?.product.net ?? 0;
  // The one money rule (domain/taxes.ts): the sale's tax base is its invoice's, taken once per rate out of
  // what is paid, so the order list, the invoice and the sale agree to the cent. Its net discount is its lines'
  // (applyPromo's, what promos/validate answered); the net subtotal closes subtotal − discount + shipping = base.
  const { base } = taxTotals([
    ...order.lines.map((line) => ({ taxPercent: line.product.taxPercent, gross: line.product.gross * line.units - line.discount })),
    ...(order.shipping ? [{ taxPercent: order.shipping.product.taxPercent, gross: shipping }] : []),
  ]);
  const netDiscount = sum((line) => line.netDiscount);
  const netSubTotal = base - netShipping + netDiscount;
  const sale = await insertSale(
    trx,
    {
      customer_id: order.customerId,
      title: order.title,
      status: 'Pending',
      payment_type: 1,
      sub_total: fromCents(subTotal),
      net_sub_total: fromCents(netSubTotal),
      discount: fromCents(discount),
      net_discount: fromCents(netDiscount),
      shipping: fromCents(shipping),
      net_shipping: fromCents(netShipping),
      transport_id: order.shipping?.transportId ?? null,
      promo_code_id: order.promoCodeId,
      delivery_address: order.deliveryAddress ? jsonb(order.deliveryAddress) : null,
      origin: order.origin,
      online: true,
      created_at: order.at,
    },
    order.lines.map((line) => ({
      product_id: line.product.id,
      category: line.product.kind,
      name: line.product.name,
      logo: line.product.logo,
      units: line.units,
      unit_gross_price: fromCents(line.product.gross),
      unit_net_price: fromCents(line.product.net),
      tax_percent: line.product.taxPercent,
      discount: fromCents(line.discount),
      net_discount: fromCents(line.netDiscount),
      customer_id: line.customerId,
      buyer_customer_id: order.customerId,
      stock_parent_id: line.stockParentId,
      stock_parent_name: line.stockParentName,
      stock_detail: line.stockDetail,
      created_at: order.at,
    })),
  );
  return { id: sale.id, number: sale.number, total: subTotal - discount + shipping, netTotal: base };
}

/**
 * Records that the sales went through one checkout (group, method, moment, the caller's language). `paid` settles what each still
 * owes with a succeeded payment row each; otherwise they stay Pending: a debt paid at the club.
 */
export async function checkOutSales(
  trx: Transaction<DB>,
  saleIds: number[],
  options: { groupId: string; paymentMethodId: number | null; voucherId: number | null; paid: boolean; at: Date; language: string },
): Promise<void> {
  if (saleIds.length === 0) return;
  const owed = await trx.selectFrom('sales').select(['id', 'pending']).where('id', 'in', saleIds).execute();
  await trx
    .updateTable('sales')
    .set({ group_id: options.groupId, payment_method_id: options.paymentMethodId, checked_out_at: options.at, language: options.language })
    .where('id', 'in', saleIds)
    .execute();
  if (!options.paid) return;
  await markSalesPaid(trx, saleIds, options.at, { from: 'any' });
  const payments = owed
    .filter((sale) => sale.pending > 0)
    .map((sale) => ({
      sale_id: sale.id,
      payment_method_id: options.paymentMethodId,
      voucher_id: options.voucherId,
      amount: sale.pending,
      status: 'Succeeded' as const,
      created_at: options.at,
      settled_at: options.at,
    }));
  if (payments.length > 0) await trx.insertInto('payments').values(payments).execute();
}

/** The public tokens of the sales (their invoice links). */
export async function salePublicTokens(db: Kysely<DB>, saleIds: number[]): Promise<Array<{ id: number; number: string; publicToken: string }>> {
  if (saleIds.length === 0) return [];
  const rows = await db.selectFrom('sales').select(['id', 'number', 'public_token']).where('id', 'in', saleIds).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, number: row.number, publicToken: row.public_token }));
}

/** The language the sales were checked out in (the first one stored), or null when none was stored. */
export async function checkoutLanguage(db: Kysely<DB>, saleIds: number[]): Promise<string | null> {
  if (saleIds.length === 0) return null;
  const row = await db.selectFrom('sales').select('language').where('id', 'in', saleIds).where('language', 'is not', null).orderBy('id').executeTakeFirst();
  return row?.language ?? null;
}

// ── A sale's state: every write of the sales table after insertSale is one of these transitions ──────
// (guard: sale-writes.test.ts). Each takes the caller's transaction and moves only the sales in the state it
// names, so a transition run twice, or after another one, changes nothing.

type SaleIds = number | number[];

function salesIn(trx: Transaction<DB>, ids: SaleIds) {
  return trx.updateTable('sales').where('id', 'in', [ids].flat());
}

/** Paid: all the sales owed is paid at `at`. `from: 'any'` pays them whatever their state (a checkout paid in full). */
export async function markSalesPaid(trx: Transaction<DB>, saleIds: number[], at: Date, options: { from: 'Pending' | 'any' } = { from: 'Pending' }): Promise<void> {
  if (saleIds.length === 0) return;
  let update = salesIn(trx, saleIds).set({ status: 'Paid', paid: sql<number>`sub_total - discount + shipping`, paid_at: at });
  if (options.from === 'Pending') update = update.where('status', '=', 'Pending');
  await update.execute();
}

/**
 * A pre-authorization closed: a Pending sale it captured something for is Paid by what it captured; one it
 * captured nothing for (teammates paid it) is owed no more and Cancelled.
 */
export async function settleCapturedSale(trx: Transaction<DB>, saleId: number, captured: Cents, at: Date): Promise<void> {
  await salesIn(trx, saleId)
    .set(captured > 0 ? { status: 'Paid', paid: sql<number>`paid + ${fromCents(captured)}`, paid_at: at } : { status: 'Cancelled' })
    .where('status', '=', 'Pending')
    .execute();
}

/** Cancelled: of `saleIds`, those still Pending (and, with `neverCheckedOut`, never checked out). Answers the ids cancelled. */
export async function cancelPendingSales(trx: Transaction<DB>, saleIds: SaleIds, options: { neverCheckedOut?: boolean } = {}): Promise<number[]> {
  if ([saleIds].flat().length === 0) return [];
  let update = salesIn(trx, saleIds).set({ status: 'Cancelled' }).where('status', '=', 'Pending');
  if (options.neverCheckedOut) update = update.where('checked_out_at', 'is', null);
  const cancelled = await update.returning('id').execute();
  return cancelled.map((row) => row.id);
}

/** Cancelled: the still-Pending sales that pay for the bookings `bookingIds`. */
export async function cancelPendingSalesOfBookings(trx: Transaction<DB>, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await trx.updateTable('sales').set({ status: 'Cancelled' }).where('status', '=', 'Pending').where('id', 'in', salesOfBookings(trx, bookingIds)).execute();
}

/** Pending again: a cancelled order whose units were taken back, to be paid now. */
export async function reopenSale(trx: Transaction<DB>, saleId: number): Promise<void> {
  await salesIn(trx, saleId).set({ status: 'Pending' }).execute();
}

/** Refunded: a Paid sale given back (its refunds made). Answers whether it moved (false: not Paid, refunded already). */
export async function markSaleRefunded(trx: Transaction<DB>, saleId: number): Promise<boolean> {
  const moved = await salesIn(trx, saleId).set({ status: 'Refunded' }).where('status', '=', 'Paid').executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** Refunded by its provider with what it was paid (`paid`), whatever its state unless refunded already. Answers whether it moved. */
export async function markSaleRefundedByProvider(trx: Transaction<DB>, saleId: number, paid: Cents, at: Date): Promise<boolean> {
  const moved = await salesIn(trx, saleId)
    .set({ status: 'Refunded', paid: fromCents(paid), paid_at: at })
    .where('status', '!=', 'Refunded')
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** The order handed to a provider lapses at `lapsesAt` unless it is paid by then. */
export async function setOrderDeadline(trx: Transaction<DB>, saleId: number, lapsesAt: Date): Promise<void> {
  await salesIn(trx, saleId).set({ lapses_at: lapsesAt }).execute();
}

/** A removed customer's sales are kept without their delivery address. */
export async function forgetDeliveryAddresses(trx: Transaction<DB>, customerId: number): Promise<void> {
  await trx.updateTable('sales').set({ delivery_address: null }).where('customer_id', '=', customerId).execute();
}
