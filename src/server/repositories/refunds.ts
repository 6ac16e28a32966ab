import { sql, type Kysely, type Transaction } from 'kysely';
import { fromCents, toCents, type Cents } from '../../domain/money';
import type { DB, JsonObject, PaymentMethodType, VoucherKind } from '../db/schema';
import { markSaleRefunded } from './sales';
import { saleBookingLines, salesOfBookings } from './sale-bookings';

/** What a refund gave back: to which payment method, how much (the sale's money, also for a sessions or hours voucher). */
export interface MadeRefund {
  saleId: number;
  paymentMethod: string | null;
  amount: number;
}

/** A settled payment of a paid sale of a booking: what a cancellation gives back. */
export interface PaidPayment {
  id: number;
  saleId: number;
  saleTitle: string;
  amount: Cents;
  methodId: number | null;
  methodName: string | null;
  methodType: PaymentMethodType | null;
  reference: string | null;
  voucherId: number | null;
  voucherKind: VoucherKind | null;
}

/**
 * The settled payments of the booking's paid sales, their sales locked (the booking's row is locked first by
 * the cancellation: one lock order, booking then sales). A payment with a refund queued already is left out.
 */
export async function paidPaymentsOfBooking(trx: Transaction<DB>, bookingId: number): Promise<PaidPayment[]> {
  const saleIds = (
    await trx
      .selectFrom('sales')
      .select('id')
      .where('status', '=', 'Paid')
      .where('id', 'in', salesOfBookings(trx, [bookingId]))
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((row) => row.id);
  if (saleIds.length === 0) return [];
  const rows = await trx
    .selectFrom('payments')
    .innerJoin('sales', 'sales.id', 'payments.sale_id')
    .leftJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
    .leftJoin('vouchers', 'vouchers.id', 'payments.voucher_id')
    .select([
      'payments.id',
      'payments.sale_id',
      'sales.title',
      'payments.amount',
      'payments.captured',
      'payments.payment_method_id',
      'payment_methods.name as method_name',
      'payment_methods.type as method_type',
      'payments.provider_reference',
      'payments.voucher_id',
      'vouchers.kind as voucher_kind',
    ])
    .where('payments.sale_id', 'in', saleIds)
    .where('payments.amount', '>', 0)
    .where('payments.status', '=', 'Succeeded')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('provider_refunds').select('provider_refunds.id').whereRef('provider_refunds.payment_id', '=', 'payments.id'))))
    .orderBy('payments.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    saleId: row.sale_id,
    saleTitle: row.title,
    // A pre-authorization captured only part of what it held: that part is what was paid.
    amount: toCents(row.captured ?? row.amount),
    methodId: row.payment_method_id,
    methodName: row.method_name,
    methodType: row.method_type,
    reference: row.provider_reference,
    voucherId: row.voucher_id,
    voucherKind: row.voucher_kind,
  }));
}

/** The length in minutes of each booking the sale `saleId` pays for. */
export async function bookingMinutesOfSale(trx: Transaction<DB>, saleId: number): Promise<number[]> {
  const bookings = await saleBookingLines(trx)
    .select(sql<number>`extract(epoch from bookings.ends_at - bookings.starts_at) / 60`.as('minutes'))
    .where('sale_items.sale_id', '=', saleId)
    .execute();
  return bookings.map((booking) => Number(booking.minutes));
}

/** One refund's payment row: negative, settled, under the payment's method (and voucher, and provider references). */
export async function insertRefundPayment(
  trx: Transaction<DB>,
  refund: { saleId: number; methodId: number | null; voucherId: number | null; amount: Cents; reference: string | null; providerRefundId: string | null; at: Date },
): Promise<void> {
  await trx
    .insertInto('payments')
    .values({
      sale_id: refund.saleId,
      payment_method_id: refund.methodId,
      voucher_id: refund.voucherId,
      amount: -fromCents(refund.amount),
      status: 'Succeeded',
      provider_reference: refund.reference,
      provider_refund_id: refund.providerRefundId,
      created_at: refund.at,
      settled_at: refund.at,
    })
    .execute();
}

