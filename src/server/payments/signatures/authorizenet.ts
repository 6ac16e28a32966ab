// Authorize.Net webhook signatures, as its Webhooks API documents them: every notification carries
//   X-ANET-Signature: sha512=<hex>
// the HMAC-SHA512 of the raw body under the merchant's Signature Key (hex as Authorize.Net sends it, in
// upper case; compared without regard to case). The body is the raw bytes received.
import { createHmac } from 'node:crypto';
import { safeEqual } from './compare';

/** The X-ANET-Signature header of a body under a signature key. */
export function authorizeNetSignatureHeader(signatureKey: string, body: string): string {
  return `sha512=${createHmac('sha512', signatureKey).update(body, 'utf8').digest('hex').toUpperCase()}`;
}

/** Whether the header is the body's signature under the key. */
export function verifyAuthorizeNetSignature(signatureKey: string, body: string, header: string | undefined): boolean {
  if (!signatureKey || !header || !/^sha512=[0-9a-f]{128}$/i.test(header.trim())) return false;
  return safeEqual(authorizeNetSignatureHeader(signatureKey, body), `sha512=${header.trim().slice(7).toUpperCase()}`);
}
