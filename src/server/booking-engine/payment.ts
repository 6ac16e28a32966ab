import type { Cents } from '../../domain/money';
import { splitShares, type Shares } from '../../domain/shares';

/** Payment type of the contract: NotSet 0, Full 1, Shared 2, ByPlace 3. */
import { PaymentType } from '../../domain/enums';

export { PaymentType };

interface PaymentModes {
  pendingPaymentAllowed: boolean;
  sharedPaymentAllowed: boolean;
  sharedPaymentWithRetention: boolean;
  fullPaymentAllowedWithSpecialPrices: boolean;
}

export interface PaymentContext {
  modes: PaymentModes;
  isSpecialPrice: boolean;
  isMatch: boolean;
  maxParticipants: number;
}

/** Spec §5: full is barred by a special price the club does not allow fully paid; shared by matches and one-player bookings. */
export function allowedPayments(context: PaymentContext): { full: boolean; shared: boolean; pending: boolean } {
  return {
    full: !(context.isSpecialPrice && !context.modes.fullPaymentAllowedWithSpecialPrices),
    shared: context.modes.sharedPaymentAllowed && !context.isMatch && context.maxParticipants > 1,
    pending: context.modes.pendingPaymentAllowed,
  };
}

export type PaymentRefusal = 'noPaymentOptions' | 'fullNotAllowedSpecial' | 'sharedNotForMatch' | 'sharedNotForOnePlayer' | 'sharedNotAllowed' | 'paymentTypeNotSet';

/** Why the chosen payment type cannot be used, or null. A match pays by place (each player their part). */
export function checkPaymentType(chosen: number, context: PaymentContext): PaymentRefusal | null {
  const allowed = allowedPayments(context);
  if (!allowed.full && !allowed.shared && !allowed.pending) return 'noPaymentOptions';
  switch (chosen) {
    case PaymentType.Full:
      return allowed.full ? null : 'fullNotAllowedSpecial';
    case PaymentType.Shared:
      if (context.isMatch) return 'sharedNotForMatch';
      if (context.maxParticipants <= 1) return 'sharedNotForOnePlayer';
      return allowed.shared ? null : 'sharedNotAllowed';
    case PaymentType.ByPlace:
      return context.isMatch ? null : 'paymentTypeNotSet';
    default:
      return 'paymentTypeNotSet';
  }
}

/**
 * Spec §9: the shares of a booking's price among its maxParticipants places, in cents: every place but the
 * owner's pays price / maxParticipants rounded down, the owner's takes the remainder (src/domain/shares.ts),
 * so all places together pay the price exactly.
 */
export const bookingShares = (total: Cents, maxParticipants: number): Shares => splitShares(total, maxParticipants);

/** What a place other than the owner's pays: a player listed at booking, a joiner, a free place guaranteed. */
export const sharePerPlayer = (total: Cents, maxParticipants: number): Cents => bookingShares(total, maxParticipants).other;

/**
 * Spec §9: what the owner is asked to pay (or pre-authorize). With retention: the generic share of every
 * other place × (maxParticipants − 1) + the owner's share; without: the owner's share.
 */
export function sharedOwnerTotal(options: { genericTotal: Cents; ownerTotal: Cents; maxParticipants: number; withRetention: boolean }): Cents {
  const ownerShare = bookingShares(options.ownerTotal, options.maxParticipants).owner;
  if (!options.withRetention) return ownerShare;
  return sharePerPlayer(options.genericTotal, options.maxParticipants) * (options.maxParticipants - 1) + ownerShare;
}
