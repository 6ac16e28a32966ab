import type { JsonObject, PaymentMethodType } from '../db/schema';
import { PaymentMethodType as Type } from '../db/schema';

export interface SeedPaymentMethod {
  key: keyof typeof Type;
  type: PaymentMethodType;
  name: string;
  description: string;
  publicConfig: JsonObject;
  allowTokenization: boolean;
  forceSaveCreditCard: boolean;
}

// Sandbox settings only: the demo must never reach a live payment account. Keys are placeholders
// that each provider's payment plugin recognises as "demo mode".
export const PAYMENT_METHODS: SeedPaymentMethod[] = [
  {
    key: 'Redsys', type: Type.Redsys, name: 'Card (Redsys)', description: 'Pay by card through the Redsys secure gateway.',
    publicConfig: { mode: 'test', merchantCode: '999008881', terminal: '1', url: 'https://sis-t.redsys.es:25443/sis/realizarPago' },
    allowTokenization: true, forceSaveCreditCard: false,
  },
  {
    key: 'Stripe', type: Type.Stripe, name: 'Card (Stripe)', description: 'Visa, Mastercard and American Express.',
    publicConfig: { mode: 'test', publicKey: 'pk_test_demo_club' }, allowTokenization: true, forceSaveCreditCard: false,
  },
  {
    key: 'PayPal', type: Type.PayPal, name: 'PayPal', description: 'Pay with your PayPal account.',
    publicConfig: { mode: 'test', clientId: 'sb' }, allowTokenization: false, forceSaveCreditCard: false,
  },
  {
    key: 'NetPay', type: Type.NetPay, name: 'Card (NetPay)', description: 'Card payment with 3-D Secure.',
    publicConfig: { mode: 'test', publicKey: 'pk_netpay_demo_club', prodMode: false }, allowTokenization: true, forceSaveCreditCard: false,
  },
  {
    key: 'AuthorizeNet', type: Type.AuthorizeNet, name: 'Card (Authorize.Net)', description: 'Card payment processed by Authorize.Net.',
    publicConfig: { mode: 'test', apiLoginId: 'demo-login-id', clientKey: 'demo-client-key' }, allowTokenization: true, forceSaveCreditCard: false,
  },
  {
    key: 'MercadoPago', type: Type.MercadoPago, name: 'Mercado Pago', description: 'Cards and local payment methods through Mercado Pago.',
    publicConfig: { mode: 'test', publicKey: 'TEST-demo-club-public-key', locale: 'es-AR' }, allowTokenization: false, forceSaveCreditCard: false,
  },
  {
    key: 'Transbank', type: Type.Transbank, name: 'Webpay (Transbank)', description: 'Oneclick card registration with Transbank.',
    publicConfig: { mode: 'integration', commerceCode: 'demo-commerce-code' }, allowTokenization: true, forceSaveCreditCard: true,
  },
  {
    key: 'Razorpay', type: Type.Razorpay, name: 'Razorpay', description: 'Cards, UPI and wallets through Razorpay.',
    publicConfig: { mode: 'test', keyId: 'rzp_test_demo_club' }, allowTokenization: false, forceSaveCreditCard: false,
  },
  {
    key: 'Pending', type: Type.Pending, name: 'Pay at the club', description: 'Pay at reception before playing.',
    publicConfig: {}, allowTokenization: false, forceSaveCreditCard: false,
  },
  {
    key: 'MoneyVoucher', type: Type.MoneyVoucher, name: 'Voucher balance', description: 'Pay with the balance of your court voucher.',
    publicConfig: {}, allowTokenization: false, forceSaveCreditCard: false,
  },
];
