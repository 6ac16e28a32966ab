import { PaymentMethodType } from '../../generated/enums';
import { isTransbankReturn } from '../PayTransbank/transbank-return';
import type { CheckoutResult, PaymentMethodType as MethodType, PaymentProviderEntry } from './provider-widget';
import { threeDsUrl } from './three-ds';

/**
 * The portal side of each card or wallet provider, by payment method type: its folder under src/widgets/ and its
 * entry here. The checkout and the return pages read this, so adding a provider changes none of them. Types without
 * an entry (Pending, the vouchers) finish inside `checkout`.
 */
const PAYMENT_PROVIDERS: Partial<Record<MethodType, PaymentProviderEntry>> = {
  [PaymentMethodType.Redsys]: { takesOver: (result) => result.redsysData != null, step: () => import('../PayRedsys/PayRedsys') },
  [PaymentMethodType.PayPal]: {
    scripts: { sdk: import.meta.env.VITE_PAYMENT_SCRIPT_PAYPAL ?? '/sandbox/paypal/sdk/js' },
    takesOver: (result) => result.paypal != null,
    step: () => import('../PayPayPal/PayPayPal'),
  },
  [PaymentMethodType.NetPay]: {
    // One script per environment (production https://docs.netpay.mx/cdn/v1.3/netpay.min.js, test
    // https://docs.netpay.mx/cdn/js/dev/netpay.154.js): the club's netPayProdMode picks which (doc 3 §3).
    scripts: {
      production: import.meta.env.VITE_PAYMENT_SCRIPT_NETPAY ?? '/sandbox/netpay/netpay.js',
      sandbox: import.meta.env.VITE_PAYMENT_SCRIPT_NETPAY_SANDBOX ?? '/sandbox/netpay/netpay.js',
    },
    takesOver: (result) => threeDsUrl(result.errorMsg) !== null,
    step: () => import('../PayNetPay/PayNetPay'),
    collectCard: () => import('../PayNetPay/CollectNetPay'),
    returnPage: { path: '/netpay-callback/', status: async () => (await import('../PayNetPay/netpay-actions')).netPayStatus },
  },
  [PaymentMethodType.Stripe]: {
    scripts: { main: import.meta.env.VITE_PAYMENT_SCRIPT_STRIPE ?? '/sandbox/stripe/v3.js' },
    takesOver: (result) => result.stripe != null,
    step: () => import('../PayStripe/PayStripe'),
    returnPage: {
      path: '/stripe-callback/',
      status: async () => (await import('../PayStripe/stripe-queries')).stripeStatus,
      setsUpCard: (query) => query.has('setup_intent'),
    },
    savedCardParam: 'stripe_token',
  },
  [PaymentMethodType.AuthorizeNet]: {
    scripts: { main: import.meta.env.VITE_PAYMENT_SCRIPT_AUTHORIZENET ?? '/sandbox/authorizenet/v1/Accept.js' },
    step: () => import('./NoStep'),
    collectCard: () => import('../PayAuthorizeNet/CollectAuthorizeNet'),
  },
  [PaymentMethodType.MercadoPago]: {
    scripts: { main: import.meta.env.VITE_PAYMENT_SCRIPT_MERCADOPAGO ?? '/sandbox/mercadopago/sdk.js' },
    takesOver: (result) => result.mercadoPago != null,
    step: () => import('../PayMercadoPago/PayMercadoPago'),
  },
  [PaymentMethodType.Transbank]: {
    takesOver: (result) => result.transbank != null,
    step: () => import('../PayTransbank/PayTransbank'),
    collectCard: () => import('../PayTransbank/CollectTransbank'),
    resume: { isReturn: isTransbankReturn, component: () => import('../PayTransbank/ResumeTransbank') },
    alwaysSavesCard: true,
  },
  [PaymentMethodType.Razorpay]: {
    scripts: { main: import.meta.env.VITE_PAYMENT_SCRIPT_RAZORPAY ?? '/sandbox/razorpay/checkout.js' },
    takesOver: (result) => result.razorpayData != null,
    step: () => import('../PayRazorpay/PayRazorpay'),
    returnPage: { path: '/razorpay-callback/', status: async () => (await import('../PayRazorpay/razorpay-queries')).razorpayStatus },
  },
};

const ENTRIES = Object.values(PAYMENT_PROVIDERS);

export function paymentProviderFor(type: MethodType): PaymentProviderEntry | undefined {
  return PAYMENT_PROVIDERS[type];
}

/** Whether `checkout`'s answer hands the payment on to a provider (any provider's block or marker is there). */
export function handsOverToProvider(result: CheckoutResult): boolean {
  return ENTRIES.some((entry) => entry.takesOver?.(result) === true);
}

const withoutSlash = (path: string) => path.replace(/\/+$/, '');

/** The provider whose return page is at `pathname` (a route of manifest/routes.json), if any. */
export function providerReturningAt(pathname: string): PaymentProviderEntry | undefined {
  return ENTRIES.find((entry) => entry.returnPage && withoutSlash(entry.returnPage.path) === withoutSlash(pathname));
}

/** Every provider's return page path: each has its route in manifest/routes.json (checked by a test). */
export function providerReturnPaths(): string[] {
  return ENTRIES.flatMap((entry) => (entry.returnPage ? [entry.returnPage.path] : []));
}

/** A card set-up's return to /checkout: the query parameters that may name the saved card. */
export function savedCardParams(): string[] {
  return ENTRIES.flatMap((entry) => (entry.savedCardParam ? [entry.savedCardParam] : []));
}
