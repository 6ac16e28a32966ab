import type { PaymentTypeModule } from './payment-type';

/** A total of zero: nothing to take, the sales are settled at once. */
export const freePayment: PaymentTypeModule = {
  handles: ['free'],
  async start() {
    return { kind: 'paid', voucherId: null };
  },
};
