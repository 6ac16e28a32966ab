import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, DeliveryAddress, JsonObject, Origin, PaymentMethodType, VoucherKind } from '../db/schema';
import { fromCents, toCents, type Cents } from '../../domain/money';
import { taxTotals } from '../../domain/taxes';
import { jsonb } from '../db/json';
import type { NewCustomer } from './identity';

/** A product as the cart's lines are priced and checked against it. */
export interface CartProduct {
  id: number;
  name: string;
  logo: string | null;
  kind: 'Service' | 'Article' | 'PeriodicSale' | 'VoucherCampaign';
  gross: Cents;
  net: Cents;
  taxPercent: number;
  hasStock: boolean;
  stockUnits: number | null;
  transportRequired: boolean;
}

export async function findCartProducts(db: Kysely<DB>, ids: number[]): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'logo', 'kind', 'gross_price', 'net_price', 'tax_percent', 'has_stock', 'stock_units', 'transport_required'])
    .where('id', 'in', ids)
    .where('published', '=', true)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        logo: row.logo,
        kind: row.kind,
        gross: toCents(row.gross_price),
        net: toCents(row.net_price),
        taxPercent: row.tax_percent,
        hasStock: row.has_stock,
        stockUnits: row.stock_units,
        transportRequired: row.transport_required,
      },
    ]),
  );
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
  /** Bookings the sale pays for, with their length in minutes. */
  bookings: Array<{ id: number; status: string; minutes: number }>;
}

/** The sales `ids` (those that exist), in the order asked; `lock` takes their row locks for the checkout's transaction. */
export async function findCartSales(db: Kysely<DB>, ids: number[], options: { lock?: boolean } = {}): Promise<CartSale[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('sales')
    .select(['id', 'number', 'title', 'customer_id', 'status', 'total', 'net_total', 'pending', 'payment_type', 'with_retention', 'payment_deadline'])
    .where('id', 'in', ids)
    .orderBy('id');
  if (options.lock) query = query.forUpdate();
  const rows = await query.execute();
  const bookings = await db
    .selectFrom('sale_items')
    .innerJoin('bookings', 'bookings.id', 'sale_items.parent_id')
    .select(['sale_items.sale_id', 'bookings.id', 'bookings.status', sql<number>`extract(epoch from bookings.ends_at - bookings.starts_at) / 60`.as('minutes')])
    .where('sale_items.parent_name', '=', 'Booking')
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
        bookings: bookings.filter((booking) => booking.sale_id === row.id).map((booking) => ({ id: booking.id, status: booking.status, minutes: Number(booking.minutes) })),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The customers whose sales a customer may pay: themself and their children. */
export async function payableCustomerIds(db: Kysely<DB>, customerId: number): Promise<number[]> {
  const children = await db.selectFrom('customers').select('id').where('parent_id', '=', customerId).execute();
  return [customerId, ...children.map((child) => child.id)];
}

export interface PaymentMethodRecord {
  id: number;
  type: PaymentMethodType;
  name: string;
  description: string | null;
  publicConfig: JsonObject;
  allowTokenization: boolean;
  forceSaveCreditCard: boolean;
}

export async function activePaymentMethods(db: Kysely<DB>): Promise<PaymentMethodRecord[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'type', 'name', 'description', 'public_config', 'allow_tokenization', 'force_save_credit_card'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    publicConfig: row.public_config,
    allowTokenization: row.allow_tokenization,
    forceSaveCreditCard: row.force_save_credit_card,
  }));
}

export interface SavedCard {
  id: number;
  paymentMethodId: number;
  cardEnding: string;
  brand: string | null;
}

export async function savedCards(db: Kysely<DB>, customerId: number): Promise<SavedCard[]> {
  const rows = await db
    .selectFrom('card_tokens')
    .innerJoin('payment_methods', 'payment_methods.id', 'card_tokens.payment_method_id')
    .select(['card_tokens.id', 'card_tokens.payment_method_id', 'card_tokens.card_ending', 'card_tokens.brand'])
    .where('card_tokens.customer_id', '=', customerId)
    .where('payment_methods.active', '=', true)
    .orderBy('card_tokens.created_at', 'desc')
    .orderBy('card_tokens.id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, paymentMethodId: row.payment_method_id, cardEnding: row.card_ending, brand: row.brand }));
}

export interface TransportRecord {
  id: number;
  name: string;
  deliveryTime: string | null;
  logo: string | null;
  productId: number;
  productName: string;
  gross: Cents;
  net: Cents;
  taxPercent: number;
}

export async function activeTransports(db: Kysely<DB>): Promise<TransportRecord[]> {
  const rows = await db
    .selectFrom('transports')
    .innerJoin('products', 'products.id', 'transports.price_product_id')
    .select([
      'transports.id',
      'transports.name',
      'transports.delivery_time',
      'transports.logo',
      'products.id as product_id',
      'products.name as product_name',
      'products.gross_price',
      'products.net_price',
      'products.tax_percent',
    ])
    .where('transports.active', '=', true)
    .orderBy('transports.sort_order')
    .orderBy('transports.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    deliveryTime: row.delivery_time,
    logo: row.logo,
    productId: row.product_id,
    productName: row.product_name,
    gross: toCents(row.gross_price),
    net: toCents(row.net_price),
    taxPercent: row.tax_percent,
  }));
}

