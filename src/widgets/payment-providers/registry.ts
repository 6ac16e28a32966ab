import { isTransbankReturn } from '../PayTransbank/transbank-return';
import type { PaymentMethodType, PaymentProviderEntry } from './provider-widget';

/**
 * The portal side of each card or wallet provider, by payment method type (a PaymentMethodType).
 * Adding a provider is its folder under src/widgets/ and one line here; the checkout page does not change.
 * Types without an entry (Pending, the vouchers) finish inside `checkout` and need no provider step.
 */
const PAYMENT_PROVIDERS: Partial<Record<PaymentMethodType, PaymentProviderEntry>> = {
  1: { step: () => import('../PayRedsys/PayRedsys') },
  9: { step: () => import('../PayPayPal/PayPayPal') },
  10: { step: () => import('../PayNetPay/PayNetPay'), collectCard: () => import('../PayNetPay/CollectNetPay') },
  14: { step: () => import('../PayStripe/PayStripe') },
  15: { step: () => import('./NoStep'), collectCard: () => import('../PayAuthorizeNet/CollectAuthorizeNet') },
  17: { step: () => import('../PayMercadoPago/PayMercadoPago') },
  18: {
    step: () => import('../PayTransbank/PayTransbank'),
    collectCard: () => import('../PayTransbank/CollectTransbank'),
    resume: { isReturn: isTransbankReturn, component: () => import('../PayTransbank/ResumeTransbank') },
  },
  20: { step: () => import('../PayRazorpay/PayRazorpay') },
};

export function paymentProviderFor(type: PaymentMethodType): PaymentProviderEntry | undefined {
  return PAYMENT_PROVIDERS[type];
}
