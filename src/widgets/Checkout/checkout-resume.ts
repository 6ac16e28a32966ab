import { paymentProviderFor, savedCardParams } from '../payment-providers/registry';
import type { CheckoutDraft } from './checkout-flow';
import { EMPTY_FORM, methodKey, type PaymentMethod } from './checkout-rules';

/** A coupon the server accepted (promos/validate). */
export interface AppliedCoupon {
  code: string;
  discount: number;
  netDiscount: number;
  discountedTaxes: number;
}

// The tab's session storage: the return comes back in the same tab, and nothing of it should outlive the tab.
const KEY = 'cz:checkout-resume';

/** Keeps the page's draft for this cart (its guid) while the browser is away at a provider (doc 3 §4.3). */
export function storeCheckout(cartGuid: string, draft: CheckoutDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify({ cartGuid, draft: { ...draft, form: { ...draft.form, password: '', password2: '' } } }));
}

export function forgetStoredCheckout(): void {
  sessionStorage.removeItem(KEY);
}

/** This cart's draft as this tab stored it: JSON from sessionStorage (written by storeCheckout, not an API answer), checked before use. */
function storedCheckout(cartGuid: string): CheckoutDraft | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { cartGuid?: unknown; draft?: CheckoutDraft } | null;
    const draft = stored?.cartGuid === cartGuid ? stored.draft : null;
    return draft && typeof draft === 'object' && typeof draft.form === 'object' ? { ...draft, form: { ...EMPTY_FORM, ...draft.form } } : null;
  } catch {
    return null;
  }
}

export interface CheckoutResume {
  stored: CheckoutDraft;
  method: PaymentMethod;
  query: URLSearchParams;
}

/** The checkout to resume when /checkout is the return of the stored method's provider (its query), else null. */
export function checkoutToResume(search: string, methods: PaymentMethod[], cartGuid: string): CheckoutResume | null {
  const query = new URLSearchParams(search);
  const stored = storedCheckout(cartGuid);
  const method = stored ? methods.find((candidate) => methodKey(candidate) === stored.methodKey) : undefined;
  if (!stored || !method || !paymentProviderFor(method.type)?.resume?.isReturn(query)) return null;
  return { stored, method, query };
}

export interface SavedCardReturn {
  /** The saved card the provider's card set-up made (a method with its tokenId), chosen on the page. */
  card: PaymentMethod;
  /** The page as it was left for the provider, when this tab kept it for this cart. */
  stored: CheckoutDraft | null;
}

/**
 * /checkout?stripe_token=… is the return of a card set-up (doc 2 card-payment return pages, doc 3 §2.4, §4.4): the
 * registry's `savedCardParam` names the card just saved, which the page chooses so that Pay charges it. Null when
 * the query names none.
 */
export function savedCardReturn(search: string, methods: PaymentMethod[], cartGuid: string): SavedCardReturn | null {
  const query = new URLSearchParams(search);
  const tokenIds = savedCardParams().flatMap((param) => query.get(param) ?? []);
  const card = methods.find((candidate) => candidate.tokenId != null && tokenIds.includes(String(candidate.tokenId)));
  if (!card) return null;
  return { card, stored: storedCheckout(cartGuid) };
}
