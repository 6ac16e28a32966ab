import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../handler';
import { notFound, refusal } from '../../http/errors';
import { PaymentMethodType } from '../../db/schema';
import { deleteCardToken, listCardTokens } from '../../repositories/card-tokens';
import { methodsOfType, providerPaymentFate } from '../../repositories/provider-payments';
import { stripeStatus } from '../../payments/providers/stripe';
import { razorpayStatus } from '../../payments/providers/razorpay';
import { paypalCallback } from '../../payments/providers/paypal';
import { netpayCallback } from '../../payments/providers/netpay';
import { processMercadoPago } from '../../payments/providers/mercadopago';
import { finishTransbankTokenization, startTransbankTokenization } from '../../payments/providers/transbank';

// Saved cards and the providers' calls from the portal (returns and callbacks). The providers' own webhooks
// are under /payments/<provider>/ (webhooks.ts); each provider's logic is in src/server/payments/providers/.

/**
 * A payment the provider took may still have bought nothing: it arrived after the hold it paid for lapsed
 * (the slot went to a rival booking) and was given back. The return page must not show success then: the
 * answer is not ok, says the payment was refunded (or that the club will refund it, when the provider
 * refused the refund), and asks no more. Anything else is the provider's answer as it is.
 */
async function unlessLapsed<T extends { ok: boolean; retry?: boolean | null; errorMsg?: string | null }>(
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
export const handlers = defineHandlers({
  async getCustomerCardTokens({ params }, request) {
    return { ok: true, model: await listCardTokens(request.server.db, params.customerId) };
  },

  async deleteCustomerCardToken({ params }, request) {
    // Someone else's card is as unknown as a card that never existed.
    if (!(await deleteCardToken(request.server.db, params.customerId, params.cardId))) throw notFound('notFound.card', { id: params.cardId });
    return { ok: true };
  },

  async getStripePaymentStatus({ params, customer }, request) {
    const answer = { errorMsg: null, tokenId: null, ...(await stripeStatus(request.server.payments, params.intentId, customer?.customerId ?? null)) };
    return params.intentId.startsWith('seti_') ? answer : unlessLapsed(request, PaymentMethodType.Stripe, params.intentId, answer);
  },

  async getRazorpayPaymentStatus({ params }, request) {
    const answer = { errorMsg: null, ...(await razorpayStatus(request.server.payments, params.orderId, params.paymentId, params.signature)) };
    return unlessLapsed(request, PaymentMethodType.Razorpay, params.orderId, answer);
  },

  async paypalCallback({ body }, request) {
    const result = await paypalCallback(request.server.payments, body.orderId, body.authorizationId ?? null);
    return result.ok ? unlessLapsed(request, PaymentMethodType.PayPal, body.orderId, { ok: true }) : refusal(request, 'payment.declined', { method: 'PayPal' });
  },

  async netpayCallback({ params }, request) {
    const result = await netpayCallback(request.server.payments, params.transactionToken);
    return result.ok ? unlessLapsed(request, PaymentMethodType.NetPay, params.transactionToken, { ok: true }) : refusal(request, 'payment.declined', { method: 'NetPay' });
  },

  async processMercadoPagoPayment({ body, customer }, request) {
    const result = await processMercadoPago(request.server.payments, body, customer!.customerId);
    if (result.refusal) return refusal(request, `payment.${result.refusal}`);
    const answer = { ok: result.ok, errorMsg: result.ok ? null : request.t('payment.declined', { method: 'Mercado Pago' }), model: { status: result.status } };
    return unlessLapsed(request, PaymentMethodType.MercadoPago, String(body.rqId), answer);
  },

  async startTransbankTokenization({ params }, request) {
    const started = await startTransbankTokenization(request.server.payments, params.customerId);
    if (!started) return refusal(request, 'payment.methodMissing', { method: 'Transbank' });
    return { ok: true, model: started };
  },

  async processTransbankTokenization({ params, query, customer }, request) {
    const result = await finishTransbankTokenization(request.server.payments, params.requestId, query.TBK_TOKEN, customer!.customerId);
    if (result === null) return refusal(request, 'payment.tokenizationUnknown');
    if (result === 'failed') return refusal(request, 'payment.saveCardFailed');
    return { ok: true, model: result };
  },
});
