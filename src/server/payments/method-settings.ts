import { PaymentMethodType } from '../db/schema';
import type { ProviderMethod } from '../repositories/provider-payments';
import { setting, usesSandbox } from './runtime';

interface RequiredSetting {
  /** The method's setting (private, then public settings). */
  key: string;
  /** The environment variable the adapter falls back to. */
  env?: string;
  /** The sandbox supplies it (its published test secret) when the method uses the sandbox. */
  sandbox?: true;
}

/**
 * What each provider cannot take a payment without: the same settings and variables its adapter reads
 * (src/server/payments/providers/<provider>/index.ts). A checkout with a method missing one is refused with
 * "… is not configured at this club" before the provider is called, instead of failing half-way (a 500).
 */
const REQUIRED: Partial<Record<PaymentMethodType, RequiredSetting[]>> = {
  [PaymentMethodType.Redsys]: [
    { key: 'merchantKey', env: 'REDSYS_MERCHANT_KEY', sandbox: true },
    { key: 'merchantCode', env: 'REDSYS_MERCHANT_CODE' },
  ],
  [PaymentMethodType.Stripe]: [{ key: 'secretKey', env: 'STRIPE_SECRET_KEY', sandbox: true }, { key: 'publicKey' }],
  [PaymentMethodType.PayPal]: [
    { key: 'clientId', env: 'PAYPAL_CLIENT_ID' },
    { key: 'clientSecret', env: 'PAYPAL_CLIENT_SECRET', sandbox: true },
  ],
  [PaymentMethodType.NetPay]: [{ key: 'secretKey', env: 'NETPAY_SECRET_KEY', sandbox: true }],
  [PaymentMethodType.AuthorizeNet]: [
    { key: 'apiLoginId', env: 'AUTHORIZENET_API_LOGIN_ID' },
    { key: 'transactionKey', env: 'AUTHORIZENET_TRANSACTION_KEY', sandbox: true },
  ],
  [PaymentMethodType.MercadoPago]: [{ key: 'accessToken', env: 'MERCADOPAGO_ACCESS_TOKEN', sandbox: true }, { key: 'publicKey' }],
  [PaymentMethodType.Transbank]: [{ key: 'apiKeySecret', env: 'TRANSBANK_API_KEY_SECRET', sandbox: true }],
  [PaymentMethodType.Razorpay]: [
    { key: 'keyId', env: 'RAZORPAY_KEY_ID' },
    { key: 'keySecret', env: 'RAZORPAY_KEY_SECRET', sandbox: true },
  ],
};

/**
 * Why a provider method cannot take a payment on this server, or null when it can: a method on the sandbox
 * in production (which serves no sandbox), or the settings it lacks (named, for the log).
 */
export function methodNotReady(method: ProviderMethod, production: boolean): string | null {
  const sandbox = usesSandbox(method);
  if (sandbox && production) return 'uses the sandbox, which production does not serve';
  const missing = (REQUIRED[method.type] ?? []).filter((required) => !(sandbox && required.sandbox) && setting(method, required.key, required.env) === '');
  return missing.length === 0 ? null : `lacks ${missing.map((required) => (required.env ? `${required.key} (or ${required.env})` : required.key)).join(', ')}`;
}
