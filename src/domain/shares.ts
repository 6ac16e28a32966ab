/**
 * How a total is shared among places (a booking's price among its maxParticipants), used by the server's
 * booking engine and the portal alike. Pure: imports nothing but the money type.
 */
import type { Cents } from './money';

export interface Shares {
  /** What the owner's place pays: the share plus the remainder. */
  owner: Cents;
  /** What every other place pays (players listed at booking, joiners, free places guaranteed). */
  other: Cents;
}

/**
 * Shares of `total` cents among `places`: every other place pays total / places rounded down to the cent and the
 * owner's takes the remainder, so the shares add up exactly and the owner's is the largest, never negative.
 */
export function splitShares(total: Cents, places: number): Shares {
  if (!Number.isInteger(total) || total < 0) throw new Error(`splitShares needs whole non-negative cents: ${total}`);
  const count = Math.max(1, Math.floor(places));
  const other = Math.floor(total / count);
  return { owner: total - other * (count - 1), other };
}
