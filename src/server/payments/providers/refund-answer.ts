/**
 * What an adapter's refund answers once the provider made it: the provider's id of the refund when its answer
 * carries one (recorded with the refund, what the club quotes to the provider), else true.
 */
export function refundMade(refundId: unknown): true | { refundId: string } {
  if (typeof refundId === 'number' && Number.isFinite(refundId)) return { refundId: String(refundId) };
  return typeof refundId === 'string' && refundId.trim() !== '' ? { refundId: refundId.trim() } : true;
}
