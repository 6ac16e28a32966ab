import type { FastifyRequest } from 'fastify';
import type { PaymentMethodType } from '../db/schema';
import { methodsOfType } from '../repositories/provider-payments';
import { providerPaymentFate } from '../repositories/provider-payment-refunds';

/**
 * A payment the provider took may still have bought nothing: it arrived after the hold it paid for lapsed
 * (the slot went to a rival booking) and was given back. The return page must not show success then: the
 * answer is not ok, says the payment was refunded (or that the club will refund it, when the provider
 * refused the refund), and asks no more. Anything else is the provider's answer as it is.
 */
export async function unlessLapsed<T extends { ok: boolean; retry?: boolean | null; errorMsg?: string | null }>(
  request: FastifyRequest,
  type: PaymentMethodType,
  reference: string,
  answer: T,
): Promise<T> {
  if (!answer.ok) return answer;
  const db = request.server.db;
  const fate = await providerPaymentFate(
    db,
    (await methodsOfType(db, type)).map((method) => method.id),
    reference,
  );
  if (fate.sales === 0 || fate.lapsed < fate.sales) return answer;
  const errorMsg = request.t(fate.refunded ? 'payment.lapsedRefunded' : 'payment.lapsedNotRefunded');
  return { ...answer, ok: false, errorMsg, ...('retry' in answer ? { retry: false } : {}) };
}
