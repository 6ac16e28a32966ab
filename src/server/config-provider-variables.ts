import { address, oneOf, text, type Parse, type Variables } from './config-values';

/**
 * The payment providers' keys and addresses, read by an adapter when its method's private_config (or public_config)
 * lacks the setting (src/server/payments/runtime.ts `setting`). Checked at start like every variable, so a
 * mistyped base address stops the server instead of failing the first payment.
 */
const webAddress = address(['http', 'https'], 'https://api.provider.example');
/** A sandbox's webhook target: this server's path (/payments/<provider>/webhook) or an absolute address. */
const webhookTarget: Parse<string> = (value) => (value.trim().startsWith('/') ? value.trim() : webAddress(value));

const key = (provider: string, setting: string) => ({ parse: text, description: `a ${provider} method's ${setting} when its private_config has none` });
const base = (provider: string) => ({
  parse: webAddress,
  description: `${provider}'s API address when the method's baseUrl is unset (a test double, the provider's test environment)`,
});

export const PAYMENT_PROVIDER_VARIABLES = {
  REDSYS_MERCHANT_KEY: key('Redsys', 'merchantKey'),
  REDSYS_MERCHANT_CODE: key('Redsys', 'merchantCode'),
  REDSYS_TERMINAL: key('Redsys', 'terminal'),
  REDSYS_BASE_URL: base('Redsys'),
  STRIPE_SECRET_KEY: key('Stripe', 'secretKey'),
  STRIPE_WEBHOOK_SECRET: key('Stripe', 'webhookSecret'),
  STRIPE_API_BASE: base('Stripe'),
  PAYPAL_CLIENT_ID: key('PayPal', 'clientId'),
  PAYPAL_CLIENT_SECRET: key('PayPal', 'clientSecret'),
  PAYPAL_WEBHOOK_ID: key('PayPal', 'webhookId'),
  PAYPAL_API_BASE: base('PayPal'),
  PAYPAL_WEBHOOK_URL: { parse: webhookTarget, description: "where the PayPal sandbox sends its webhooks (a method's webhookUrl first)" },
  NETPAY_SECRET_KEY: key('NetPay', 'secretKey'),
  NETPAY_API_BASE: base('NetPay'),
  AUTHORIZENET_API_LOGIN_ID: key('Authorize.Net', 'apiLoginId'),
  AUTHORIZENET_TRANSACTION_KEY: key('Authorize.Net', 'transactionKey'),
  AUTHORIZENET_SIGNATURE_KEY: key('Authorize.Net', 'signatureKey'),
  AUTHORIZENET_API_BASE: base('Authorize.Net'),
  AUTHORIZENET_WEBHOOK_URL: { parse: webhookTarget, description: "where the Authorize.Net sandbox sends its webhooks (a method's webhookUrl first)" },
  MERCADOPAGO_ACCESS_TOKEN: key('Mercado Pago', 'accessToken'),
  MERCADOPAGO_WEBHOOK_SECRET: key('Mercado Pago', 'webhookSecret'),
  MERCADOPAGO_API_BASE: base('Mercado Pago'),
  TRANSBANK_COMMERCE_CODE: key('Transbank', 'commerceCode'),
  TRANSBANK_STORE_COMMERCE_CODE: key('Transbank', 'storeCommerceCode'),
  TRANSBANK_API_KEY_SECRET: key('Transbank', 'apiKeySecret'),
  TRANSBANK_API_BASE: base('Transbank'),
  RAZORPAY_KEY_ID: key('Razorpay', 'keyId'),
  RAZORPAY_KEY_SECRET: key('Razorpay', 'keySecret'),
  RAZORPAY_WEBHOOK_SECRET: key('Razorpay', 'webhookSecret'),
  RAZORPAY_AUTO_CAPTURE: {
    parse: oneOf(['true', 'false'], { exactly: true }),
    description: "true when the Razorpay account captures payments itself (a method's autoCapture first)",
  },
  RAZORPAY_API_BASE: base('Razorpay'),
} satisfies Variables;
