import { sql, type Kysely, type Transaction } from 'kysely';
import { fromCents, toCents, type Cents } from '../../domain/money';
import type { DB } from '../db/schema';
import { settleCapturedSale } from './sales';
import { bookingsOfSales, salesOfBookings } from './sale-bookings';
import { lockSales } from './provider-payments';
import { claimMove } from './claims';

// Shared payments with retention: the owner's card pre-authorized at prebook, captured at the payment deadline.

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
  const row = await db
    .selectFrom('sales')
    .select(sql<string>`coalesce(sum(sales.paid), 0)`.as('paid'))
    .where('sales.status', '=', 'Paid')
    .where('sales.id', 'not in', saleIds)
    // A joiner's sale has no retention; a player listed at prebook has a retention line of their own, for a
    // place the owner never guaranteed, so it covers none of the owner's lines.
    .where('sales.with_retention', '=', false)
    .where('sales.id', 'in', salesOfBookings(db, bookingsOfSales(db, saleIds)))
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
    const still = { provider_reference: reference, payment_method_id: methodId, sale_id: saleId, status: 'Authorized' } as const;
    if (!(await claimMove(trx, 'payments', still, { status: 'Succeeded', captured: fromCents(captured), settled_at: at }))) continue;
    moved = true;
    // A sale the capture paid is settled by what it captured; one teammates covered is owed no more.
    await settleCapturedSale(trx, saleId, captured, at);
  }
  return moved;
}
