const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's script once (a script element, never eval): one of its registry entry's `scripts`; query
 * parameters such as a client id go in `query`. No address (an entry without that script) fails.
 */
export function loadProviderScript(address: string | undefined, query: Record<string, string> = {}): Promise<void> {
  if (!address) return Promise.reject(new Error('The payment provider has no such script'));
  const search = new URLSearchParams(query).toString();
  const src = search ? `${address}${address.includes('?') ? '&' : '?'}${search}` : address;
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
