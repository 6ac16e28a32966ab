import type { FastifyRequest } from 'fastify';
import { bookingCancelledMail } from '../mail/templates';
import { currentClub } from '../repositories/club';
import { notFound } from '../http/errors';
import { bookingSettings } from '../repositories/booking-availability';
import { cancelBookingRecord, findBookingForCancel } from '../repositories/booking-writes';
import { providerAdapterFor } from '../payments/registry';
import { makeDueRefunds } from '../payments/refunds/provider-refunds';
import { hhmm, wallTime } from '../../domain/club-time';
import { inTransaction } from '../db/database';
import { Refusal } from '../http/refusal';
import { refundPaidSalesOfBooking } from '../payments/refunds/booking-refunds';

interface Refund {
  paymentMethod: string | null;
  amount: number;
}

export type CancelAnswer = { ok: true; errorMsg: null; infoReturns: Refund[] };

/**
 * Cancels a booking for its owner: a paid-for booking until its type's cancel limit before the start; a
 * hold not paid yet (the cart line's cancel URL) at any time before it starts. The blocks are freed at
 * once and what was paid is given back in the same transaction (a voucher credited; a card refund queued,
 * then asked of the provider right after the commit and retried later while it is down). Of concurrent
 * cancellations one wins; the others are refused as already cancelled. The owner is mailed once, and the
 * answer lists only the refunds made.
 */
export async function cancelBooking(request: FastifyRequest, bookingId: number, customerId: number): Promise<CancelAnswer> {
  const { db, clock, mailer } = request.server;
  const now = clock.now();
  const booking = await findBookingForCancel(db, bookingId);
  if (!booking) throw notFound('notFound.booking', { id: bookingId });
  if (booking.owner_customer_id !== customerId) throw new Refusal('booking.cancelNotOwner');
  const heldUnpaid = booking.status === 'Pending' && booking.payment_deadline !== null;
  const live = booking.status === 'Confirmed' || (booking.status === 'Pending' && (booking.payment_deadline === null || booking.payment_deadline > now));
  if (!live) throw new Refusal('booking.notLive');
  const limit = booking.starts_at.getTime() - booking.cancel_limit_mins * 60_000;
  if (heldUnpaid ? booking.starts_at <= now : limit <= now.getTime()) {
    throw new Refusal('booking.cancelLimitPassed', { hours: Math.round((booking.cancel_limit_mins / 60) * 10) / 10 });
  }
  const refundsThroughProvider = (type: Parameters<typeof providerAdapterFor>[0]) => providerAdapterFor(type) !== undefined;
  // The booking's row first, then its sales, payments and refunds (the lock order beside lockBookingForJoin); no
  // provider is called inside (refunds are queued, then asked after the commit), so a deadlock is simply run again.
  const cancelled = await inTransaction(db, async (trx) =>
    (await cancelBookingRecord(trx, booking.id, now)) ? refundPaidSalesOfBooking(trx, booking.id, { now, refundsThroughProvider }) : null,
  );
  // Another cancellation of this booking committed first: it did (and mailed) everything.
  if (!cancelled) throw new Refusal('booking.notLive');
  const byProvider = await makeDueRefunds({ ...request.server.payments, log: request.log }, { ids: cancelled.queued });
  const refunds = [...cancelled.made, ...byProvider].map(({ paymentMethod, amount }) => ({ paymentMethod, amount }));
  if (booking.owner_email) {
    const settings = await bookingSettings(db);
    const local = wallTime(booking.starts_at, settings.time_zone);
    const money = new Intl.NumberFormat(request.language, { style: 'currency', currency: (await currentClub(db)).currency_code || 'EUR' });
    await mailer.send({
      ...bookingCancelledMail({
        language: request.language,
        clubName: settings.name,
        name: booking.owner_name ?? '',
        what: booking.title ?? booking.type_name,
        when: `${local.date} ${hhmm(local.minute)}`,
        refunds: refunds.map((refund) => ({ amount: money.format(refund.amount), paymentMethod: refund.paymentMethod ?? null })),
      }),
      to: booking.owner_email,
      customerId: booking.owner_customer_id,
    });
  }
  return { ok: true, errorMsg: null, infoReturns: refunds };
}
