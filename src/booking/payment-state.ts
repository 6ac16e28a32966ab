// Whether a player's place is paid (issue 35): a place held but unpaid reads "Awaiting payment" everywhere until it
// is paid — a match card, the join page, My bookings — never "Confirmed" while a share is owed. Pure rules, no React.
import type { components } from '../generated/api';

type Schemas = components['schemas'];
type CustomerBooking = Schemas['CustomerBooking'];
type Booking = Schemas['Booking'];

export type PlaceState = 'awaitingPayment' | 'confirmed';

/** What the caller still owes of a booking on My bookings: its unpaid sale's pending amount, 0 when none. */
const owed = (booking: Pick<CustomerBooking, 'toPay'>): number => booking.toPay?.pending ?? booking.toPay?.total ?? 0;

/**
 * My bookings: a hold waiting for its payment (status Pending), or a booking confirmed for its owner while the
 * caller's own share is still unpaid (a joined match: the booking is Confirmed, the caller's 9 € is not).
 */
export function bookingPlaceState(booking: Pick<CustomerBooking, 'status' | 'toPay'>): PlaceState {
  return booking.status === 'Pending' || owed(booking) > 0 ? 'awaitingPayment' : 'confirmed';
}

/**
 * A match as the by-place list and the join page read it: the caller's place (the server marks it `selected`,
 * with the caller's debt in `totalDebts`), awaiting payment while a debt is left; null when the caller is not in.
 */
export function matchPlaceState(booking: Pick<Booking, 'players'>): PlaceState | null {
  const mine = (booking.players ?? []).find((player) => player.selected && !player.isPlaceholder);
  if (!mine) return null;
  return (mine.totalDebts ?? 0) > 0 ? 'awaitingPayment' : 'confirmed';
}

/** The caller's unpaid holds among their next bookings, soonest first: what "Pay now" puts in the cart. */
export function unpaidHolds(next: readonly CustomerBooking[]): CustomerBooking[] {
  return next.filter((booking) => booking.toPay && owed(booking) > 0);
}

/** What the unpaid holds come to, in cents added up so 0.1 + 0.2 stays 0.30. */
export function unpaidTotal(holds: readonly CustomerBooking[]): number {
  return holds.reduce((cents, booking) => cents + Math.round(owed(booking) * 100), 0) / 100;
}
