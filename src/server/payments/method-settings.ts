import type { ProviderMethod } from '../repositories/provider-payments';
import { setting, usesSandbox } from './runtime';
import { PROVIDERS } from './providers';

/**
 * Why a provider method cannot take a payment on this server, or null when it can: a method on the sandbox
 * in production (which serves no sandbox), or the settings it lacks (named, for the log).
 */
export function methodNotReady(method: ProviderMethod, production: boolean): string | null {
  const sandbox = usesSandbox(method);
  if (sandbox && production) return 'uses the sandbox, which production does not serve';
  // What each provider cannot take a payment without (its plugin's settings, the ones its adapter reads): a checkout
  // with a method missing one is refused with "… is not configured at this club" before the provider is called.
  const required = PROVIDERS.find((provider) => provider.adapter.type === method.type)?.settings ?? [];
  const missing = required.filter((need) => !(sandbox && need.sandbox) && setting(method, need.key, need.env) === '');
  return missing.length === 0 ? null : `lacks ${missing.map((need) => (need.env ? `${need.key} (or ${need.env})` : need.key)).join(', ')}`;
}
