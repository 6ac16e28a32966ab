import { paymentTypeFor } from '../checkout/payment-types';
import type { PaymentMethodType } from '../db/schema';
import type { ProviderAdapter } from './provider';

/** The provider adapter of a method type: the checkout's payment-type registry is the one list. */
export function providerAdapterFor(type: PaymentMethodType): ProviderAdapter | undefined {
  const module = paymentTypeFor(type);
  return module && 'key' in module ? (module as ProviderAdapter) : undefined;
}
