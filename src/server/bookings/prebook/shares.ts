import { Refusal } from '../../http/refusal';
import type { PaymentType } from '../../db/schema';
import type { NewPlayer, NewSale } from '../../repositories/booking-writes';
import type { BookingPrice } from '../../booking-engine/prices';
import { bookingShares, checkPaymentType, PaymentType as Pay } from '../../booking-engine/payment';
import { PAYMENT_KEYS } from './refusal-keys';
import type { Prices } from './price';
import type { AskedSlot, PrebookInput } from './types';

export interface Payment {
  serviceFree: boolean;
  paymentType: PaymentType;
  players: NewPlayer[];
  extraSales: NewSale[];
  /** What the owner pays in full, else the generic price its places are shared from. */
  bookingPrice: BookingPrice;
  /** The owner's price is a special one. */
  isSpecialPrice: boolean;
}

/** Step 5: how the booking is paid (the club's modes allow it) and who pays what. */
export function choosePayment({ body, isMatch }: PrebookInput, { type, settings }: AskedSlot, prices: Prices, playerIds: number[]): Payment {
  const serviceFree = prices.own.gross === 0 && prices.generic.gross === 0;
  const paymentType = (serviceFree ? (body.booking.paymentType ?? Pay.Full) : (body.booking.paymentType ?? Pay.NotSet)) as PaymentType;
  const modes = {
    pendingPaymentAllowed: settings.pending_payment_allowed,
    sharedPaymentAllowed: settings.shared_payment_allowed,
    sharedPaymentWithRetention: settings.shared_payment_with_retention,
    fullPaymentAllowedWithSpecialPrices: settings.full_payment_allowed_with_special_prices,
  };
  if (!serviceFree) {
    const refusal = checkPaymentType(paymentType, { modes, isSpecialPrice: prices.own.isSpecialPrice, isMatch, maxParticipants: type.max_participants });
    if (refusal) throw new Refusal(PAYMENT_KEYS[refusal]);
  }
  const { players, extraSales } = playersAndSales(playerIds, {
    paymentType,
    serviceFree,
    priceOf: prices.of,
    generic: prices.generic,
    maxParticipants: type.max_participants,
    withRetention: modes.sharedPaymentWithRetention,
  });
  return { serviceFree, paymentType, players, extraSales, bookingPrice: paymentType === Pay.Full ? prices.own : prices.generic, isSpecialPrice: prices.own.isSpecialPrice };
}

/**
 * Who pays what (spec §4, §9). Full: the owner pays the whole of their price, the others nothing. Shared:
 * every player owes their own price / maxParticipants (a member's price is the member price), one sale
 * each; the owner's share takes the remainder of the split, so with one price for all the places add up
 * to it exactly. With retention the owner also guarantees the free places: one more sale of the generic
 * share per free place, on the owner, so the owner's lines add up to the retention total (generic share ×
 * the free places + own share); without retention the portal keeps only the owner's own line. A match (by
 * place): each player pays their share; free places are paid by whoever joins.
 */
function playersAndSales(
  playerIds: number[],
  options: { paymentType: number; serviceFree: boolean; priceOf: (customerId: number) => BookingPrice; generic: BookingPrice; maxParticipants: number; withRetention: boolean },
): { players: NewPlayer[]; extraSales: NewSale[] } {
  const { maxParticipants, priceOf } = options;
  if (options.serviceFree) return { players: playerIds.map((customerId) => ({ customerId, price: 0, sale: null })), extraSales: [] };
  if (options.paymentType === Pay.Full) {
    const { gross, net } = priceOf(playerIds[0]!);
    return {
      players: playerIds.map((customerId, index) =>
        index === 0 ? { customerId, price: gross, sale: { gross, net, withRetention: false } } : { customerId, price: 0, sale: null },
      ),
      extraSales: [],
    };
  }
  const shareOf = (price: BookingPrice, owner: boolean) => {
    const grossShares = bookingShares(price.gross, maxParticipants);
    const netShares = bookingShares(price.net, maxParticipants);
    return owner ? { gross: grossShares.owner, net: netShares.owner } : { gross: grossShares.other, net: netShares.other };
  };
  const retention = options.paymentType === Pay.Shared && options.withRetention;
  const players = playerIds.map((customerId, index) => {
    const own = shareOf(priceOf(customerId), index === 0);
    return { customerId, price: own.gross, sale: { ...own, withRetention: retention } };
  });
  const freePlaces = retention ? maxParticipants - playerIds.length : 0;
  const genericShare = shareOf(options.generic, false);
  const extraSales = Array.from({ length: freePlaces }, () => ({ customerId: playerIds[0]!, ...genericShare, withRetention: true }));
  return { players, extraSales };
}
