import type { PaymentMethodType } from '../../db/schema';
import { freePayment } from './free';
import type { PaymentTypeModule } from './payment-type';
import { pendingPayment } from './pending';
import { hoursVoucherPayment, moneyVoucherPayment, sessionsVoucherPayment } from './vouchers';
import { redsysProvider } from '../../payments/providers/redsys';
import { paypalProvider } from '../../payments/providers/paypal';
import { netpayProvider } from '../../payments/providers/netpay';
import { stripeProvider } from '../../payments/providers/stripe';
import { authorizeNetProvider } from '../../payments/providers/authorizenet';
import { mercadoPagoProvider } from '../../payments/providers/mercadopago';
import { transbankProvider } from '../../payments/providers/transbank';
import { razorpayProvider } from '../../payments/providers/razorpay';
import { refusingFailures } from '../../payments/provider';

/**
 * The payment types the checkout can take, one module each. A card provider is a folder of
 * src/server/payments/providers/ (start here; its returns, webhooks, status, capture and refund there) and
 * one more line here; the checkout core does not change. A method whose type has no module is refused as not available yet.
 */
const MODULES: Array<Pick<PaymentTypeModule, 'handles' | 'start' | 'setupCard'>> = [
  freePayment,
  pendingPayment,
  moneyVoucherPayment,
  sessionsVoucherPayment,
  hoursVoucherPayment,
  // A provider's unforeseen failure (a misconfigured address, an SDK that throws) is a refusal, never a 500.
  ...[redsysProvider, paypalProvider, netpayProvider, stripeProvider, authorizeNetProvider, mercadoPagoProvider, transbankProvider, razorpayProvider].map(refusingFailures),
];

export function paymentTypeFor(type: PaymentMethodType | 'free'): Pick<PaymentTypeModule, 'handles' | 'start' | 'setupCard'> | undefined {
  return MODULES.find((module) => module.handles.includes(type));
}

export type { PaymentTypeModule, PayableSale } from './payment-type';
