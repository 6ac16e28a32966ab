import type { StatusRead } from '../payment-providers/provider-widget';

/** /netpay-callback/?id=…&transaction_token=…, back from 3-D Secure: netpay/callback confirms the charge, once. */
export const netPayStatus: StatusRead = async (client, query) => {
  const [id, transactionToken] = [query.get('id'), query.get('transaction_token')];
  if (!id || !transactionToken) return null;
  const answer = (await client.POST('/api/netpay/callback/{id}/{transactionToken}', { params: { path: { id, transactionToken } } })).data;
  return answer ? { ok: answer.ok === true, retry: false } : null;
};
