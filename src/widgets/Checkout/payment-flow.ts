import type { CheckoutResult, PaymentMethod } from '../payment-providers/provider-widget';
import type { PayStep } from './checkout-choices';

// The payment's part of the checkout as a state chart: a refusal goes back to reviewing, where Pay works again.
// Pure: use-checkout sends `checkout` on entering `paying` (through useAction).

/** What `checkout` sends besides the page: the provider's card token and what goes with it. */
export interface PayRequest {
  tokenId: string | null;
  /** Joins the checkout's provider data (NetPay's, Authorize.Net's card collection). */
  extra?: Record<string, string>;
  /** The provider's return the payment keeps (Transbank's registration: tpvOnlineInfoTemp). */
  kept?: Record<string, string>;
}

export type PaymentState =
  /** The page: the player fills it in and taps Pay. */
  | { phase: 'reviewing' }
  /** The provider collects the card before `checkout`: its form in the portal, or its page (Transbank's Webpay). */
  | { phase: 'collecting'; method: PaymentMethod }
  /** Back on /checkout from the provider's card registration: the provider finishes it, then the saved card pays. */
  | { phase: 'resuming'; method: PaymentMethod; query: URLSearchParams }
  /** `checkout` is under way: Pay is busy and a second tap sends nothing. */
  | { phase: 'paying'; request: PayRequest }
  /** `checkout` answered the provider's block: its step (a script, a hosted page, a redirect) goes on. */
  | { phase: 'provider'; method: PaymentMethod; result: CheckoutResult }
  /** Placed: paid, or held for review (`review`). */
  | { phase: 'paid'; review: boolean }
  /** The provider declined the card inside `checkout`: nothing was confirmed. */
  | { phase: 'declined' };

export type PaymentEvent =
  /** Pay with the page complete, and what it does for the chosen method (checkout-choices' payStep). */
  | { type: 'pay'; step: PayStep; method: PaymentMethod | null }
  /** The provider's card token, collected in the portal. */
  | { type: 'token'; tokenId: string; extra?: Record<string, string> }
  /** The provider finished the card registration the player came back from: its saved card pays. */
  | { type: 'resumed'; tokenId: string; kept?: Record<string, string> }
  /** The player closed the provider's form or step: the page again, nothing said. */
  | { type: 'closed' }
  /** The provider's form or step failed (the page says why, through the action's message). */
  | { type: 'failed' }
  /** `checkout`'s answers. */
  | { type: 'handedOver'; method: PaymentMethod; result: CheckoutResult }
  | { type: 'paid'; review: boolean }
  | { type: 'declined' }
  /** `checkout` was refused or failed (the message shows): the player can pay again. */
  | { type: 'refused' };

export const REVIEWING: PaymentState = { phase: 'reviewing' };

/** Where Pay may start a payment: the page, or a provider's step on it the player leaves by paying again. */
const PAY_FROM = new Set<PaymentState['phase']>(['reviewing', 'provider']);

export function paymentFlow(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'pay':
      if (!PAY_FROM.has(state.phase)) return state;
      if (event.step === 'unavailable') return REVIEWING;
      if ((event.step === 'collect' || event.step === 'collectAway') && event.method) return { phase: 'collecting', method: event.method };
      return { phase: 'paying', request: { tokenId: null } };
    case 'token':
      return state.phase === 'collecting' ? { phase: 'paying', request: { tokenId: event.tokenId, extra: event.extra } } : state;
    case 'resumed':
      return state.phase === 'resuming' ? { phase: 'paying', request: { tokenId: event.tokenId, kept: event.kept } } : state;
    case 'closed':
    case 'failed':
      return state.phase === 'collecting' || state.phase === 'resuming' || state.phase === 'provider' ? REVIEWING : state;
    case 'handedOver':
      return state.phase === 'paying' ? { phase: 'provider', method: event.method, result: event.result } : state;
    case 'paid':
      return state.phase === 'paying' ? { phase: 'paid', review: event.review } : state;
    case 'declined':
      return state.phase === 'paying' ? { phase: 'declined' } : state;
    case 'refused':
      return state.phase === 'paying' ? REVIEWING : state;
  }
}
