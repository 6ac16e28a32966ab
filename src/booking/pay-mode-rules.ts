// Pure rules of the booking checkout's PAY MODE panel (doc 2 §4, §5, §9; issue 35). No React, no store, so they are
// tested beside without a page.
import type { components } from '../generated/api';
import { fromCents, toCents } from '../domain/money';
import { splitShares } from '../domain/shares';
import { cartCancelUrl } from '../domain/cart-cancel';
import { PaymentType as PAYMENT_TYPE } from '../domain/enums';
import { holdCartLine } from './hold-cart-line';

type Schemas = components['schemas'];
type PaymentModeSettings = Schemas['PaymentModeSettings'];
type PaymentType = Schemas['PaymentType'];
type SaleLine = Schemas['PrebookSaleLine'];

const PAY = PAYMENT_TYPE;

export interface PayModeInput {
  modes: PaymentModeSettings;
  isSpecialPrice: boolean;
  isMatch: boolean;
  maxParticipants: number;
}

export interface PayModeOptions {
  full: boolean;
  shared: boolean;
  /** Neither option can be offered: "No payment options available. Please contact the club." */
  none: boolean;
}

/**
 * Which options the PAY MODE panel offers (doc 2 §5). The message shows whenever neither is, even when the club
 * allows pending payment: a panel with nothing to choose and no word would leave the customer stuck.
 */
export function payModeOptions({ modes, isSpecialPrice, isMatch, maxParticipants }: PayModeInput): PayModeOptions {
  const full = !(isSpecialPrice && modes.fullPaymentAllowedWithSpecialPrices !== true);
  const shared = modes.sharedPaymentAllowed === true && !isMatch && maxParticipants > 1;
  return { full, shared, none: !full && !shared };
}

/**
 * The option chosen first: Full whenever offered, so splitting is the player's own choice; Shared only when it is
 * the one option allowed. Doc 2 §4 preselected Shared; issue 35 turns that round.
 */
export function defaultPaymentType(options: PayModeOptions): PaymentType {
  if (options.full) return PAY.Full;
  return options.shared ? PAY.Shared : PAY.NotSet;
}

/** What the checkout's main button says (issue 35: a match's button says what it does, never "Add to Cart"). */
export type ConfirmLabel = 'confirmFree' | 'proceedToPayment' | 'continueToPayment' | 'addToCart';

/**
 * Doc 2 §2's labels, except a match's: Continue to payment, since the player goes on to pay, nothing is merely
 * "added".
 */
export function confirmLabel(input: { price: number; paymentType: number; isMatch: boolean }): ConfirmLabel {
  if (input.price === 0) return 'confirmFree';
  if (input.paymentType === PAY.Shared) return 'proceedToPayment';
  return input.isMatch ? 'continueToPayment' : 'addToCart';
}

/**
 * The shares of a booking's price (doc 2 §9), split as the server splits it (src/domain/shares.ts), so the shares
 * add up to the price exactly.
 */
export function playerShares(total: number, maxParticipants: number): { owner: number; other: number } {
  const shares = splitShares(toCents(total), Math.max(1, maxParticipants));
  return { owner: fromCents(shares.owner), other: fromCents(shares.other) };
}

/** What a player other than the owner pays of a shared price (doc 2 §9). */
export function sharePerPlayer(total: number, maxParticipants: number): number {
  return playerShares(total, maxParticipants).other;
}

/**
 * What the owner pays now (doc 2 §9). `price` is the owner's own (member) price, `genericPrice` anyone's
 * (loadprice with customerId -1), `otherPrices` the added players' (§4). Shared with retention charges each added
 * player's place at that player's share rather than the spec's generic one, as the pre-book's sales do.
 */
export function payNowTotal(input: {
  paymentType: number;
  price: number;
  genericPrice?: number | null;
  otherPrices?: readonly number[];
  maxParticipants: number;
  withRetention: boolean;
}): number {
  const { paymentType, price, maxParticipants, withRetention } = input;
  if (paymentType !== PAY.Shared) return price;
  const owner = playerShares(price, maxParticipants).owner;
  if (!withRetention) return owner;
  const others = (input.otherPrices ?? []).slice(0, Math.max(0, maxParticipants - 1));
  const generic = sharePerPlayer(input.genericPrice ?? price, maxParticipants);
  const freePlaces = Math.max(0, maxParticipants - 1 - others.length);
  const added = others.reduce((sum, other) => sum + toCents(sharePerPlayer(other, maxParticipants)), 0);
  return fromCents(toCents(generic) * freePlaces + added + toCents(owner));
}

/** The cart lines of a pre-book: only the owner's when shared without retention (doc 2 §4). */
export function cartLinesOf(sales: readonly SaleLine[], input: { paymentType: number; withRetention: boolean; ownerId: number; bookingTypeName?: string | null }) {
  const kept = input.paymentType === PAY.Shared && !input.withRetention ? sales.filter((sale) => (sale.customerId ?? input.ownerId) === input.ownerId) : sales;
  return kept.map((sale) =>
    holdCartLine(sale, {
      title: sale.description || sale.title || input.bookingTypeName || null,
      paymentType: input.paymentType,
      withRetention: input.paymentType === PAY.Shared && input.withRetention,
      cancelUrl: sale.cancelUrl ?? (sale.bookingId ? cartCancelUrl({ operation: 'cancelBooking', bookingId: sale.bookingId, customerId: input.ownerId }) : null),
    }),
  );
}
