import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether the token sent is the booking's public token, compared in constant time (no guessing it by timing). */
export function sameToken(sent: string | undefined, token: string): boolean {
  if (!sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The token a player shares with friends (Share with friends, /booking-join/{id}?token=): it opens the join page of
 * a private booking, and only that. Derived from the public token by HMAC, so it reveals neither the public token nor
 * what that token opens (the public booking page, the facility's door).
 */
export function joinToken(publicToken: string, bookingId: number): string {
  return createHmac('sha256', publicToken).update(`booking-join:${bookingId}`).digest('base64url');
}
