import type { ComponentType } from 'react';
import type { components } from '../../generated/api';

/** The checkout's answer: exactly one provider block (redsysData, stripe, paypal…) is set when the browser must go on at a provider. */
export type CheckoutResult = components['schemas']['CheckoutResult'];
/** A payment method the checkout offers (checkout-info). */
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaymentMethodType = components['schemas']['PaymentMethodType'];

/**
 * Rendered by the checkout page after `checkout` answered this provider's block: it hands the player to the
 * provider (its script, its hosted page, a redirect) and never sends card data to our `/api`.
 */
export interface ProviderStepProps {
  result: CheckoutResult;
  method: PaymentMethod;
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

/** One payment provider of the portal: a folder under src/widgets/ and one line of `registry.ts`. */
export interface PaymentProviderEntry {
  step: () => Promise<{ default: ComponentType<ProviderStepProps> }>;
  collectCard?: () => Promise<{ default: ComponentType<CardCollectProps> }>;
  /** For a collectCard that leaves the portal: the checkout stores its parameters first and resumes on the provider's return. */
  resume?: {
    isReturn(query: URLSearchParams): boolean;
    component: () => Promise<{ default: ComponentType<CardResumeProps> }>;
  };
}
