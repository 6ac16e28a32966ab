/**
 * The waitlist of a full booking (beyond the spec): a freed place is offered to the first player in line,
 * held for them for the club's offer time, then offered to the next when the offer lapses.
 *
 * How many new offers to make now: one per free place not already held by a live offer, while players wait.
 */
export function offersToMake(freePlaces: number, liveOffers: number, waiting: number): number {
  return Math.max(0, Math.min(waiting, freePlaces - liveOffers));
}

/**
 * Whether a player may take a free place: only when some free place is not held by a live offer made to
 * somebody else (a player holding an offer may always take one).
 */
export function placeOpenTo(customerId: number, freePlaces: number, offerHolders: number[]): boolean {
  if (freePlaces <= 0) return false;
  if (offerHolders.includes(customerId)) return true;
  return freePlaces - offerHolders.length > 0;
}
