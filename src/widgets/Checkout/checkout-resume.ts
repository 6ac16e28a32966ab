import { paymentProviderFor } from '../payment-providers/registry';
import { EMPTY_FORM, methodKey, type CheckoutForm, type PaymentMethod } from './checkout-rules';

/** A coupon the server accepted (promos/validate). */
export interface AppliedCoupon {
  code: string;
  discount: number;
  netDiscount: number;
  discountedTaxes: number;
}

/** What the checkout page keeps while the browser is away registering a card at the provider (doc 3 §4.3, Transbank). */
export interface StoredCheckout {
  methodKey: string;
  transportId: number | null;
  couponTyped: string;
  coupon: AppliedCoupon | null;
  saveCard: boolean;
  /** Without the passwords: only a logged-in customer leaves the portal to register a card. */
  form: CheckoutForm;
}

// The tab's session storage: the return comes back in the same tab, and nothing of it should outlive the tab.
const KEY = 'cz:checkout-resume';

export function storeCheckout(stored: StoredCheckout): void {
  sessionStorage.setItem(KEY, JSON.stringify({ ...stored, form: { ...stored.form, password: '', password2: '' } }));
}

export function forgetStoredCheckout(): void {
  sessionStorage.removeItem(KEY);
}

/** The page as this tab stored it: JSON from sessionStorage (written by storeCheckout, not an API answer), checked before use. */
function storedCheckout(): StoredCheckout | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredCheckout | null;
    return stored && typeof stored.methodKey === 'string' ? { ...stored, form: { ...EMPTY_FORM, ...stored.form } } : null;
  } catch {
    return null;
  }
}

export interface CheckoutResume {
  stored: StoredCheckout;
  method: PaymentMethod;
  query: URLSearchParams;
}

/** The checkout to resume when /checkout is the return of the stored method's provider (its query), else null. */
export function checkoutToResume(search: string, methods: PaymentMethod[]): CheckoutResume | null {
  const query = new URLSearchParams(search);
  const stored = storedCheckout();
  const method = stored ? methods.find((candidate) => methodKey(candidate) === stored.methodKey) : undefined;
  if (!stored || !method || !paymentProviderFor(method.type)?.resume?.isReturn(query)) return null;
  return { stored, method, query };
}

export interface SavedCardReturn {
  /** The saved card the provider's card set-up made (a method with its tokenId), chosen on the page. */
  card: PaymentMethod;
  /** The page as it was left for the provider, when this tab kept it for the same method. */
  stored: StoredCheckout | null;
}

/**
 * /checkout?stripe_token=… is the return of a Stripe SetupIntent (doc 2 card-payment return pages, doc 3 §2.4,
 * §4.4): the token id names the card just saved, which the page chooses (the checkout info lists it among the
 * saved cards) so that Pay charges it. Null when the query has no token or no saved card has that id.
 */
export function savedCardReturn(search: string, methods: PaymentMethod[]): SavedCardReturn | null {
  const tokenId = new URLSearchParams(search).get('stripe_token');
  if (!tokenId) return null;
  const card = methods.find((candidate) => candidate.tokenId != null && String(candidate.tokenId) === tokenId);
  if (!card) return null;
  const stored = storedCheckout();
  return { card, stored: stored && stored.methodKey === methodKey({ ...card, tokenId: null }) ? stored : null };
}
