/**
 * What Transbank's return to /checkout carries (the server's response_url passes it on with the request id):
 * TBK_TOKEN when the card was registered; TBK_ORDEN_COMPRA and TBK_ID_SESION (the session and order
 * parameters) when the customer cancelled at Webpay or the registration was aborted, even if a token comes too.
 */
export type TransbankReturn = { kind: 'registered'; requestId: number; token: string } | { kind: 'failed' };

export function transbankReturn(query: URLSearchParams): TransbankReturn | null {
  if (query.has('TBK_ORDEN_COMPRA') || query.has('TBK_ID_SESION')) return { kind: 'failed' };
  const token = query.get('TBK_TOKEN');
  const requestId = Number(query.get('transbank_request'));
  if (token && Number.isInteger(requestId) && requestId > 0) return { kind: 'registered', requestId, token };
  return null;
}

export const isTransbankReturn = (query: URLSearchParams): boolean => transbankReturn(query) !== null;
