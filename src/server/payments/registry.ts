import type { PaymentMethodType } from '../db/schema';
import type { ProviderAdapter } from './provider';
import { PROVIDERS } from './providers';

/** The provider adapter of a method type (providers/index.ts is the one list). */
export function providerAdapterFor(type: PaymentMethodType): ProviderAdapter | undefined {
  return PROVIDERS.find((provider) => provider.adapter.type === type)?.adapter;
}
