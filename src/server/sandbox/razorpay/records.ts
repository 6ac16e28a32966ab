import type { RazorpayPayment } from '../../payments/providers/razorpay';
import { webhookSecret } from '../../payments/providers/razorpay';
import type { PaymentRuntime } from '../../payments/runtime';
import { razorpayWebhookSignature } from '../../payments/signatures/razorpay';
import type { ProviderMethod } from '../../repositories/provider-payments';

// The sandbox's records, in memory (a sandbox forgets on restart).
export const orders = new Map<string, { id: string; amount: number; currency: string; status: 'created' | 'paid' }>();
export const payments = new Map<string, RazorpayPayment>();
/** What was refunded of each payment, in paise. */
export const refunded = new Map<string, number>();

/** A webhook of the sandbox, signed with the method's webhook secret, delivered before the call that caused it answers. */
export async function sendWebhook(runtime: PaymentRuntime, configured: ProviderMethod, event: string, payment: RazorpayPayment): Promise<void> {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { ...payment, entity: 'payment' } } },
    created_at: Math.floor(runtime.now().getTime() / 1000),
  });
  await runtime.http('/payments/razorpay/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpayWebhookSignature(webhookSecret(configured), body) },
    body,
  });
}
