import type { PaymentMethodType } from '../../db/schema';
import { freePayment } from './free';
import type { PaymentTypeModule } from './payment-type';
import { pendingPayment } from './pending';
import { hoursVoucherPayment, moneyVoucherPayment, sessionsVoucherPayment } from './vouchers';

/**
 * The payment types the checkout can take, one module each. A card provider (Redsys, Stripe, PayPal…) is
 * one more module with start / confirm / status / capture / refund and one more line here; the checkout
 * core does not change. A method whose type has no module is refused as not available yet.
 */
const MODULES: PaymentTypeModule[] = [freePayment, pendingPayment, moneyVoucherPayment, sessionsVoucherPayment, hoursVoucherPayment];

export function paymentTypeFor(type: PaymentMethodType | 'free'): PaymentTypeModule | undefined {
  return MODULES.find((module) => module.handles.includes(type));
}

export type { PaymentTypeModule, PaymentContext, PaymentOutcome, PayableSale } from './payment-type';
