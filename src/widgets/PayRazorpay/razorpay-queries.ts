import type { StatusRead } from '../payment-providers/provider-widget';

/** /razorpay-callback/?order_id=…&payment_id=…&signature=…: the payment's status (razorpay/status). */
export const razorpayStatus: StatusRead = async (client, query) => {
  const [orderId, paymentId, signature] = [query.get('order_id'), query.get('payment_id'), query.get('signature')];
  if (!orderId || !paymentId || !signature) return null;
  return (await client.GET('/api/razorpay/status/{orderId}/{paymentId}/{signature}', { params: { path: { orderId, paymentId, signature } } })).data ?? null;
};
