import { toCents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { verifyAuthorizeNetSignature } from '../../signatures/authorizenet';
import { verifyingMethod } from '../../provider';
import type { PaymentRuntime } from '../../runtime';
import { settleProviderEvent, type ProviderOutcome } from '../../settle';
import { SANDBOX_SIGNATURE_KEY, signatureKey } from '.';

// Authorize.Net webhooks (Webhooks API): a JSON notification {notificationId, eventType, eventDate,
// webhookId, payload {entityName "transaction", id (transId), responseCode, authAmount}} signed
// `X-ANET-Signature: sha512=<HMAC-SHA512 of the body under the Signature Key>`. The checkout charges at
// once (authCaptureTransaction), so a notification usually finds the payment settled and changes nothing;
// a void or a declined review that arrives while it is still pending fails it, and an amount that is not
// the sale's changes nothing.

interface AnetNotification {
  eventType?: string;
  payload?: { entityName?: string; id?: string | number; responseCode?: number | string; authAmount?: number | string };
}

/** What each notification type says happened to the transaction. */
function outcomeOf(notification: AnetNotification): ProviderOutcome | null {
  const code = String(notification.payload?.responseCode ?? '1');
  const approved = code === '1';
  // Response code 4, held for review: neither taken nor declined until the review ends (fraud.approved / fraud.declined).
  if (code === '4' && notification.eventType !== 'net.authorize.payment.fraud.declined' && notification.eventType !== 'net.authorize.payment.void.created') return 'pending';
  switch (notification.eventType) {
    case 'net.authorize.payment.authcapture.created':
    case 'net.authorize.payment.capture.created':
    case 'net.authorize.payment.priorAuthCapture.created':
    case 'net.authorize.payment.fraud.approved':
      return approved ? 'succeeded' : 'failed';
    case 'net.authorize.payment.authorization.created':
      return approved ? 'authorized' : 'failed';
    case 'net.authorize.payment.void.created':
    case 'net.authorize.payment.fraud.declined':
      return 'failed';
    case 'net.authorize.payment.fraud.held':
      return 'pending';
    default:
      return null;
  }
}

/** A webhook delivery: its signature checked against each active Authorize.Net method's Signature Key, then applied once to that method's payment. */
export async function authorizeNetWebhook(payments: PaymentRuntime, rawBody: string, signature: string | undefined): Promise<'applied' | 'ignored' | 'badSignature'> {
  const method = await verifyingMethod(payments, PaymentMethodType.AuthorizeNet, { of: signatureKey, published: SANDBOX_SIGNATURE_KEY }, (key) =>
    verifyAuthorizeNetSignature(key, rawBody, signature),
  );
  if (!method) {
    payments.log.warn('authorize.net webhook with a signature that does not verify: ignored');
    return 'badSignature';
  }
  let notification: AnetNotification;
  try {
    notification = JSON.parse(rawBody) as AnetNotification;
  } catch {
    return 'ignored';
  }
  const outcome = outcomeOf(notification);
  const transId = notification.payload?.id;
  if (!outcome || notification.payload?.entityName !== 'transaction' || transId === undefined) return 'ignored';
  const amount = notification.payload?.authAmount;
  // Only the verifying method's payments: another method's Signature Key never vouches for them.
  await settleProviderEvent(payments, {
    methodIds: [method.id],
    reference: String(transId),
    outcome,
    amount: outcome === 'failed' || amount === undefined ? undefined : toCents(amount),
  });
  return 'applied';
}
