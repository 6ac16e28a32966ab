import type { Kysely, Transaction } from 'kysely';
import { fromCents, toCents, type Cents } from '../../domain/money';
import type { DB, JsonObject } from '../db/schema';
import { markSaleRefundedByProvider } from './sales';
import { saleBookingLines } from './sale-bookings';

// Refunds of provider payments: what a payment was for, what can no longer be given, and what the provider gave back.

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
