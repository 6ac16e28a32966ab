import type { PaymentMethodType } from '../../db/schema';
import { freePayment } from './free';
import type { PaymentTypeModule } from './payment-type';
import { pendingPayment } from './pending';
import { hoursVoucherPayment, moneyVoucherPayment, sessionsVoucherPayment } from './vouchers';
import { PROVIDERS } from '../../payments/providers';
import { refusingFailures } from '../../payments/provider';

/**
 * The payment types the checkout can take, one module each. A card provider is a folder of
 * src/server/payments/providers/ (its plugin.ts: start, returns, webhooks, status, capture and refund) listed
 * in providers/index.ts; the checkout core does not change. A method whose type has no module is refused as not available yet.
 */
const MODULES: Array<Pick<PaymentTypeModule, 'handles' | 'start' | 'setupCard'>> = [
  freePayment,
  pendingPayment,
  moneyVoucherPayment,
  sessionsVoucherPayment,
  hoursVoucherPayment,
  // A provider's unforeseen failure (a misconfigured address, an SDK that throws) is a refusal, never a 500.
  ...PROVIDERS.map((provider) => refusingFailures(provider.adapter)),
];

export function paymentTypeFor(type: PaymentMethodType | 'free'): Pick<PaymentTypeModule, 'handles' | 'start' | 'setupCard'> | undefined {
  return MODULES.find((module) => module.handles.includes(type));
}

export type { PaymentTypeModule, PayableSale } from './payment-type';
