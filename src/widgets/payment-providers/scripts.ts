/**
 * Where each provider's own script comes from. By default the server's loopback sandbox (same origin, so the
 * Content-Security-Policy allows it); a build pointed at the real providers sets VITE_PAYMENT_SCRIPT_<NAME>
 * (e.g. https://js.stripe.com/v3/) and the server's PAYMENT_ORIGINS lets the browser load it.
 */
const SCRIPTS = {
  stripe: import.meta.env.VITE_PAYMENT_SCRIPT_STRIPE ?? '/sandbox/stripe/v3.js',
  paypal: import.meta.env.VITE_PAYMENT_SCRIPT_PAYPAL ?? '/sandbox/paypal/sdk/js',
  razorpay: import.meta.env.VITE_PAYMENT_SCRIPT_RAZORPAY ?? '/sandbox/razorpay/checkout.js',
  mercadopago: import.meta.env.VITE_PAYMENT_SCRIPT_MERCADOPAGO ?? '/sandbox/mercadopago/sdk.js',
  // NetPay has one script per environment (its production CDN https://docs.netpay.mx/cdn/v1.3/netpay.min.js and its
  // test one https://docs.netpay.mx/cdn/js/dev/netpay.154.js): the club's netPayProdMode picks which (doc 3 §3).
  netpay: import.meta.env.VITE_PAYMENT_SCRIPT_NETPAY ?? '/sandbox/netpay/netpay.js',
  netpaySandbox: import.meta.env.VITE_PAYMENT_SCRIPT_NETPAY_SANDBOX ?? '/sandbox/netpay/netpay.js',
  authorizenet: import.meta.env.VITE_PAYMENT_SCRIPT_AUTHORIZENET ?? '/sandbox/authorizenet/v1/Accept.js',
} as const;

export type ProviderScript = keyof typeof SCRIPTS;

const loading = new Map<string, Promise<void>>();

/** Loads a provider's script once (a script element, never eval); query parameters such as PayPal's client-id go in `query`. */
export function loadProviderScript(name: ProviderScript, query: Record<string, string> = {}): Promise<void> {
  const search = new URLSearchParams(query).toString();
  const src = search ? `${SCRIPTS[name]}${SCRIPTS[name].includes('?') ? '&' : '?'}${search}` : SCRIPTS[name];
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`The payment provider's script did not load: ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** A provider global the script defined (window.Stripe, window.paypal…). */
export function providerGlobal<T>(name: string): T | undefined {
  return (window as unknown as Record<string, T | undefined>)[name];
}
