import { sql, type Kysely, type Transaction } from 'kysely';
import { fromCents, toCents, type Cents } from '../../domain/money';
import type { DB, JsonObject, PaymentMethodType, PaymentStatus } from '../db/schema';
import { jsonb } from '../db/json';
import { markSaleRefundedByProvider, settleCapturedSale } from './sales';
import { bookingsOfSales, saleBookingLines } from './sale-bookings';

/** A payment method with its server-side settings (keys, base URLs): never sent to the portal. */
export interface ProviderMethod {
  id: number;
  type: PaymentMethodType;
  name: string;
  active: boolean;
  publicConfig: JsonObject;
  privateConfig: JsonObject;
  allowTokenization: boolean;
}

export async function findProviderMethod(db: Kysely<DB>, id: number): Promise<ProviderMethod | undefined> {
  const row = await db
    .selectFrom('payment_methods')
    .select(['id', 'type', 'name', 'active', 'public_config', 'private_config', 'allow_tokenization'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toMethod(row);
}

/** The methods of one provider type, active or not (the sandbox answers only while an active one is configured for it). */
export async function methodsOfType(db: Kysely<DB>, type: PaymentMethodType): Promise<ProviderMethod[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'type', 'name', 'active', 'public_config', 'private_config', 'allow_tokenization'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map(toMethod);
}

function toMethod(row: {
  id: number;
  type: PaymentMethodType;
  name: string;
  active: boolean;
  public_config: JsonObject;
  private_config: JsonObject;
  allow_tokenization: boolean;
}): ProviderMethod {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    active: row.active,
    publicConfig: row.public_config,
    privateConfig: row.private_config,
    allowTokenization: row.allow_tokenization,
  };
}

/** Whether the sales are a shared booking with retention, and its payment deadline. */
export async function salesWithRetention(db: Kysely<DB>, saleIds: number[]): Promise<{ retention: boolean; deadline: Date | null }> {
  if (saleIds.length === 0) return { retention: false, deadline: null };
  const rows = await db.selectFrom('sales').select(['with_retention', 'payment_type', 'payment_deadline']).where('id', 'in', saleIds).execute();
  const shared = rows.find((row) => row.with_retention && row.payment_type === 2);
  return { retention: Boolean(shared), deadline: shared?.payment_deadline ?? null };
}

/** One payment row per sale, all under the provider's reference (order, intent, transaction id). */
export async function openProviderPayment(
  trx: Transaction<DB>,
  input: { methodId: number; reference: string; sales: Array<{ id: number; pending: Cents }>; at: Date; data?: JsonObject; cardTokenId?: number | null },
): Promise<void> {
  const rows = input.sales
    .filter((sale) => sale.pending > 0)
    .map((sale) => ({
      sale_id: sale.id,
      payment_method_id: input.methodId,
      card_token_id: input.cardTokenId ?? null,
      amount: fromCents(sale.pending),
      status: 'Pending' as const,
      provider_reference: input.reference,
      provider_data: input.data ? jsonb(input.data) : null,
      created_at: input.at,
    }));
  if (rows.length > 0) await trx.insertInto('payments').values(rows).execute();
}

export interface ProviderPayment {
  reference: string;
  methodId: number | null;
  customerId: number | null;
  saleIds: number[];
  /** The sum of the rows, in cents. */
  amount: Cents;
  status: PaymentStatus;
  captured: Cents | null;
  withRetention: boolean;
  deadline: Date | null;
}

/** Locks sales for this transaction (FOR UPDATE, ascending id: the lock order of booking-joins.ts). */
export async function lockSales(trx: Transaction<DB>, saleIds: number[]): Promise<void> {
  if (saleIds.length === 0) return;
  await trx.selectFrom('sales').select('id').where('id', 'in', saleIds).orderBy('id').forUpdate().execute();
}

/**
 * The payment under a provider reference of a method, its rows locked when `lock` (inside a transaction,
 * after its sales: see lockSales).
 */
export async function findProviderPayment(db: Kysely<DB>, methodIds: number[], reference: string, options: { lock?: boolean } = {}): Promise<ProviderPayment | undefined> {
  if (methodIds.length === 0) return undefined;
  let query = db
    .selectFrom('payments')
    .innerJoin('sales', 'sales.id', 'payments.sale_id')
    .select([
      'payments.sale_id',
      'payments.payment_method_id',
      'payments.amount',
      'payments.status',
      'payments.captured',
      'sales.customer_id',
      'sales.with_retention',
      'sales.payment_deadline',
    ])
    .where('payments.provider_reference', '=', reference)
    .where('payments.payment_method_id', 'in', methodIds)
    .where('payments.amount', '>', 0)
    .orderBy('payments.id');
  if (options.lock) query = query.forUpdate(['payments']);
  const rows = await query.execute();
  if (rows.length === 0) return undefined;
  const first = rows[0]!;
  return {
    reference,
    methodId: first.payment_method_id,
    customerId: first.customer_id,
    saleIds: rows.map((row) => row.sale_id),
    amount: rows.reduce((sum, row) => sum + toCents(row.amount), 0),
    status: first.status,
    captured: first.captured === null ? null : toCents(first.captured),
    withRetention: first.with_retention,
    deadline: first.payment_deadline,
  };
}

/**
 * Moves the payment's rows from one of `from` to `to` in one conditional UPDATE: of several deliveries of
 * the same provider event only one finds the rows in a `from` state. Returns whether this call moved them.
 */
export async function movePaymentStatus(
  trx: Transaction<DB>,
  methodIds: number[],
  reference: string,
  move: { from: PaymentStatus[]; to: PaymentStatus; at: Date; data?: JsonObject; captured?: Cents },
): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({
      status: move.to,
      settled_at: move.to === 'Pending' ? null : move.at,
      ...(move.data ? { provider_data: jsonb(move.data) } : {}),
      ...(move.captured !== undefined ? { captured: fromCents(move.captured) } : {}),
    })
    .where('provider_reference', '=', reference)
    .where('payment_method_id', 'in', methodIds)
    .where('amount', '>', 0)
    .where('status', 'in', move.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The pre-authorizations (retention) whose sale's payment deadline has passed: to capture now. */
export async function dueRetentions(
  db: Kysely<DB>,
  now: Date,
): Promise<Array<{ reference: string; methodId: number; saleId: number; pending: Cents; amount: Cents; saleStatus: string }>> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('sales', 'sales.id', 'payments.sale_id')
    .select(['payments.provider_reference', 'payments.payment_method_id', 'payments.sale_id', 'payments.amount', 'sales.pending', 'sales.status'])
    .where('payments.status', '=', 'Authorized')
    .where('sales.with_retention', '=', true)
    .where('sales.payment_deadline', '<=', now)
    .where('payments.provider_reference', 'is not', null)
    .where('payments.payment_method_id', 'is not', null)
    .orderBy('payments.id')
    .execute();
  return rows.map((row) => ({
    reference: row.provider_reference!,
    methodId: row.payment_method_id!,
    saleId: row.sale_id,
    pending: toCents(row.pending),
    amount: toCents(row.amount),
    saleStatus: row.status,
  }));
}

/**
 * What teammates who joined paid for the bookings of the pre-authorized sales `saleIds` through sales of their
 * own: the free places the owner guaranteed that need no capture any more.
 */
export async function paidByTeammates(db: Kysely<DB>, saleIds: number[]): Promise<Cents> {
  if (saleIds.length === 0) return 0;
  const bookingIds = bookingsOfSales(db, saleIds);
  const row = await db
    .selectFrom('sales')
    .select(sql<string>`coalesce(sum(sales.paid), 0)`.as('paid'))
    .where('sales.status', '=', 'Paid')
    .where('sales.id', 'not in', saleIds)
    // A joiner's sale has no retention; a player listed at prebook has a retention line of their own, for a
    // place the owner never guaranteed, so it covers none of the owner's lines.
    .where('sales.with_retention', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sale_items')
          .select('sale_items.id')
          .whereRef('sale_items.sale_id', '=', 'sales.id')
          .where('sale_items.parent_name', '=', 'Booking')
          .where('sale_items.parent_id', 'in', bookingIds),
      ),
    )
    .executeTakeFirstOrThrow();
  return toCents(Number(row.paid));
}

