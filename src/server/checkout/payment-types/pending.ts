import { PaymentMethodType } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import type { PaymentTypeModule } from './payment-type';

/** The club's "pay at the club": bookings are confirmed now and what is owed stays as a debt of the customer. */
export const pendingPayment: PaymentTypeModule = {
  handles: [PaymentMethodType.Pending],
  async start({ club, method }) {
    if (!club.pending_payment_allowed) throw new Refusal('shop.paymentMethodNotAllowed', { method: method?.name ?? '' });
    return { kind: 'deferred' };
  },
};
