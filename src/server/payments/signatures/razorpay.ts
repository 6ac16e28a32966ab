// Razorpay's two signatures (both HMAC-SHA256, hex), as Razorpay documents them:
// https://razorpay.com/docs/payments/payment-gateway/s2s-integration/test-s2s/best-practices/security
// ("compute HMAC-SHA256(order_id + "|" + razorpay_payment_id, key secret); compare to
// razorpay_signature. Compute HMAC-SHA256(raw webhook body, webhook secret); compare to
// X-Razorpay-Signature") and razorpay-node's validatePaymentVerification / validateWebhookSignature.
// The order id is the one we stored when the order was created, never the one the browser sends back;
// the webhook body is the raw bytes received, never re-serialised JSON.
import { hmacSha256, safeEqual } from './compare';

/** razorpay_signature of a checkout payment: HMAC-SHA256(`${orderId}|${paymentId}`) under the key secret, hex. */
export function razorpayPaymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256(keySecret, `${orderId}|${paymentId}`).toString('hex');
}

/** Whether the checkout's handler data (razorpay_payment_id, razorpay_signature) belongs to our stored order. */
export function verifyRazorpayPayment(keySecret: string, storedOrderId: string, paymentId: string, signature: string): boolean {
  if (!storedOrderId || !paymentId) return false;
  return safeEqual(razorpayPaymentSignature(keySecret, storedOrderId, paymentId), signature.trim());
}

/** X-Razorpay-Signature of a webhook: HMAC-SHA256 of the raw body under the webhook secret, hex. */
export function razorpayWebhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacSha256(webhookSecret, rawBody).toString('hex');
}

/** Whether a webhook's raw body carries the X-Razorpay-Signature it came with. */
export function verifyRazorpayWebhook(webhookSecret: string, rawBody: string | Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  return safeEqual(razorpayWebhookSignature(webhookSecret, rawBody), signature.trim());
}