/**
 * Closes a pre-authorization once captured: each sale still owed is paid by the capture (what it owed is the
 * row's `captured`), a sale teammates covered meanwhile captures nothing. Only rows still Authorized move, so
 * two sweeps never capture twice.
 */
export async function closeRetention(trx: Transaction<DB>, methodId: number, reference: string, captures: Array<{ saleId: number; captured: Cents }>, at: Date): Promise<boolean> {
  // The sales before their payment rows, as a provider's confirmation of the same payment takes them.
  await lockSales(
    trx,
    captures.map((capture) => capture.saleId),
  );
  let moved = false;
  for (const { saleId, captured } of captures) {
    const result = await trx
      .updateTable('payments')
      .set({ status: 'Succeeded', captured: fromCents(captured), settled_at: at })
      .where('provider_reference', '=', reference)
      .where('payment_method_id', '=', methodId)
      .where('sale_id', '=', saleId)
      .where('status', '=', 'Authorized')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) continue;
    moved = true;
    // A sale the capture paid is settled by what it captured; one teammates covered is owed no more.
    await settleCapturedSale(trx, saleId, captured, at);
  }
  return moved;
}

// ── Saved cards and card registrations ──────────────────────────────────────

export interface NewCardToken {
  customerId: number;
  methodId: number;
  providerToken: string;
  cardEnding: string;
  brand: string | null;
  expiry: string | null;
}

