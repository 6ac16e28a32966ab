import type { StatusRead } from '../payment-providers/provider-widget';

/** /stripe-callback/?payment_intent=… or ?setup_intent=…: the intent's status (stripe/status). */
export const stripeStatus: StatusRead = async (client, query) => {
  const intentId = query.get('payment_intent') ?? query.get('setup_intent');
  if (!intentId) return null;
  return (await client.GET('/api/stripe/status/{intentId}', { params: { path: { intentId } } })).data ?? null;
};
