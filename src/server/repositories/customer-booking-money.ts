import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import { fromCents, netPending, toCents } from '../../domain/money';
import type { DB, PaymentMethodType } from '../db/schema';
import { saleBookingLines } from './sale-bookings';

type Refund = components['schemas']['Refund'];
type Sale = components['schemas']['Sale'];

/**
 * What cancelling each booking now would give back, read without locking: the settled payments of its paid
 * sales that have no provider refund queued yet, a voucher's (credited back) and a provider's that can refund
 * (refunded through it), one line a payment as the cancel answer lists them. The same selection as
 * refundPaidSalesOfBooking (payments/refunds/booking-refunds.ts), which does it under the locks; a payment made some other
 * way (at the club's desk) is the club's to give back and is not promised here either.
 */
export async function refundsOnCancel(db: Kysely<DB>, bookingIds: number[], refundsThroughProvider: (type: PaymentMethodType) => boolean): Promise<Map<number, Refund[]>> {
  const found = new Map<number, Refund[]>(bookingIds.map((id) => [id, []]));
  if (bookingIds.length === 0) return found;
  const rows = await saleBookingLines(db)
    .innerJoin('sales', 'sales.id', 'sale_items.sale_id')
    .innerJoin('payments', 'payments.sale_id', 'sales.id')
    .leftJoin('payment_methods', 'payment_methods.id', 'payments.payment_method_id')
    .leftJoin('vouchers', 'vouchers.id', 'payments.voucher_id')
    .select([
      'bookings.id as booking_id',
      'payments.id',
      'payments.amount',
      'payments.captured',
      'payments.payment_method_id',
      'payments.provider_reference',
      'payment_methods.name as method_name',
      'payment_methods.type as method_type',
      'payments.voucher_id',
      'vouchers.kind as voucher_kind',
    ])
    .where('bookings.id', 'in', bookingIds)
    .where('sales.status', '=', 'Paid')
    .where('payments.amount', '>', 0)
    .where('payments.status', '=', 'Succeeded')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('provider_refunds').select('provider_refunds.id').whereRef('provider_refunds.payment_id', '=', 'payments.id'))))
    .orderBy('payments.id')
    .execute();
  const seen = new Set<number>();
  for (const row of rows) {
    // A sale with several lines of the booking joins once per line: each payment counts once.
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const byVoucher = row.voucher_id !== null && row.voucher_kind !== null;
    const byProvider = row.provider_reference !== null && row.payment_method_id !== null && row.method_type !== null && refundsThroughProvider(row.method_type);
    if (!byVoucher && !byProvider) continue;
    // A pre-authorization captured only part of what it held: that part is what was paid, and comes back.
    found.get(row.booking_id)?.push({ paymentMethod: row.method_name, amount: fromCents(toCents(row.captured ?? row.amount)) });
  }
  return found;
}

/**
 * The customer's own sale of each booking still waiting for its payment and not checked out yet (a hold the
 * booking checkout made, or a share taken when joining): what a Pay button puts in the cart. A sale the
 * customer chose to pay at the club (checked out), or a hold that ran out, is not offered.
 */
export async function salesToPayOfBookings(db: Kysely<DB>, customerId: number, bookingIds: number[], now: Date): Promise<Map<number, Sale>> {
  const found = new Map<number, Sale>();
  if (bookingIds.length === 0) return found;
  const rows = await saleBookingLines(db)
    .innerJoin('sales', 'sales.id', 'sale_items.sale_id')
    .select([
      'bookings.id as booking_id',
      'sales.id',
      'sales.number',
      'sales.title',
      'sales.description',
      'sales.total',
      'sales.net_total',
      'sales.pending',
      'sales.payment_type',
      'sales.with_retention',
      'sales.cancel_url',
      'sales.group_id',
      'sales.payment_deadline',
      'bookings.status as booking_status',
    ])
    .select((eb) =>
      eb
        .selectFrom('booking_players')
        .select('booking_players.hold_until')
        .whereRef('booking_players.sale_id', '=', 'sales.id')
        .where('booking_players.hold_until', 'is not', null)
        .limit(1)
        .as('place_held_until'),
    )
    .where('bookings.id', 'in', bookingIds)
    .where('sales.customer_id', '=', customerId)
    .where('sales.status', '=', 'Pending')
    .where('sales.pending', '>', 0)
    .where('sales.checked_out_at', 'is', null)
    .where((eb) => eb.or([eb('sales.lapses_at', 'is', null), eb('sales.lapses_at', '>', now)]))
    .where((eb) =>
      eb.or([
        eb('bookings.status', '=', 'Confirmed'),
        eb.and([eb('bookings.status', '=', 'Pending'), eb.or([eb('bookings.payment_deadline', 'is', null), eb('bookings.payment_deadline', '>', now)])]),
      ]),
    )
    .orderBy('sales.id')
    .execute();
  for (const row of rows) {
    if (found.has(row.booking_id)) continue;
    // A hold (a pending booking's, a joined place's) ends at its deadline: its Pay carries it, and a joined
    // place whose hold ran out is given back, not paid (the checkout refuses it too).
    const heldUntil = row.place_held_until ?? (row.booking_status === 'Pending' ? row.payment_deadline : null);
    if (row.place_held_until && row.place_held_until <= now) continue;
    found.set(row.booking_id, {
      id: row.id,
      saleNumber: row.number,
      title: row.title,
      description: row.description,
      total: row.total,
      pending: row.pending,
      netPending: netPending(row.total, row.net_total, row.pending),
      paymentType: row.payment_type,
      withRetention: row.with_retention,
      cancelUrl: row.cancel_url,
      groupId: row.group_id,
      paymentDeadline: heldUntil ? heldUntil.toISOString() : null,
    });
  }
  return found;
}
