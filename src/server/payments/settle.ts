import type { Cents } from '../../domain/money';
import type { Transaction } from 'kysely';
import type { DB, JsonObject, PaymentStatus } from '../db/schema';
import { inTransaction } from '../db/database';
import { confirmBookingsOfSales } from '../repositories/booking-payments';
import { lockBookingsOfSales } from '../repositories/booking-joins';
import { creditVoucherCampaigns } from '../repositories/vouchers';
import { startBoughtMemberships } from '../repositories/fees';
import { cancelDeclinedOrders, reviveCancelledOrders } from '../repositories/order-deadlines';
import { findProviderMethod, findProviderPayment, lockSales, movePaymentStatus, type ProviderPayment } from '../repositories/provider-payments';
import { lapsedSaleIds, providerPaymentRows, recordProviderRefund } from '../repositories/provider-payment-refunds';
import { keepReservedStock } from '../repositories/stock';
import { markSalesPaid } from '../repositories/sales';
import type { PaymentRuntime } from './runtime';

/** What a provider says happened to a payment (from a return, a callback, a webhook or a status read). */
export type ProviderOutcome = 'succeeded' | 'authorized' | 'failed' | 'pending';

export interface ProviderEvent {
  /** The methods whose payments the reference may belong to (one provider's methods). */
  methodIds: number[];
  reference: string;
  outcome: ProviderOutcome;
  /** The amount the provider says it took or holds, in cents; checked against the sale. Omitted when the provider gives none. */
  amount?: Cents;
  data?: JsonObject;
}

export type SettleResult =
  | { kind: 'changed' | 'unchanged'; payment: ProviderPayment; status: PaymentStatus; refunded?: Cents }
  | { kind: 'unknown' }
  | { kind: 'amountMismatch'; expected: Cents; received: Cents };

/**
 * Which states an outcome may leave. Succeeded is final; an authorization may only be captured (succeeded)
 * afterwards; a failure may still be followed by a success (the customer tried another card on the same
 * intent). So replays change nothing, and an older event arriving late (failed after succeeded, authorized
 * after succeeded) changes nothing either.
 */
const MOVES: Record<Exclude<ProviderOutcome, 'pending'>, { from: PaymentStatus[]; to: PaymentStatus }> = {
  succeeded: { from: ['Pending', 'Failed', 'Authorized'], to: 'Succeeded' },
  authorized: { from: ['Pending', 'Failed'], to: 'Authorized' },
  failed: { from: ['Pending'], to: 'Failed' },
};

/**
 * Applies one provider event to the payment under its reference, in one transaction with the rows locked:
 * the state moves once whatever the number or order of deliveries; an amount that is not the sale's changes
 * nothing. A success settles the sales and confirms their bookings (and, once committed, mails the order
 * confirmation in the checkout's language); an authorization (retention) confirms the bookings and leaves
 * the sales owed until the capture at the payment deadline; a failure cancels the order the checkout handed
 * to the provider and gives its units back (a debt or a booking's sale stays owed as before).
 */
export async function settleProviderEvent(runtime: PaymentRuntime, event: ProviderEvent): Promise<SettleResult> {
  const { result, lapsed } = await settleInTransaction(runtime, event);
  if (result.kind !== 'changed' || result.status !== 'Succeeded') return result;
  const refunded = lapsed.length > 0 ? await refundLapsedSales(runtime, result.payment, lapsed) : 0;
  const kept = result.payment.saleIds.filter((id) => !lapsed.includes(id));
  if (kept.length > 0 && result.payment.customerId !== null) {
    await runtime
      .paid({ customerId: result.payment.customerId, saleIds: kept, total: result.payment.amount - refunded })
      .catch((error: unknown) => runtime.log.error({ err: error, reference: event.reference }, 'the order confirmation of a provider payment could not be sent'));
  }
  return lapsed.length > 0 ? { ...result, refunded } : result;
}

/**
 * A payment that arrived after its hold lapsed (the slot went to another booking, the sale was cancelled):
 * the money is given back at once through the provider, and the order shows the refund. Runs after the
 * settlement committed, once (only the event that moved the payment gets here). Answers what was refunded.
 */
