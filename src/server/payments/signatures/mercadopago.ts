// MercadoPago notification signatures (x-signature), as MercadoPago documents them in
// "Notifications › Webhooks › Validate origin"
// (https://www.mercadopago.com.mx/developers/en/docs/order/online-payments/notifications):
//   x-signature: ts=<timestamp>,v1=<hex>
//   v1 = hex HMAC-SHA256, under the application's webhook secret, of the manifest
//        `id:[data.id];request-id:[x-request-id];ts:[ts];`
//   data.id comes from the notification URL's query (`data.id=…`), in lower case when it is
//   alphanumeric; a value that is absent from the notification is left out of the manifest with
//   its label. The check is constant-time; a timestamp window is optional (MercadoPago sends ts in
//   milliseconds on newer notifications and in seconds on older ones: both are read).
import { hmacSha256, headerPairs, safeEqual, withinTolerance } from './compare';

export interface MercadoPagoManifestInput {
  /** data.id of the notification URL's query. */
  dataId?: string | null;
  /** The x-request-id header. */
  requestId?: string | null;
  ts: string;
}

export type MercadoPagoVerification = { ok: true; ts: string } | { ok: false; reason: 'malformed' | 'timestamp' | 'mismatch' };

/** The signed manifest: `id:{data.id};request-id:{x-request-id};ts:{ts};`, absent parts left out. */
export function mercadoPagoManifest({ dataId, requestId, ts }: MercadoPagoManifestInput): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** v1 of a manifest under the webhook secret, hex. */
function mercadoPagoSignature(secret: string, input: MercadoPagoManifestInput): string {
  return hmacSha256(secret, mercadoPagoManifest(input)).toString('hex');
}

/** The x-signature header the sandbox sends with a notification. */
export function mercadoPagoSignatureHeader(secret: string, input: MercadoPagoManifestInput): string {
  return `ts=${input.ts},v1=${mercadoPagoSignature(secret, input)}`;
}

export interface MercadoPagoVerifyInput {
  header: string | undefined;
  requestId?: string | null;
  dataId?: string | null;
  secret: string;
  /** With a tolerance: the server's clock in seconds. */
  nowSeconds?: number;
  toleranceSeconds?: number;
}

/** Verifies a notification's x-signature against its x-request-id and the URL's data.id. */
export function verifyMercadoPagoSignature({ header, requestId, dataId, secret, nowSeconds, toleranceSeconds }: MercadoPagoVerifyInput): MercadoPagoVerification {
  const pairs = header ? headerPairs(header) : null;
  const ts = pairs?.find(([key]) => key === 'ts')?.[1];
  const v1 = pairs?.find(([key]) => key === 'v1')?.[1];
  if (!ts || !v1 || !/^\d+$/.test(ts)) return { ok: false, reason: 'malformed' };
  if (!safeEqual(mercadoPagoSignature(secret, { dataId, requestId, ts }), v1)) return { ok: false, reason: 'mismatch' };
  if (nowSeconds !== undefined && toleranceSeconds !== undefined) {
    const seconds = ts.length > 11 ? Number(ts) / 1000 : Number(ts);
    if (!withinTolerance(seconds, nowSeconds, toleranceSeconds)) return { ok: false, reason: 'timestamp' };
  }
  return { ok: true, ts };
}
