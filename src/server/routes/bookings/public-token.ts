import { timingSafeEqual } from 'node:crypto';

/** Whether the token sent is the booking's public token, compared in constant time (no guessing it by timing). */
export function sameToken(sent: string | undefined, token: string): boolean {
  if (!sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
