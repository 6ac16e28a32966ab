// A place taken while the player looks at a match (the live stream reloads it, issue 40): a quiet note says how many
// places went, so a Free Place the player was about to tap does not vanish unexplained.
import { useState } from 'react';
import type { MatchBooking } from '../../booking/match-queries';

const freePlaces = (booking: MatchBooking) => (booking.players ?? []).filter((player) => player.isPlaceholder).length;
const joined = (booking: MatchBooking) => (booking.players ?? []).some((player) => player.selected);

/** How many free places others took between the last two answers of the match on screen (0: none, another match, or the player's own join). */
export function usePlacesTaken(booking: MatchBooking): number {
  const [seen, setSeen] = useState({ booking, taken: 0 });
  if (seen.booking === booking) return seen.taken;
  const own = joined(booking) && !joined(seen.booking);
  const taken = seen.booking.id !== booking.id || own ? 0 : Math.max(0, freePlaces(seen.booking) - freePlaces(booking));
  setSeen({ booking, taken });
  return taken;
}
