import { PaymentMethodType } from '../db/schema';
import type { PaymentMethodRecord } from '../repositories/checkout';
import type { SavedCard } from '../repositories/card-tokens';
import { providerPluginFor } from '../payments/providers';

/** What the payment rules of section 4.3 look at in a cart. */
export interface CartShape {
  /** The first cart sale has payment type Shared. */
  isShared: boolean;
  withRetention: boolean;
  pendingAllowed: boolean;
  /** A logged-in (or just registered) customer: vouchers and saved cards need one. */
  customerKnown: boolean;
  hasSavedCard: boolean;
}

const VOUCHER_TYPES: PaymentMethodType[] = [PaymentMethodType.MoneyVoucher, PaymentMethodType.SessionsVoucher, PaymentMethodType.HoursVoucher];

export const isVoucherType = (type: PaymentMethodType) => VOUCHER_TYPES.includes(type);

/**
 * Whether a method can charge in the club's currency: a method that cannot is never offered (its checkout would be
 * refused). A provider that charges only some currencies names them in its plug-in.
 */
export const takesCurrency = (type: PaymentMethodType, currency: string): boolean => providerPluginFor(type)?.currencies?.includes(currency.toUpperCase()) ?? true;

/** Why vouchers cannot pay this cart (a message key), or null when they can. */
export function voucherBlock(shape: CartShape): 'shop.loginRequired' | 'shop.voucherShared' | 'shop.voucherNeedsCard' | null {
  if (!shape.customerKnown) return 'shop.loginRequired';
  if (shape.isShared && shape.withRetention) return 'shop.voucherShared';
  if (shape.isShared && !shape.hasSavedCard) return 'shop.voucherNeedsCard';
  return null;
}

/**
 * Whether a (non-voucher) method may pay the cart: with retention only a provider whose plug-in keeps retentions
 * (Redsys, Stripe); shared without retention only a method that can keep a card (or a saved card) as the
 * guarantee; pay-at-the-club only when the club allows it and never for a shared payment.
 */
export function methodAllowed(method: PaymentMethodRecord, shape: CartShape, savedCard = false): boolean {
  if (isVoucherType(method.type)) return voucherBlock(shape) === null;
  if (method.type === PaymentMethodType.Pending) return shape.pendingAllowed && !shape.isShared;
  if (shape.isShared && shape.withRetention) return providerPluginFor(method.type)?.keepsRetentions === true;
  if (shape.isShared) return savedCard || method.allowTokenization;
  return true;
}

export function savedCardMethods(cards: SavedCard[], methods: PaymentMethodRecord[]) {
  return cards.flatMap((card) => {
    const method = methods.find((candidate) => candidate.id === card.paymentMethodId);
    return method ? [{ card, method }] : [];
  });
}
