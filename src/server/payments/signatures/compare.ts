import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` under `key` (raw bytes; the caller picks hex or base64). */
export function hmacSha256(key: string | Buffer, data: string | Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/**
 * Constant-time equality of two texts (signatures, digests). The lengths are not secret (a
 * signature's length is public), so texts of different lengths are unequal at once; texts of the
 * same length are compared with crypto.timingSafeEqual, never with `===`.
 */
export function safeEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when some candidate equals `expected`; every candidate is compared (no early exit). */
export function safeEqualAny(expected: string, candidates: readonly string[]): boolean {
  let found = false;
  for (const candidate of candidates) found = safeEqual(expected, candidate) || found;
  return found;
}

/**
 * The pairs of a `key=value,key=value` header (Stripe-Signature, MercadoPago x-signature), in
 * order, keys kept as sent; a part without `=` is malformed and makes the whole header null.
 */
export function headerPairs(header: string): Array<[string, string]> | null {
  const pairs: Array<[string, string]> = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return null;
    pairs.push([part.slice(0, at).trim(), part.slice(at + 1).trim()]);
  }
  return pairs;
}

/** Whether a timestamp (seconds) lies within `toleranceSeconds` of `nowSeconds`, either way. */
export function withinTolerance(timestampSeconds: number, nowSeconds: number, toleranceSeconds: number): boolean {
  return Math.abs(nowSeconds - timestampSeconds) <= toleranceSeconds;
}
