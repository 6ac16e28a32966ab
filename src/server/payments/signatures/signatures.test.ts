import { describe, expect, it } from 'vitest';
import { headerPairs, safeEqual, safeEqualAny } from './compare';
import { mercadoPagoManifest, mercadoPagoSignatureHeader, verifyMercadoPagoSignature } from './mercadopago';
import { razorpayPaymentSignature, razorpayWebhookSignature, verifyRazorpayPayment, verifyRazorpayWebhook } from './razorpay';
import { canonicalBase64, decodeRedsysParameters, encodeRedsysParameters, redsysOrderKey, redsysSignature, signRedsysForm, verifyRedsysForm } from './redsys';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe';

// Expected values are Redsys' and Razorpay's published vectors, or were computed once outside
// this code with `openssl dgst -sha256 -hmac <secret>`; none is computed by the module under test.

/** One character of a text changed (the middle one), for tampering. */
function tamper(text: string): string {
  const at = Math.floor(text.length / 2);
  const replacement = text[at] === 'A' ? 'B' : 'A';
  return `${text.slice(0, at)}${replacement}${text.slice(at + 1)}`;
}

describe('constant-time comparison', () => {
  it('compares equal texts, and unequal texts of any length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('abc', '')).toBe(false);
    expect(safeEqualAny('b', ['a', 'b', 'c'])).toBe(true);
    expect(safeEqualAny('d', ['a', 'b'])).toBe(false);
    expect(safeEqualAny('d', [])).toBe(false);
  });

  it('splits key=value headers and refuses a part without a value name', () => {
    expect(headerPairs('t=1,v1=a, v1=b')).toEqual([
      ['t', '1'],
      ['v1', 'a'],
      ['v1', 'b'],
    ]);
    expect(headerPairs('t=1,garbage')).toBeNull();
  });
});