async function refundLapsedSales(runtime: PaymentRuntime, payment: ProviderPayment, lapsed: number[]): Promise<Cents> {
  const { db } = runtime;
  const method = payment.methodId === null ? undefined : await findProviderMethod(db, payment.methodId);
  // The registry imports every provider, and the providers import this module: read it when needed.
  const { providerAdapterFor } = await import('./registry');
  const adapter = method && providerAdapterFor(method.type);
  const { rows, data } = await providerPaymentRows(db, payment.methodId ?? 0, payment.reference, lapsed);
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  if (!method || !adapter?.refund || amount === 0) {
    runtime.log.error({ reference: payment.reference, lapsed }, 'a payment for a lapsed hold cannot be refunded by its provider: refund it by hand');
    return 0;
  }
  const done = await adapter.refund(runtime, method, { reference: payment.reference, data }, amount).catch((error: unknown) => {
    runtime.log.error({ err: error, reference: payment.reference }, 'the refund of a payment for a lapsed hold failed');
    return false;
  });
  if (!done) {
    runtime.log.error({ reference: payment.reference, amount }, 'the provider refused the refund of a payment for a lapsed hold: refund it by hand');
    return 0;
  }
  await inTransaction(db, (trx) => recordProviderRefund(trx, { methodId: method.id, reference: payment.reference, rows, at: runtime.now() }));
  runtime.log.info({ reference: payment.reference, amount }, 'a payment for a lapsed hold was refunded');
  return amount;
}

async function settleInTransaction(runtime: PaymentRuntime, event: ProviderEvent): Promise<{ result: SettleResult; lapsed: number[] }> {
  const { db } = runtime;
  let lapsed: number[] = [];
  // Database work only, so inTransaction may run it again when PostgreSQL ends it to break a deadlock.
  const result = await inTransaction(db, async (trx): Promise<SettleResult> => {
    lapsed = [];
    const found = await findProviderPayment(trx, event.methodIds, event.reference);
    if (!found) {
      runtime.log.warn({ reference: event.reference }, 'payment provider event for an unknown reference');
      return { kind: 'unknown' } as const;
    }
    // The lock order of booking-joins.ts: the bookings the sales pay for, the sales, then the payment's rows.
    // A rival booking expiring the hold takes the booking first too, so the two queue instead of deadlocking.
    await lockBookingsOfSales(trx, found.saleIds);
    await lockSales(trx, found.saleIds);
    const payment = (await findProviderPayment(trx, event.methodIds, event.reference, { lock: true }))!;
    if (event.outcome === 'pending') return { kind: 'unchanged', payment, status: payment.status } as const;
    if (event.amount !== undefined && event.amount !== payment.amount) {
      runtime.log.warn({ reference: event.reference, expected: payment.amount, received: event.amount }, 'payment provider event with another amount than the sale: ignored');
      return { kind: 'amountMismatch', expected: payment.amount, received: event.amount } as const;
    }
    const move = MOVES[event.outcome];
    const now = runtime.now();
    const moved = await movePaymentStatus(trx, event.methodIds, event.reference, {
      ...move,
      at: now,
      data: event.data,
      ...(event.outcome === 'succeeded' ? { captured: payment.amount } : {}),
    });
    if (!moved) return { kind: 'unchanged', payment, status: payment.status } as const;
    if (event.outcome === 'succeeded') {
      // An order cancelled before the money came (declined first, or past its deadline) is sold after all
      // while its units are still there; anything else that can no longer be given is refunded after the commit.
      const gone = await lapsedSaleIds(trx, payment.saleIds);
      const revived = await reviveCancelledOrders(trx, gone);
      lapsed = gone.filter((id) => !revived.includes(id));
      await salesPaidByProvider(
        trx,
        payment.saleIds.filter((id) => !lapsed.includes(id)),
        payment.customerId,
        now,
      );
    } else if (event.outcome === 'authorized') {
      await confirmBookingsOfSales(trx, payment.saleIds, { settled: false });
    } else {
      await cancelDeclinedOrders(trx, payment.saleIds);
    }
    return { kind: 'changed', payment, status: move.to } as const;
  });
  return { result, lapsed };
}

/**
 * What a payment settles, the same as the checkout's own payment types do when they take the money: the
 * sales are paid (the units their orders reserved stay sold), their bookings confirmed with the players' debts
 * cleared, the memberships they sold started and the voucher campaigns they sold credited to the payer. Called
 * once per payment (only by the call that moved its state).
 */
export async function salesPaidByProvider(trx: Transaction<DB>, saleIds: number[], customerId: number | null, now: Date): Promise<void> {
  await markSalesPaid(trx, saleIds, now);
  await keepReservedStock(trx, saleIds);
  await confirmBookingsOfSales(trx, saleIds, { settled: true });
  await startBoughtMemberships(trx, saleIds, now);
  if (customerId !== null) await creditVoucherCampaigns(trx, saleIds, customerId, now);
}

/** The portal's view of a payment: paid (or held) is ok, failed is not, pending asks again. */
export function statusAnswer(status: PaymentStatus | undefined): { ok: boolean; retry: boolean } {
  if (status === 'Succeeded' || status === 'Authorized') return { ok: true, retry: false };
  if (status === 'Pending') return { ok: false, retry: true };
  return { ok: false, retry: false };
}
