import { toCents } from '../../../../domain/money';
import { PaymentMethodType, type JsonObject } from '../../../db/schema';
import type { ProviderMethod } from '../../../repositories/provider-payments';
import { providerPaymentOf, webhookMethods } from '../../provider';
import type { PaymentRuntime } from '../../runtime';
import { settleProviderEvent } from '../../settle';
import { call, paypalCallback, webhookId } from '.';

// PayPal webhooks: PayPal signs each delivery with its certificate (PAYPAL-TRANSMISSION-SIG over
// transmission id | time | webhook id | CRC32 of the body); the merchant checks it the way PayPal
// recommends, by asking POST /v1/notifications/verify-webhook-signature with the headers, the webhook id
// and the event, which answers verification_status SUCCESS or FAILURE. A verified event then moves the
// payment through settleProviderEvent (once, whatever the replays and their order):
// - CHECKOUT.ORDER.APPROVED: the buyer approved but the browser may never come back: we authorize the order
//   and capture the authorization, as paypal/callback does without an authorization id (an order already
//   authorized, or an authorization already captured, is read back);
// - PAYMENT.CAPTURE.COMPLETED / PAYMENT.CAPTURE.DENIED: the capture's outcome, its amount checked.

export interface PaypalTransmission {
  transmissionId?: string;
  transmissionTime?: string;
  transmissionSig?: string;
  certUrl?: string;
  authAlgo?: string;
}

interface PaypalEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

export type WebhookResult = 'applied' | 'ignored' | 'badSignature';

/** A PayPal webhook delivery: verified by PayPal's verify API for one of the active PayPal methods, then applied once to that method's payment. */
export async function paypalWebhook(payments: PaymentRuntime, rawBody: string, transmission: PaypalTransmission): Promise<WebhookResult> {
  const { db } = payments;
  let event: PaypalEvent;
  try {
    event = JSON.parse(rawBody) as PaypalEvent;
  } catch {
    event = {};
  }
  const methods = (await webhookMethods(payments, PaymentMethodType.PayPal)).filter((method) => webhookId(method) !== '');
  let verified: ProviderMethod | undefined;
  for (const method of methods) {
    if (verified || !transmission.transmissionSig) break;
    const answer = await call(payments, method, '/v1/notifications/verify-webhook-signature', {
      auth_algo: transmission.authAlgo,
      cert_url: transmission.certUrl,
      transmission_id: transmission.transmissionId,
      transmission_sig: transmission.transmissionSig,
      transmission_time: transmission.transmissionTime,
      webhook_id: webhookId(method),
      webhook_event: event as JsonObject,
    });
    if (answer.status === 200 && answer.json<{ verification_status?: string }>().verification_status === 'SUCCESS') verified = method;
  }
  if (!verified) {
    payments.log.warn({ transmissionId: transmission.transmissionId, eventType: event.event_type }, 'paypal webhook that PayPal does not verify: ignored');
    return 'badSignature';
  }
  const resource = event.resource ?? {};
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED' && resource.id) {
    // Captured only when the order is a payment of the method whose webhook this is.
    const found = await providerPaymentOf(db, PaymentMethodType.PayPal, resource.id);
    if (found?.method.id !== verified.id) return 'ignored';
    await paypalCallback(payments, resource.id);
    return 'applied';
  }
  const orderId = resource.supplementary_data?.related_ids?.order_id;
  const outcome = event.event_type === 'PAYMENT.CAPTURE.COMPLETED' ? 'succeeded' : event.event_type === 'PAYMENT.CAPTURE.DENIED' ? 'failed' : null;
  if (!orderId || !outcome) return 'ignored';
  // Only the verifying method's payments: another method's webhook never vouches for them.
  await settleProviderEvent(payments, {
    methodIds: [verified.id],
    reference: orderId,
    outcome,
    amount: resource.amount?.value !== undefined ? toCents(resource.amount.value) : undefined,
    data: { captureId: resource.id ?? '' },
  });
  return 'applied';
}
