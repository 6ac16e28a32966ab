import type { components } from '../../../generated/api';

type CustomerBooking = components['schemas']['CustomerBooking'];
type Player = NonNullable<components['schemas']['Booking']['players']>[number];

/** How many other players the card names; the rest are counted ("+2"). */
const NAMED_PLAYERS = 3;

/** The customer's next booking: the earliest of the upcoming ones that has not ended yet, or null. */
export function nextBooking(upcoming: readonly CustomerBooking[], now: number): CustomerBooking | null {
  const ends = (booking: CustomerBooking) => Date.parse(booking.start ?? '') + (booking.duration ?? 0) * 60_000;
  const ahead = upcoming.filter((booking) => ends(booking) > now);
  ahead.sort((a, b) => Date.parse(a.start ?? '') - Date.parse(b.start ?? ''));
  return ahead[0] ?? null;
}

/** Who else plays: the booking's players but the customer and its free places, the first few by name. */
export function otherPlayers(players: readonly Player[], customerId: number | null): { names: string[]; more: number } {
  const others = players.filter((player) => !player.isPlaceholder && player.name && player.customerId !== customerId).map((player) => player.name ?? '');
  return { names: others.slice(0, NAMED_PLAYERS), more: Math.max(others.length - NAMED_PLAYERS, 0) };
}
