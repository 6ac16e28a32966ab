// Redsys "HMAC_SHA256_V1" signature of the redirect form and of the notification to MERCHANTURL.
//
// Followed: Redsys' own API libraries (the PHP/Java "apiRedsys" ports, e.g. the node port
// https://npmjs.com/package/@incubatorit/node-redsys-api, src/api-redsys.js: encrypt3DES, mac256,
// createMerchantSignatureNotif) and the public test vector of javiertury/redsys-easy
// (test/fixtures/rest/redirect.ts), which this module's test reproduces:
//   1. the merchant key is base64 (24 bytes, a 3DES key);
//   2. the key is diversified per order: 3DES-CBC (des-ede3-cbc), IV of eight zero bytes, of the
//      order number zero-padded to a multiple of 8 bytes, without PKCS padding;
//   3. the signature is HMAC-SHA256, under that diversified key, of the Ds_MerchantParameters text
//      exactly as sent (the base64 of the parameters' JSON), encoded in base64.
// Redsys sends the notification's Ds_Signature (and at times Ds_MerchantParameters) in the
// base64url alphabet (`-` and `_`); verification accepts either alphabet, compares in constant time
// and refuses any text that is not the canonical encoding of the 32-byte HMAC.
import { createCipheriv } from 'node:crypto';
import { hmacSha256, safeEqual } from './compare';

const REDSYS_SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The three fields of the form posted to Redsys, and of Redsys' notification. */
export interface RedsysSignedForm {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

export type RedsysParameters = Record<string, string>;

export type RedsysVerification = { ok: true; parameters: RedsysParameters; order: string } | { ok: false; reason: 'version' | 'parameters' | 'order' | 'signature' };

/** The per-order key: 3DES-CBC of the zero-padded order under the merchant key, zero IV. */
export function redsysOrderKey(merchantKeyBase64: string, order: string): Buffer {
  const key = Buffer.from(merchantKeyBase64, 'base64');
  const orderBytes = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([orderBytes, Buffer.alloc((8 - (orderBytes.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** Ds_Signature (standard base64) of a Ds_MerchantParameters text for an order. */
export function redsysSignature(merchantKeyBase64: string, order: string, merchantParameters: string): string {
  return hmacSha256(redsysOrderKey(merchantKeyBase64, order), merchantParameters).toString('base64');
}

/** Ds_MerchantParameters: the base64 of the parameters' JSON. */
export function encodeRedsysParameters(parameters: RedsysParameters): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

const BASE64_ANY = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Standard base64 with padding from standard or url-safe base64, or null when it is neither. */
export function canonicalBase64(text: string): string | null {
  const trimmed = text.trim();
  if (!BASE64_ANY.test(trimmed)) return null;
  const standard = trimmed.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (standard.length % 4 === 1) return null;
  return standard + '='.repeat((4 - (standard.length % 4)) % 4);
}

/** The parameters of a Ds_MerchantParameters text (either alphabet), or null when it is not base64 JSON of strings. */
export function decodeRedsysParameters(merchantParameters: string): RedsysParameters | null {
  const canonical = canonicalBase64(merchantParameters);
  if (!canonical) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(canonical, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return null;
  }
}

/** The order of a request (DS_MERCHANT_ORDER) or of a notification (Ds_Order), whatever the case of the name. */
function redsysOrderOf(parameters: RedsysParameters): string | null {
  for (const [key, value] of Object.entries(parameters)) {
    const name = key.toUpperCase();
    if ((name === 'DS_ORDER' || name === 'DS_MERCHANT_ORDER') && value) return value;
  }
  return null;
}

/** The form the portal posts to Redsys: version, parameters and their signature. */
export function signRedsysForm(merchantKeyBase64: string, parameters: RedsysParameters): RedsysSignedForm {
  const order = redsysOrderOf(parameters);
  if (!order) throw new Error('Redsys parameters need DS_MERCHANT_ORDER');
  const merchantParameters = encodeRedsysParameters(parameters);
  return {
    Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: redsysSignature(merchantKeyBase64, order, merchantParameters),
  };
}

/**
 * Verifies a signed Redsys form: the redirect form (the sandbox receives it) or the notification
 * (our MERCHANTURL receives it). The order comes from the signed parameters themselves.
 */
export function verifyRedsysForm(merchantKeyBase64: string, form: Partial<RedsysSignedForm>): RedsysVerification {
  if (form.Ds_SignatureVersion !== REDSYS_SIGNATURE_VERSION) return { ok: false, reason: 'version' };
  const merchantParameters = form.Ds_MerchantParameters ?? '';
  const parameters = decodeRedsysParameters(merchantParameters);
  if (!parameters) return { ok: false, reason: 'parameters' };
  const order = redsysOrderOf(parameters);
  if (!order) return { ok: false, reason: 'order' };
  const received = canonicalBase64(form.Ds_Signature ?? '');
  const expected = redsysSignature(merchantKeyBase64, order, merchantParameters);
  if (!received || !safeEqual(expected, received)) return { ok: false, reason: 'signature' };
  return { ok: true, parameters, order };
}