/** Saves a provider's card token (never a number); the same token saved twice is one card. Returns its id. */
export async function saveCardToken(db: Kysely<DB>, card: NewCardToken): Promise<number> {
  const inserted = await db
    .insertInto('card_tokens')
    .values({
      customer_id: card.customerId,
      payment_method_id: card.methodId,
      provider_token: card.providerToken,
      card_ending: card.cardEnding,
      brand: card.brand,
      expiry: card.expiry,
    })
    .onConflict((oc) => oc.columns(['payment_method_id', 'provider_token']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('card_tokens')
    .select('id')
    .where('payment_method_id', '=', card.methodId)
    .where('provider_token', '=', card.providerToken)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/** A saved card of the customer for this method: its provider token. */
export async function findCardToken(db: Kysely<DB>, customerId: number, methodId: number, cardId: number): Promise<{ id: number; providerToken: string } | undefined> {
  const row = await db
    .selectFrom('card_tokens')
    .select(['id', 'provider_token'])
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('payment_method_id', '=', methodId)
    .executeTakeFirst();
  return row && { id: row.id, providerToken: row.provider_token };
}

export async function insertCardTokenization(db: Kysely<DB>, input: { customerId: number; methodId: number; providerToken: string }): Promise<number> {
  const row = await db
    .insertInto('card_tokenizations')
    .values({ customer_id: input.customerId, payment_method_id: input.methodId, provider_token: input.providerToken })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findCardTokenization(db: Kysely<DB>, id: number, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('card_tokenizations').select(['id', 'customer_id', 'payment_method_id', 'provider_token', 'card_token_id', 'status']).where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function finishCardTokenization(trx: Transaction<DB>, id: number, result: { status: 'Succeeded' | 'Failed'; cardTokenId: number | null }): Promise<void> {
  await trx.updateTable('card_tokenizations').set({ status: result.status, card_token_id: result.cardTokenId }).where('id', '=', id).where('status', '=', 'Pending').execute();
}

/** The provider's token of a registration, known once the provider answered the start. */
export async function setCardTokenizationToken(db: Kysely<DB>, id: number, providerToken: string): Promise<void> {
  await db.updateTable('card_tokenizations').set({ provider_token: providerToken }).where('id', '=', id).execute();
}

/** A customer's e-mail (the provider's registration asks for it). */
export async function customerEmail(db: Kysely<DB>, customerId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirst();
  return row?.email ?? null;
}

// ── Refunds of provider payments ────────────────────────────────────────────

/** The sales among `saleIds` that can no longer be given what they sold: cancelled, or a booking hold that lapsed (its slot went to another booking). */
export async function lapsedSaleIds(db: Kysely<DB>, saleIds: number[]): Promise<number[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .selectFrom('sales')
    .select('sales.id')
    .where('sales.id', 'in', saleIds)
    .where((eb) =>
      eb.or([
        eb('sales.status', '=', 'Cancelled'),
        eb.exists(saleBookingLines(db).select('sale_items.id').where('sale_items.sale_id', '=', eb.ref('sales.id')).where('bookings.status', 'in', ['Expired', 'Cancelled'])),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The rows of a provider payment for some of its sales: what each paid, and what the provider's confirmation recorded. */
export async function providerPaymentRows(
  db: Kysely<DB>,
  methodId: number,
  reference: string,
  saleIds: number[],
): Promise<{ rows: Array<{ saleId: number; amount: Cents }>; data: JsonObject | null }> {
  if (saleIds.length === 0) return { rows: [], data: null };
  const rows = await db
    .selectFrom('payments')
    .select(['sale_id', 'amount', 'provider_data'])
    .where('provider_reference', '=', reference)
    .where('payment_method_id', '=', methodId)
    .where('sale_id', 'in', saleIds)
    .where('amount', '>', 0)
    .orderBy('id')
    .execute();
  return { rows: rows.map((row) => ({ saleId: row.sale_id, amount: toCents(row.amount) })), data: rows[0]?.provider_data ?? null };
}

/**
 * Records what a provider gave back: one negative Succeeded payment row per sale (what the order's refund list
 * shows) and the sale Refunded with what it was paid. A sale refunded already is not refunded twice.
 */
export async function recordProviderRefund(
  trx: Transaction<DB>,
  input: { methodId: number; reference: string; rows: Array<{ saleId: number; amount: Cents }>; at: Date },
): Promise<void> {
  for (const row of input.rows) {
    if (!(await markSaleRefundedByProvider(trx, row.saleId, row.amount, input.at))) continue;
    await trx
      .insertInto('payments')
      .values({
        sale_id: row.saleId,
        payment_method_id: input.methodId,
        amount: -fromCents(row.amount),
        status: 'Succeeded',
        provider_reference: input.reference,
        created_at: input.at,
        settled_at: input.at,
      })
      .execute();
  }
}

/**
 * What became of the sales a provider payment paid for, for the payment page's status answer: how many
 * it paid for, how many of them can no longer be given what they sold (cancelled, refunded, or a hold that
 * lapsed before the money arrived), and whether the provider gave the money back (refund rows).
 */
export async function providerPaymentFate(db: Kysely<DB>, methodIds: number[], reference: string): Promise<{ sales: number; lapsed: number; refunded: boolean }> {
  if (methodIds.length === 0) return { sales: 0, lapsed: 0, refunded: false };
  const rows = await db.selectFrom('payments').select(['sale_id', 'amount']).where('provider_reference', '=', reference).where('payment_method_id', 'in', methodIds).execute();
  const saleIds = [...new Set(rows.filter((row) => row.amount > 0).map((row) => row.sale_id))];
  if (saleIds.length === 0) return { sales: 0, lapsed: 0, refunded: false };
  const gone = await lapsedSaleIds(db, saleIds);
  const refundedSales = await db.selectFrom('sales').select('id').where('id', 'in', saleIds).where('status', '=', 'Refunded').execute();
  return {
    sales: saleIds.length,
    lapsed: new Set([...gone, ...refundedSales.map((sale) => sale.id)]).size,
    refunded: rows.some((row) => row.amount < 0),
  };
}
