import type { Transaction } from 'kysely';
import { fromCents } from '../../../domain/money';
import type { DB, PaymentMethodType } from '../../db/schema';
import { bookingMinutesOfSale, insertRefundPayment, paidPaymentsOfBooking, queueProviderRefund, type MadeRefund, type PaidPayment } from '../../repositories/refunds';
import { markSaleRefunded } from '../../repositories/sales';
import { creditVoucher } from '../../repositories/vouchers-memberships';

/**
 * The refund policy of a cancelled booking: gives back what its paid sales took, inside the cancellation's
 * transaction. A voucher payment is credited to its voucher now (with its movement, the refund's payment row
 * and the sale Refunded); a provider payment is queued for its provider (made right after the commit, retried
 * while the provider is down). A payment made otherwise (at the club's desk) is the club's to give back and is
 * left as it is. Answers the refunds made and the ids of the queued ones.
 */
export async function refundPaidSalesOfBooking(
  trx: Transaction<DB>,
  bookingId: number,
  options: { now: Date; refundsThroughProvider: (type: PaymentMethodType) => boolean },
): Promise<{ made: MadeRefund[]; queued: number[] }> {
  const { now } = options;
  const made: MadeRefund[] = [];
  const queued: number[] = [];
  for (const payment of await paidPaymentsOfBooking(trx, bookingId)) {
    if (payment.voucherId !== null && payment.voucherKind !== null) {
      if (!(await markSaleRefunded(trx, payment.saleId))) continue;
      const units = await voucherUnitsOf(trx, payment);
      if (units > 0) await creditVoucher(trx, payment.voucherId, units, { saleId: payment.saleId, description: payment.saleTitle, at: now });
      await insertRefundPayment(trx, { ...payment, amount: payment.amount, providerRefundId: null, at: now });
      made.push({ saleId: payment.saleId, paymentMethod: payment.methodName, amount: fromCents(payment.amount) });
    } else if (payment.reference !== null && payment.methodId !== null && payment.methodType !== null && options.refundsThroughProvider(payment.methodType)) {
      const id = await queueProviderRefund(trx, { id: payment.id, saleId: payment.saleId, methodId: payment.methodId, reference: payment.reference, amount: payment.amount }, now);
      if (id !== null) queued.push(id);
    }
  }
  return { made, queued };
}

/** What a voucher gets back for one sale: its money, or the sessions / hours of the sale's bookings it paid. */
async function voucherUnitsOf(trx: Transaction<DB>, payment: PaidPayment): Promise<number> {
  if (payment.voucherKind === 'Money') return fromCents(payment.amount);
  const minutes = await bookingMinutesOfSale(trx, payment.saleId);
  if (payment.voucherKind === 'Sessions') return minutes.length;
  return Math.round((minutes.reduce((sum, length) => sum + length, 0) / 60) * 100) / 100;
}