/** Queues the refund of a provider payment for its provider (made after the commit); answers its id, or null when it was queued already. */
export async function queueProviderRefund(
  trx: Transaction<DB>,
  payment: { id: number; saleId: number; methodId: number; reference: string; amount: Cents },
  now: Date,
): Promise<number | null> {
  const row = await trx
    .insertInto('provider_refunds')
    .values({
      payment_id: payment.id,
      sale_id: payment.saleId,
      payment_method_id: payment.methodId,
      provider_reference: payment.reference,
      amount: fromCents(payment.amount),
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A provider refund claimed for one attempt, with what its provider needs (the payment's reference and confirmation data). */
export interface ClaimedRefund {
  id: number;
  saleId: number;
  methodId: number | null;
  methodName: string | null;
  reference: string;
  amount: Cents;
  attempts: number;
  data: JsonObject | null;
}

/**
 * Claims due provider refunds for one attempt each (all due ones, or only `ids`): FOR UPDATE SKIP LOCKED, and
 * their next attempt moved to `leaseUntil`, so no other instance takes them while this one asks the provider.
 */
export async function claimDueRefunds(db: Kysely<DB>, options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number; ids?: number[] }): Promise<ClaimedRefund[]> {
  if (options.ids && options.ids.length === 0) return [];
  const claimed = await db
    .updateTable('provider_refunds')
    .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: options.leaseUntil })
    .where('id', 'in', (eb) => {
      let due = eb
        .selectFrom('provider_refunds')
        .select('id')
        .where('status', '=', 'Pending')
        .where('next_attempt_at', '<=', options.now)
        .where('attempts', '<', options.maxAttempts);
      if (options.ids) due = due.where('id', 'in', options.ids);
      return due.orderBy('next_attempt_at').orderBy('id').limit(options.limit).forUpdate().skipLocked();
    })
    .returning(['id', 'sale_id', 'payment_id', 'payment_method_id', 'provider_reference', 'amount', 'attempts'])
    .execute();
  if (claimed.length === 0) return [];
  const details = await db
    .selectFrom('payments')
    .leftJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
    .select(['payments.id', 'payments.provider_data', 'payment_methods.name'])
    .where(
      'payments.id',
      'in',
      claimed.map((row) => row.payment_id),
    )
    .execute();
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((row) => {
      const payment = details.find((detail) => detail.id === row.payment_id);
      return {
        id: row.id,
        saleId: row.sale_id,
        methodId: row.payment_method_id,
        methodName: payment?.name ?? null,
        reference: row.provider_reference,
        amount: toCents(row.amount),
        attempts: row.attempts,
        data: payment?.provider_data ?? null,
      };
    });
}

/**
 * Records a refund the provider made: the row Succeeded (once: only a Pending row moves), the refund's payment
 * row with the provider's refund id, and the sale Refunded once nothing it was paid with is left to give back.
 * False when the row had been recorded already.
 */
export async function recordRefundMade(trx: Transaction<DB>, refund: ClaimedRefund, outcome: { providerRefundId: string | null; at: Date }): Promise<boolean> {
  const moved = await trx
    .updateTable('provider_refunds')
    .set({ status: 'Succeeded', done_at: outcome.at, provider_refund_id: outcome.providerRefundId, last_error: null })
    .where('id', '=', refund.id)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  await insertRefundPayment(trx, {
    saleId: refund.saleId,
    methodId: refund.methodId,
    voucherId: null,
    amount: refund.amount,
    reference: refund.reference,
    providerRefundId: outcome.providerRefundId,
    at: outcome.at,
  });
  const left = await trx.selectFrom('provider_refunds').select('id').where('sale_id', '=', refund.saleId).where('status', '!=', 'Succeeded').executeTakeFirst();
  if (!left) await markSaleRefunded(trx, refund.saleId);
  return true;
}

/** A failed attempt: its error kept, tried again at `retryAt`, or given up (Failed) after the last attempt. */
export async function recordRefundFailed(db: Kysely<DB>, refundId: number, outcome: { error: string; retryAt: Date; giveUp: boolean }): Promise<void> {
  await db
    .updateTable('provider_refunds')
    .set({ last_error: outcome.error.slice(0, 500), next_attempt_at: outcome.retryAt, ...(outcome.giveUp ? { status: 'Failed' as const } : {}) })
    .where('id', '=', refundId)
    .where('status', '=', 'Pending')
    .execute();
}

/** The provider refunds of a sale, oldest first (what the tests and the club's staff look at). */
export function providerRefundsOfSale(db: Kysely<DB>, saleId: number) {
  return db
    .selectFrom('provider_refunds')
    .select(['id', 'status', 'amount', 'attempts', 'last_error', 'provider_refund_id', 'next_attempt_at'])
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .execute();
}