describe('Redsys HMAC_SHA256_V1', () => {
  // The public test vector (merchant key of Redsys' test environment), as in javiertury/redsys-easy
  // test/fixtures/rest/redirect.ts: the redirect request of order 0726qI3H7sZx.
  const key = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
  const order = '0726qI3H7sZx';
  const request = {
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: '999008881',
    DS_MERCHANT_TERMINAL: '1',
    DS_MERCHANT_AMOUNT: '4999',
    DS_MERCHANT_CURRENCY: '978',
    DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
    DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
    DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
  };
  const merchantParameters =
    'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';
  const signature = 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=';
  // Redsys' notification for the same order, its signature in the base64url alphabet.
  const notification = {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters:
      'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
    Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
  };

  it('diversifies the key with 3DES-CBC of the order (zero IV) and signs the base64 parameters: the public vector', () => {
    expect(redsysOrderKey(key, order).toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
    expect(encodeRedsysParameters(request)).toBe(merchantParameters);
    expect(redsysSignature(key, order, merchantParameters)).toBe(signature);
    expect(signRedsysForm(key, request)).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: merchantParameters,
      Ds_Signature: signature,
    });
  });

  it('verifies the signed redirect form and reads its parameters', () => {
    const verified = verifyRedsysForm(key, { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: signature });
    expect(verified).toEqual({ ok: true, parameters: request, order });
  });

  it('verifies a notification whose signature is in the base64url alphabet, and the same in standard base64', () => {
    const verified = verifyRedsysForm(key, notification);
    expect(verified.ok && verified.parameters['Ds_Response']).toBe('0000');
    expect(verified.ok && verified.order).toBe(order);
    expect(verifyRedsysForm(key, { ...notification, Ds_Signature: '52nPyUkyDws//OfMqDka/yN+arxzulELZC1TYTvvR0s=' }).ok).toBe(true);
    expect(verifyRedsysForm(key, { ...notification, Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s' }).ok).toBe(true);
  });

  it('reads parameters sent in the base64url alphabet', () => {
    const urlSafe = encodeRedsysParameters({ DS_MERCHANT_ORDER: '1234', DS_MERCHANT_MERCHANTDATA: '??>>' }).replace(/\+/g, '-').replace(/\//g, '_');
    expect(urlSafe).toMatch(/[-_]/);
    expect(decodeRedsysParameters(urlSafe)).toEqual({ DS_MERCHANT_ORDER: '1234', DS_MERCHANT_MERCHANTDATA: '??>>' });
  });

  it('refuses tampered parameters, signatures, keys, versions and non-canonical encodings', () => {
    const form = { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: signature };
    const otherAmount = encodeRedsysParameters({ ...request, DS_MERCHANT_AMOUNT: '1' });
    expect(verifyRedsysForm(key, { ...form, Ds_MerchantParameters: otherAmount })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyRedsysForm(key, { ...form, Ds_Signature: tamper(signature) })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyRedsysForm(key, { ...form, Ds_Signature: `${signature}*` })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyRedsysForm(key, { ...form, Ds_Signature: signature.replace('o8=', 'o9=') })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyRedsysForm(key, { ...form, Ds_Signature: '' })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyRedsysForm('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', form)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyRedsysForm(key, { ...form, Ds_SignatureVersion: 'HMAC_SHA512_V2' })).toEqual({ ok: false, reason: 'version' });
    expect(verifyRedsysForm(key, { ...form, Ds_MerchantParameters: 'not base64!' })).toEqual({ ok: false, reason: 'parameters' });
    expect(verifyRedsysForm(key, { ...form, Ds_MerchantParameters: encodeRedsysParameters({ DS_MERCHANT_AMOUNT: '1' }) })).toEqual({ ok: false, reason: 'order' });
  });

  it('canonicalises base64 of either alphabet and refuses anything else', () => {
    expect(canonicalBase64('ab-_')).toBe('ab+/');
    expect(canonicalBase64('abc')).toBe('abc=');
    expect(canonicalBase64('a')).toBeNull();
    expect(canonicalBase64('ab c')).toBeNull();
  });

  it('needs an order to sign', () => {
    expect(() => signRedsysForm(key, { DS_MERCHANT_AMOUNT: '1' })).toThrow(/DS_MERCHANT_ORDER/);
  });
});

describe('Razorpay', () => {
  // Razorpay's own vector (razorpay-node test/utils, razorpay-java UtilsTest).
  const keySecret = 'EnLs21M47BllR3X8PSFtjtbd';
  const orderId = 'order_IEIaMR65cu6nz3';
  const paymentId = 'pay_IH4NVgf4Dreq1l';
  const signature = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

  it('signs order_id|payment_id with the key secret (hex) and verifies it', () => {
    expect(razorpayPaymentSignature(keySecret, orderId, paymentId)).toBe(signature);
    expect(verifyRazorpayPayment(keySecret, orderId, paymentId, signature)).toBe(true);
  });

  it('refuses another order, payment, secret or a tampered signature', () => {
    expect(verifyRazorpayPayment(keySecret, 'order_IEIaMR65cu6nz4', paymentId, signature)).toBe(false);
    expect(verifyRazorpayPayment(keySecret, orderId, 'pay_IH4NVgf4Dreq1m', signature)).toBe(false);
    expect(verifyRazorpayPayment('another secret', orderId, paymentId, signature)).toBe(false);
    expect(verifyRazorpayPayment(keySecret, orderId, paymentId, tamper(signature))).toBe(false);
    expect(verifyRazorpayPayment(keySecret, orderId, paymentId, 'sddsfdsfs')).toBe(false);
    expect(verifyRazorpayPayment(keySecret, '', paymentId, signature)).toBe(false);
  });

  it('signs and verifies a webhook over its raw body; a changed body or a missing header fails', () => {
    const body = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":2500}}}}';
    const expected = '0f2a62ac8550c6093935fbd3fc2e597866c1d4e199b976b3d417347027d16b2a';
    expect(razorpayWebhookSignature('whsec_razor', body)).toBe(expected);
    expect(verifyRazorpayWebhook('whsec_razor', Buffer.from(body), expected)).toBe(true);
    expect(verifyRazorpayWebhook('whsec_razor', body.replace('2500', '2499'), expected)).toBe(false);
    expect(verifyRazorpayWebhook('whsec_razor', `${body} `, expected)).toBe(false);
    expect(verifyRazorpayWebhook('whsec_razor', body, undefined)).toBe(false);
    expect(verifyRazorpayWebhook('whsec_other', body, expected)).toBe(false);
  });
});

describe('Stripe webhook signature', () => {
  const secret = 'whsec_test_secret';
  const payload = '{"id":"evt_1","type":"payment_intent.succeeded"}';
  const t = 1_700_000_000;
  const v1 = '22d8dc182f5c588077683bd378368e29765bfe5df2560112b4f28fef120f0e31';

  it('generates t=…,v1=HMAC-SHA256(`${t}.${payload}`) and verifies it', () => {
    const header = stripeSignatureHeader(secret, t, payload);
    expect(header).toBe(`t=${t},v1=${v1}`);
    expect(verifyStripeSignature({ payload, header, secret, nowSeconds: t + 10 })).toEqual({ ok: true, timestamp: t });
    expect(verifyStripeSignature({ payload: Buffer.from(payload), header, secret, nowSeconds: t })).toEqual({ ok: true, timestamp: t });
  });

  it('accepts any one of several v1 entries (a secret being rolled) and ignores v0', () => {
    const header = `t=${t},v0=deadbeef,v1=${'0'.repeat(64)},v1=${v1}`;
    expect(verifyStripeSignature({ payload, header, secret, nowSeconds: t }).ok).toBe(true);
    expect(stripeSignatureHeader(['whsec_old', secret], t, payload).split(',')).toHaveLength(3);
    expect(verifyStripeSignature({ payload, header: stripeSignatureHeader(['whsec_old', secret], t, payload), secret, nowSeconds: t }).ok).toBe(true);
  });

  it('refuses a timestamp outside the tolerance window, both ways', () => {
    const header = `t=${t},v1=${v1}`;
    expect(verifyStripeSignature({ payload, header, secret, nowSeconds: t + 300 }).ok).toBe(true);
    expect(verifyStripeSignature({ payload, header, secret, nowSeconds: t + 301 })).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyStripeSignature({ payload, header, secret, nowSeconds: t - 301 })).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyStripeSignature({ payload, header, secret, nowSeconds: t + 3600, toleranceSeconds: 3600 }).ok).toBe(true);
  });

  it('refuses a tampered payload, timestamp or signature, another secret and malformed headers', () => {
    const header = `t=${t},v1=${v1}`;
    expect(verifyStripeSignature({ payload: payload.replace('evt_1', 'evt_2'), header, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature({ payload, header: `t=${t + 1},v1=${v1}`, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature({ payload, header: `t=${t},v1=${tamper(v1)}`, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature({ payload, header, secret: 'whsec_other', nowSeconds: t })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature({ payload, header: `t=${t},v0=${v1}`, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'no-signatures' });
    expect(verifyStripeSignature({ payload, header: `v1=${v1}`, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyStripeSignature({ payload, header: `t=${t},t=${t},v1=${v1}`, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyStripeSignature({ payload, header: `t=abc,v1=${v1}`, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyStripeSignature({ payload, header: undefined, secret, nowSeconds: t })).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('MercadoPago x-signature', () => {
  const secret = 'mp_secret';
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  const ts = '1742505638683';
  const v1 = 'feacb3b594880035653849a0541efc1d33eb558f7405975f9fbff8574c019b48';

  it('signs the manifest id:{data.id};request-id:{x-request-id};ts:{ts};', () => {
    expect(mercadoPagoManifest({ dataId: '123456', requestId, ts })).toBe(`id:123456;request-id:${requestId};ts:${ts};`);
    expect(mercadoPagoSignatureHeader(secret, { dataId: '123456', requestId, ts })).toBe(`ts=${ts},v1=${v1}`);
    expect(verifyMercadoPagoSignature({ header: `ts=${ts},v1=${v1}`, requestId, dataId: '123456', secret })).toEqual({ ok: true, ts });
  });

  it('lower-cases an alphanumeric data.id and leaves out absent parts', () => {
    expect(mercadoPagoManifest({ dataId: 'ORD01ABC', requestId: 'r', ts: '1' })).toBe('id:ord01abc;request-id:r;ts:1;');
    expect(mercadoPagoManifest({ dataId: null, requestId: 'r', ts: '1' })).toBe('request-id:r;ts:1;');
    expect(mercadoPagoManifest({ dataId: '5', requestId: undefined, ts: '1' })).toBe('id:5;ts:1;');
    const header = mercadoPagoSignatureHeader(secret, { dataId: 'ORD01ABC', requestId, ts });
    expect(verifyMercadoPagoSignature({ header, requestId, dataId: 'ord01abc', secret }).ok).toBe(true);
  });

  it('refuses another data.id, request id, timestamp, secret, a tampered v1 and malformed headers', () => {
    const header = `ts=${ts},v1=${v1}`;
    expect(verifyMercadoPagoSignature({ header, requestId, dataId: '123457', secret })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyMercadoPagoSignature({ header, requestId: `${requestId}x`, dataId: '123456', secret })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyMercadoPagoSignature({ header: `ts=${Number(ts) + 1},v1=${v1}`, requestId, dataId: '123456', secret })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyMercadoPagoSignature({ header, requestId, dataId: '123456', secret: 'other' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyMercadoPagoSignature({ header: `ts=${ts},v1=${tamper(v1)}`, requestId, dataId: '123456', secret })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyMercadoPagoSignature({ header: `v1=${v1}`, requestId, dataId: '123456', secret })).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyMercadoPagoSignature({ header: undefined, requestId, dataId: '123456', secret })).toEqual({ ok: false, reason: 'malformed' });
  });

  it('checks a tolerance window when asked, reading ts in milliseconds or seconds', () => {
    const header = `ts=${ts},v1=${v1}`;
    const now = Number(ts) / 1000;
    expect(verifyMercadoPagoSignature({ header, requestId, dataId: '123456', secret, nowSeconds: now + 60, toleranceSeconds: 300 }).ok).toBe(true);
    expect(verifyMercadoPagoSignature({ header, requestId, dataId: '123456', secret, nowSeconds: now + 301, toleranceSeconds: 300 })).toEqual({ ok: false, reason: 'timestamp' });
    const inSeconds = mercadoPagoSignatureHeader(secret, { dataId: '1', requestId, ts: '1742505638' });
    expect(verifyMercadoPagoSignature({ header: inSeconds, requestId, dataId: '1', secret, nowSeconds: 1742505638, toleranceSeconds: 5 }).ok).toBe(true);
  });
});
