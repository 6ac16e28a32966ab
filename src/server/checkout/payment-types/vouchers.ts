import { fromCents } from '../../../domain/money';
import { PaymentMethodType, type VoucherKind } from '../../db/schema';
import { debitVoucher, findVoucher } from '../../repositories/vouchers';
import { voucherCampaignSold } from '../../repositories/vouchers-memberships';
import { Refusal } from '../../http/refusal';
import type { PaymentContext, PaymentTypeModule } from './payment-type';

/** What a voucher of each kind must give to pay the sales: money, one session per booking, or hours of booking. */
function voucherAmount(kind: VoucherKind, context: Pick<PaymentContext, 'sales' | 'total'>): number {
  if (kind === 'Money') return fromCents(context.total);
  if (context.sales.some((sale) => sale.products || sale.bookings.length === 0)) throw new Refusal('shop.voucherOnlyBookings');
  const bookings = context.sales.flatMap((sale) => sale.bookings);
  if (kind === 'Sessions') return bookings.length;
  return Math.round((bookings.reduce((sum, booking) => sum + booking.minutes, 0) / 60) * 100) / 100;
}

function voucherPayment(kind: VoucherKind, type: PaymentMethodType): PaymentTypeModule {
  return {
    handles: [type],
    async start(context) {
      const { trx, voucherId, customerId, now } = context;
      if (voucherId === null) throw new Refusal('shop.voucherRequired');
      const voucher = await findVoucher(trx, voucherId);
      if (!voucher || voucher.customerId !== customerId) throw new Refusal('shop.voucherUnknown', { id: voucherId });
      if (voucher.kind !== kind) throw new Refusal('shop.voucherKindMismatch', { name: voucher.name });
      if (voucher.expiresAt && voucher.expiresAt <= now) throw new Refusal('shop.voucherExpired', { name: voucher.name });
      // A voucher campaign credits more than its price (50 € for 45 €): bought with voucher credit, each voucher
      // would pay for the next with a gain. Refused before anything is taken, rather than crediting less than
      // the campaign promises; it is bought with money only.
      const campaign = await voucherCampaignSold(
        trx,
        context.sales.map((sale) => sale.id),
      );
      if (campaign !== undefined) throw new Refusal('shop.voucherBuysVoucher', { product: campaign });
      const amount = voucherAmount(kind, context);
      const description = context.sales.map((sale) => sale.title).join(' · ');
      // One conditional UPDATE: two checkouts on the last balance are settled one after the other.
      if (!(await debitVoucher(trx, voucher.id, amount, { saleId: context.sales[0]?.id ?? null, description, at: now }))) {
        const fresh = await findVoucher(trx, voucher.id);
        throw new Refusal('shop.voucherBalance', { name: voucher.name, balance: fresh?.balance ?? 0, amount });
      }
      return { kind: 'paid', voucherId: voucher.id };
    },
  };
}

export const moneyVoucherPayment = voucherPayment('Money', PaymentMethodType.MoneyVoucher);
export const sessionsVoucherPayment = voucherPayment('Sessions', PaymentMethodType.SessionsVoucher);
export const hoursVoucherPayment = voucherPayment('Hours', PaymentMethodType.HoursVoucher);

export const VOUCHER_KIND_OF: Partial<Record<PaymentMethodType, VoucherKind>> = {
  [PaymentMethodType.MoneyVoucher]: 'Money',
  [PaymentMethodType.SessionsVoucher]: 'Sessions',
  [PaymentMethodType.HoursVoucher]: 'Hours',
};
