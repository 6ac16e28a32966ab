import { crc32 } from 'node:zlib';
import { safeEqual, hmacSha256 } from '../../payments/signatures/compare';
import { setting, type PaymentRuntime } from '../../payments/runtime';
import { webhookId } from '../../payments/providers/paypal';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { sandboxId } from '../common';

// The sandbox's stand-in for PayPal's webhook signing. PayPal signs `transmission id|time|webhook id|CRC32
// of the body` with its certificate (SHA256withRSA) and only its verify API says whether a delivery is
// genuine; the sandbox signs the same string with a key only it holds, so its verify API is the one judge,
// exactly as PayPal's is.
const SIGNING_KEY = sandboxId('paypal-sandbox-signing-', 32);
const SANDBOX_CERT_URL = '/sandbox/paypal/v1/notifications/certs/CERT-sandbox';

const signedText = (transmissionId: string, time: string, webhook: string, body: string) => `${transmissionId}|${time}|${webhook}|${crc32(body)}`;

/** verify-webhook-signature: SUCCESS only for the signature the sandbox made over this event for this webhook id. */
export function verifySandboxTransmission(input: {
  auth_algo?: string;
  transmission_id?: string;
  transmission_sig?: string;
  transmission_time?: string;
  webhook_id?: string;
  webhook_event?: unknown;
}): 'SUCCESS' | 'FAILURE' {
  if (input.auth_algo !== 'SHA256withRSA' || !input.transmission_id || !input.transmission_time || !input.webhook_id || !input.transmission_sig) return 'FAILURE';
  const expected = hmacSha256(SIGNING_KEY, signedText(input.transmission_id, input.transmission_time, input.webhook_id, JSON.stringify(input.webhook_event))).toString('base64');
  return safeEqual(expected, input.transmission_sig) ? 'SUCCESS' : 'FAILURE';
}

/** A webhook delivery as PayPal makes it: the event and its transmission headers. */
export function sandboxDelivery(runtime: PaymentRuntime, method: ProviderMethod, eventType: string, resource: object, options: { signingKey?: string } = {}) {
  const event = {
    id: sandboxId('WH-', 24),
    event_version: '1.0',
    create_time: runtime.now().toISOString(),
    resource_type: eventType.startsWith('PAYMENT.CAPTURE') ? 'capture' : 'checkout-order',
    event_type: eventType,
    summary: eventType,
    resource,
  };
  const body = JSON.stringify(event);
  const transmissionId = sandboxId('', 24);
  const time = runtime.now().toISOString();
  const signature = hmacSha256(options.signingKey ?? SIGNING_KEY, signedText(transmissionId, time, webhookId(method), body)).toString('base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': signature,
      'paypal-cert-url': SANDBOX_CERT_URL,
      'paypal-auth-algo': 'SHA256withRSA',
    },
  };
}

/** Sends the event to the webhook URL the method configures (`webhookUrl`), by default this server's. */
export async function sendSandboxWebhook(runtime: PaymentRuntime, method: ProviderMethod, eventType: string, resource: object): Promise<void> {
  const delivery = sandboxDelivery(runtime, method, eventType, resource);
  const url = setting(method, 'webhookUrl', 'PAYPAL_WEBHOOK_URL') || '/payments/paypal/webhook';
  try {
    await runtime.http(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
  } catch (error) {
    runtime.log.warn({ err: error, eventType }, 'the paypal sandbox could not deliver a webhook');
  }
}
