/** Shortest wait between two fetches, so a code already expired (or a skewed clock) cannot spin. */
export const MIN_REFETCH_DELAY_MS = 1000;

/**
 * How long until the access code must be fetched again: the time left until validUntil
 * (doc 1 §2.9). Null without a validity: the code does not expire.
 */
export function refetchDelay(validUntil: string | null | undefined, now: number = Date.now()): number | null {
  if (!validUntil) return null;
  const until = Date.parse(validUntil);
  if (!Number.isFinite(until)) return null;
  return Math.max(until - now, MIN_REFETCH_DELAY_MS);
}
