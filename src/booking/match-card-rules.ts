// Pure rules of a match card (doc 2 §2, §9): the players' initials, the banner's layout and the join price. The
// home page's match cards use them, so they stay apart from the match pages' rules (match-rules.ts).
import { fromCents, shownAmount, toCents } from '../domain/money';
import { splitShares } from '../domain/shares';
import type { components } from '../generated/api';

type Booking = components['schemas']['Booking'];

/** The initials of a player's avatar: the first letter of the first and last words ("Carlos Pérez" → "CP", "Eva" → "E"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words.at(-1)!][0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** The player banner: names and levels below 5 places, an ellipsis above 6, at most 6 shown. */
export function bannerLayout(maxParticipants: number): { layout: 'detailed' | 'standard' | 'compact'; shown: number } {
  if (maxParticipants < 5) return { layout: 'detailed', shown: maxParticipants };
  if (maxParticipants > 6) return { layout: 'compact', shown: 6 };
  return { layout: 'standard', shown: maxParticipants };
}

/**
 * What joining costs (doc 2 §2, §9): a joiner's share (price / maxParticipants rounded down, gross or net: the
 * owner's share takes the remainder, as the server splits it) or nothing for a full-payment booking.
 */
export function joinPrice(booking: Pick<Booking, 'paymentType' | 'price' | 'netPrice' | 'maxParticipants'>, priceWithTaxes: boolean | null | undefined): number | null {
  if (booking.paymentType === 1) return null;
  const amount = shownAmount(booking.price, booking.netPrice, priceWithTaxes);
  if (typeof amount !== 'number' || !booking.maxParticipants) return null;
  return fromCents(splitShares(toCents(amount), booking.maxParticipants).other);
}
