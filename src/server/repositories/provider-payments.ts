import type { Kysely, Transaction } from 'kysely';
import { fromCents, toCents, type Cents } from '../../domain/money';
import type { DB, JsonObject, PaymentMethodType, PaymentStatus } from '../db/schema';
import { jsonb } from '../db/json';

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
