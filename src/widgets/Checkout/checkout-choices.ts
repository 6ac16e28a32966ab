import { paymentProviderFor } from '../payment-providers/registry';
import type { VoucherChoice } from './checkout-flow';
import { methodKey, saveCardForced, type CheckoutInfo, type PaymentMethod } from './checkout-rules';

/** Payment method type Pending (doc 3, enumerations): paid later at the club, finished inside `checkout`. */
const PENDING = 5;

/** Whether Pay must collect a card in the portal first (NetPay, Authorize.Net); a saved card never does. */
function collectsCard(method: PaymentMethod): boolean {
  return method.tokenId == null && paymentProviderFor(method.type)?.collectCard !== undefined;
}

/** Whether collecting the card leaves the portal (Transbank's Webpay): the checkout stores its parameters first. */
function collectsCardAway(method: PaymentMethod): boolean {
  return collectsCard(method) && paymentProviderFor(method.type)?.resume !== undefined;
}

/** Whether the portal can go on with this method's provider after `checkout`. */
export function hasProviderStep(method: PaymentMethod): boolean {
  return paymentProviderFor(method.type) !== undefined;
}

export interface PaymentChoices {
  /** The customer's saved cards (a method with its token). */
  savedCards: PaymentMethod[];
  /** The methods that take a new card, a wallet or pay later. */
  plainMethods: PaymentMethod[];
  /** The chosen method (a saved card too), or null. */
  method: PaymentMethod | null;
  /** A shared payment without retention: a saved card is the guarantee (doc 3 §4.3). */
  sharedNeedsCard: boolean;
  /** Whether the chosen new card is kept at the provider: the player's tick, or forced by the method or the shared payment. */
  savesCard: boolean;
}

/** What the payment card offers and what the player chose of it (doc 3 §4.3). */
export function paymentChoices(info: CheckoutInfo, chosenKey: string | null, saveCardTicked: boolean): PaymentChoices {
  const methods = info.paymentMethods ?? [];
  const method = methods.find((candidate) => methodKey(candidate) === chosenKey) ?? null;
  const sharedNeedsCard = info.isSharedPayment === true && info.withRetention !== true;
  return {
    savedCards: methods.filter((candidate) => candidate.tokenId != null),
    plainMethods: methods.filter((candidate) => candidate.tokenId == null),
    method,
    sharedNeedsCard,
    savesCard: method !== null && method.tokenId == null && (saveCardForced(method, sharedNeedsCard) || saveCardTicked),
  };
}

/**
 * What Pay does once the form passed its checks: collect the card first (in the portal, or at the provider after
 * storing the page), send `checkout`, or refuse a method this portal has no provider step for.
 */
export type PayStep = 'collect' | 'collectAway' | 'submit' | 'unavailable';

export function payStep(method: PaymentMethod | null, voucher: VoucherChoice | null, free: boolean): PayStep {
  if (voucher || !method || free) return 'submit';
  if (collectsCard(method)) return collectsCardAway(method) ? 'collectAway' : 'collect';
  const finishesHere = method.tokenId != null || method.type === PENDING;
  return finishesHere || hasProviderStep(method) ? 'submit' : 'unavailable';
}
