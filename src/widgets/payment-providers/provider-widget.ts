import type { ComponentType } from 'react';
import type { ApiClient } from '../../api/client';
import type { components } from '../../generated/api';
import type { PolledStatus } from './poll-status';

/** The checkout's answer: exactly one provider block (redsysData, stripe, paypal…) is set when the browser must go on at a provider. */
export type CheckoutResult = components['schemas']['CheckoutResult'];
/** A payment method the checkout offers (checkout-info). */
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaymentMethodType = components['schemas']['PaymentMethodType'];

/**
 * A provider's own scripts by name (`main`, or PayPal's `sdk`, NetPay's `production` and `sandbox`): the server's
 * loopback sandbox by default (same origin, so the Content-Security-Policy allows it); a build pointed at the real
 * provider sets VITE_PAYMENT_SCRIPT_<NAME> and the server's PAYMENT_ORIGINS lets the browser load it.
 */
type ProviderScripts = Readonly<Record<string, string>>;

/**
 * Rendered by the checkout page after `checkout` answered this provider's block: it hands the player to the
 * provider (its script, its hosted page, a redirect) and never sends card data to our `/api`.
 */
export interface ProviderStepProps {
  result: CheckoutResult;
  method: PaymentMethod;
  /** The registry entry's scripts. */
  scripts: ProviderScripts;
  /** The club's currency (checkout-info's `currency`, ISO 4217; EUR until read, doc 3 §4.3): a provider script that must be told it (PayPal) is loaded with it. */
  currency: string;
  /** Who pays, as the checkout's form has it: Razorpay's prefill, Mercado Pago's payer e-mail. */
  payer: Payer;
  /** The player's save-card choice (or the one the method forces): a provider that keeps the card after paying (Mercado Pago) honours it. */
  saveCard: boolean;
  /** The step failed or was closed inside the page (not a redirect): the checkout shows the message and lets the player choose again. */
  onFailure(message: string): void;
}

/** The payer's name, e-mail and phone (blank when the form has none). */
export interface Payer {
  name: string;
  email: string;
  phone: string;
}

/**
 * Rendered by the checkout page on Pay, before `checkout`, for providers whose card is entered in the portal
 * (NetPay, Authorize.Net: the card entry widget in a popup, tokenized by the provider's script).
 */
export interface CardCollectProps {
  method: PaymentMethod;
  /** The registry entry's scripts. */
  scripts: ProviderScripts;
  /** The provider's token (never the card number), sent to `checkout` as tokenId; `extra` joins the checkout's provider data. */
  onToken(tokenId: string, extra?: Record<string, string>): void;
  onCancel(): void;
  /** The card cannot be collected (a visitor, no address to go on to): the checkout says why. */
  onFailure?(message: string): void;
}

/**
 * Rendered by the checkout page when the browser comes back to /checkout from a provider's own card
 * registration page (Transbank's Webpay): it finishes the registration and hands the saved card on.
 */
export interface CardResumeProps {
  method: PaymentMethod;
  /** The query the provider came back with. */
  query: URLSearchParams;
  /** The saved card's token id: the checkout goes on with the parameters stored before leaving; `kept` is the provider's data it keeps with the payment (tpvOnlineInfoTemp). */
  onToken(tokenId: string, kept?: Record<string, string>): void;
  onFailure(message: string): void;
}

/** Asks a provider's payment status once with what its return page's query carries; null when the query lacks it. */
export type StatusRead = (client: ApiClient, query: URLSearchParams) => Promise<PolledStatus | null>;

/**
 * One payment provider of the portal: a folder under src/widgets/ and its entry in `registry.ts`, which says all the
 * checkout, the return pages and the provider's components need of it.
 */
export interface PaymentProviderEntry {
  scripts?: ProviderScripts;
  /** Whether `checkout`'s answer hands the payment to this provider: its block (stripe, paypal…) or marker is there. */
  takesOver?(result: CheckoutResult): boolean;
  /** After `checkout` answered its block. */
  step: () => Promise<{ default: ComponentType<ProviderStepProps> }>;
  /** Before `checkout`: the card is collected (in the portal, or at the provider's page when `resume` is given too). */
  collectCard?: () => Promise<{ default: ComponentType<CardCollectProps> }>;
  /** For a collectCard that leaves the portal: the checkout stores its parameters first and resumes on the provider's return. */
  resume?: {
    isReturn(query: URLSearchParams): boolean;
    component: () => Promise<{ default: ComponentType<CardResumeProps> }>;
  };
  /**
   * The provider's return page: `path` is its route in manifest/routes.json (showing the `payment-return` page);
   * the page polls `status` (from the provider's folder) and goes on to /cz/ok or /cz/ko.
   */
  returnPage?: {
    path: string;
    status: () => Promise<StatusRead>;
    /** A card set-up's return (not a payment's): back to /checkout with `savedCardParam` naming the saved card. */
    setsUpCard?(query: URLSearchParams): boolean;
  };
  /** Pays only with a card it registered (Transbank's Oneclick): the save-card box is ticked and locked. */
  alwaysSavesCard?: boolean;
  /** The query parameter a card set-up's return brings to /checkout: the token id of the saved card the page chooses. */
  savedCardParam?: string;
}