export async function checkoutCustomerData(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'surname', 'address_line1', 'city', 'town', 'country', 'postal_code', 'email', 'phone', 'ok_rss', 'accept_conditions'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

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
  const linesNet = sum((line) => line.product.net * line.units);
  const discount = sum((line) => line.discount);
  const shipping = order.shipping?.product.gross ?? 0;
  const netShipping = order.shipping?.product.net ?? 0;
  // The sale's tax base is its invoice's (taxesByRate: each rate's tax rounded once on its summed base), so the
  // order list, the invoice and the sale agree to the cent. A discounted sale states the net discount that
  // leaves that base (what promos/validate answered); an undiscounted one absorbs the rounding in its subtotal.
  const { base } = taxTotals([
    ...order.lines.map((line) => ({
      taxPercent: line.product.taxPercent,
      gross: line.product.gross * line.units - line.discount,
      net: line.product.net * line.units - line.netDiscount,
    })),
    ...(order.shipping ? [{ taxPercent: order.shipping.product.taxPercent, gross: shipping, net: netShipping }] : []),
  ]);
  const discountedToBase = linesNet + netShipping - base;
  const netDiscount = discount > 0 && discountedToBase >= 0 ? discountedToBase : 0;
  const netSubTotal = base - netShipping + netDiscount;
  const sale = await trx
    .insertInto('sales')
    .values({
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
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sale_items')
    .values(
      order.lines.map((line) => ({
        sale_id: sale.id,
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
    )
    .execute();
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
  await trx
    .updateTable('sales')
    .set({ status: 'Paid', paid: sql<number>`sub_total - discount + shipping`, paid_at: options.at })
    .where('id', 'in', saleIds)
    .execute();
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

/** The answer a cart guid got, once its checkout committed. */
export async function findCheckoutResult(db: Kysely<DB>, guid: string): Promise<JsonObject | undefined> {
  const row = await db.selectFrom('checkouts').select('result').where('guid', '=', guid).executeTakeFirst();
  return row?.result;
}

/**
 * Claims a cart guid for this transaction. A concurrent checkout of the same guid waits on the primary
 * key until this one commits or rolls back; false means another checkout already completed it.
 */
export async function claimCheckout(trx: Transaction<DB>, guid: string, customerId: number | null): Promise<boolean> {
  const claimed = await trx
    .insertInto('checkouts')
    .values({ guid, customer_id: customerId, result: jsonb({ pending: true }) })
    .onConflict((oc) => oc.column('guid').doNothing())
    .returning('guid')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function storeCheckoutResult(trx: Transaction<DB>, guid: string, customerId: number | null, result: JsonObject): Promise<void> {
  await trx
    .updateTable('checkouts')
    .set({ result: jsonb(result), customer_id: customerId })
    .where('guid', '=', guid)
    .execute();
}

/** A visitor registering at checkout: a Temp customer (activated from the mailed link) with the delivery data given. Throws a unique violation when the e-mail is taken. */
export async function insertCheckoutCustomer(
  trx: Transaction<DB>,
  input: NewCustomer & { address: DeliveryAddress },
): Promise<{ id: number; name: string; email: string; surname: string; sessionVersion: number }> {
  const row = await trx
    .insertInto('customers')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      status: 'Temp',
      name: input.name,
      surname: input.surname,
      phone: input.phone,
      address_line1: input.address.addressLine1 ?? null,
      city: input.address.city ?? null,
      town: input.address.town ?? null,
      country: input.address.country ?? null,
      postal_code: input.address.postalCode ?? null,
      ok_rss: input.okRss,
      accept_conditions: input.acceptConditions,
    })
    .returning(['id', 'name', 'email', 'surname', 'session_version'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, email: row.email, surname: row.surname, sessionVersion: row.session_version };
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
