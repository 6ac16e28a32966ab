import type { JsonObject, PaymentMethodType } from '../db/schema';
import { PaymentMethodType as Type } from '../db/schema';

export interface SeedPaymentMethod {
  key: keyof typeof Type;
  type: PaymentMethodType;
  name: string;
  description: string;
  publicConfig: JsonObject;
  /** Server-side settings: `sandbox: true` points the method at this server's own sandbox of the provider. */
  privateConfig?: JsonObject;
  allowTokenization: boolean;
  forceSaveCreditCard: boolean;
}

// Every card and wallet provider of the demo club points at this server's loopback sandbox
// (/sandbox/<provider>/): the demo never reaches a live payment account. The README says which settings
// point a method at the real provider instead.
const SANDBOX: JsonObject = { sandbox: true };

export const PAYMENT_METHODS: SeedPaymentMethod[] = [
  {
    key: 'Redsys',
    type: Type.Redsys,
    name: 'Card (Redsys)',
    description: 'Pay by card through the Redsys secure gateway.',
    publicConfig: { mode: 'test', merchantCode: '999008881', terminal: '1' },
    privateConfig: SANDBOX,
    allowTokenization: true,
    forceSaveCreditCard: false,
  },
  {
    key: 'Stripe',
    type: Type.Stripe,
    name: 'Card (Stripe)',
    description: 'Visa, Mastercard and American Express.',
    publicConfig: { mode: 'test', publicKey: 'pk_test_sandbox' },
    privateConfig: SANDBOX,
    allowTokenization: true,
    forceSaveCreditCard: false,
  },
  {
    key: 'PayPal',
    type: Type.PayPal,
    name: 'PayPal',
    description: 'Pay with your PayPal account.',
    publicConfig: { mode: 'test', clientId: 'sandbox-client-id' },
    privateConfig: SANDBOX,
    allowTokenization: false,
    forceSaveCreditCard: false,
  },
  {
    key: 'NetPay',
    type: Type.NetPay,
    name: 'Card (NetPay)',
    description: 'Card payment with 3-D Secure.',
    publicConfig: { mode: 'test', publicKey: 'pk_netpay_sandbox', prodMode: false },
    privateConfig: SANDBOX,
    allowTokenization: true,
    forceSaveCreditCard: false,
  },
  {
    key: 'AuthorizeNet',
    type: Type.AuthorizeNet,
    name: 'Card (Authorize.Net)',
    description: 'Card payment processed by Authorize.Net.',
    publicConfig: { mode: 'test', apiLoginId: 'sandbox-login-id', clientKey: 'sandbox-client-key' },
    privateConfig: SANDBOX,
    allowTokenization: true,
    forceSaveCreditCard: false,
  },
  {
    key: 'MercadoPago',
    type: Type.MercadoPago,
    name: 'Mercado Pago',
    description: 'Cards and local payment methods through Mercado Pago.',
    publicConfig: { mode: 'test', publicKey: 'TEST-sandbox-public-key', locale: 'es-AR' },
    privateConfig: SANDBOX,
    allowTokenization: false,
    forceSaveCreditCard: false,
  },
  {
    key: 'Transbank',
    type: Type.Transbank,
    name: 'Webpay (Transbank)',
    description: 'Oneclick card registration with Transbank.',
    publicConfig: { mode: 'integration', commerceCode: '597055555541' },
    privateConfig: SANDBOX,
    allowTokenization: true,
    forceSaveCreditCard: true,
  },
  {
    key: 'Razorpay',
    type: Type.Razorpay,
    name: 'Razorpay',
    description: 'Cards, UPI and wallets through Razorpay.',
    publicConfig: { mode: 'test', keyId: 'rzp_test_sandbox' },
    privateConfig: SANDBOX,
    allowTokenization: false,
    forceSaveCreditCard: false,
  },
  {
    key: 'Pending',
    type: Type.Pending,
    name: 'Pay at the club',
    description: 'Pay at reception before playing.',
    publicConfig: {},
    allowTokenization: false,
    forceSaveCreditCard: false,
  },
  {
    key: 'MoneyVoucher',
    type: Type.MoneyVoucher,
    name: 'Voucher balance',
    description: 'Pay with the balance of your court voucher.',
    publicConfig: {},
    allowTokenization: false,
    forceSaveCreditCard: false,
  },
];
