// Stripe webhook signatures, as Stripe documents the manual check
// (https://stripe.com/docs/webhooks/signatures#verify-manually) and its libraries implement it
// (stripe-ruby Stripe::Webhook::Signature: compute_signature, generate_header, verify_header):
//   Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…][,v0=…]
//   v1 = hex HMAC-SHA256 of `${t}.${raw body}` under the endpoint's signing secret (whsec_…);
//   several v1 entries appear while a secret is being rolled: any one matching is enough; other
//   schemes (v0) are ignored; a timestamp outside the tolerance (300 s by default) is refused.
// The body is the raw bytes received, never re-serialised JSON.
import { hmacSha256, headerPairs, safeEqualAny, withinTolerance } from './compare';

const STRIPE_DEFAULT_TOLERANCE_SECONDS = 300;

export type StripeVerification = { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'no-signatures' | 'timestamp' | 'mismatch' };

/** The v1 signature of a payload at a timestamp (seconds). */
function stripeSignature(secret: string, timestampSeconds: number, payload: string | Buffer): string {
  const signed = Buffer.concat([Buffer.from(`${timestampSeconds}.`, 'utf8'), Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8')]);
  return hmacSha256(secret, signed).toString('hex');
}

/** A Stripe-Signature header for a payload, signed with one or more secrets (a secret being rolled). */
export function stripeSignatureHeader(secrets: string | readonly string[], timestampSeconds: number, payload: string | Buffer): string {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${timestampSeconds}`, ...list.map((secret) => `v1=${stripeSignature(secret, timestampSeconds, payload)}`)].join(',');
}

export interface StripeVerifyInput {
  payload: string | Buffer;
  header: string | undefined;
  secret: string;
  /** The server's clock, in seconds (`app.clock` in the server; pinned in tests). */
  nowSeconds: number;
  toleranceSeconds?: number;
}

/** Verifies a Stripe-Signature header against the raw body. */
export function verifyStripeSignature({ payload, header, secret, nowSeconds, toleranceSeconds = STRIPE_DEFAULT_TOLERANCE_SECONDS }: StripeVerifyInput): StripeVerification {
  const pairs = header ? headerPairs(header) : null;
  const timestamps = pairs?.filter(([key]) => key === 't') ?? [];
  if (!pairs || timestamps.length !== 1 || !/^\d+$/.test(timestamps[0]?.[1] ?? '')) return { ok: false, reason: 'malformed' };
  const timestamp = Number(timestamps[0]?.[1]);
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (signatures.length === 0) return { ok: false, reason: 'no-signatures' };
  if (!safeEqualAny(stripeSignature(secret, timestamp, payload), signatures)) return { ok: false, reason: 'mismatch' };
  if (!withinTolerance(timestamp, nowSeconds, toleranceSeconds)) return { ok: false, reason: 'timestamp' };
  return { ok: true, timestamp };
}
