import { defineHandlers } from '../handler';
import { notFound, refusal } from '../../http/errors';
import { deleteCardToken, listCardTokens } from '../../repositories/card-tokens';
import { stripeStatus } from '../../payments/providers/stripe';
import { razorpayStatus } from '../../payments/providers/razorpay';
import { paypalCallback } from '../../payments/providers/paypal';
import { netpayCallback } from '../../payments/providers/netpay';
import { processMercadoPago } from '../../payments/providers/mercadopago';
import { finishTransbankTokenization, startTransbankTokenization } from '../../payments/providers/transbank';

// Saved cards and the providers' calls from the portal (returns and callbacks). The providers' own webhooks
// are under /payments/<provider>/ (webhooks.ts); each provider's logic is in src/server/payments/providers/.
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
    return { errorMsg: null, tokenId: null, ...(await stripeStatus(request.server.db, params.intentId, customer?.customerId ?? null)) };
  },

  async getRazorpayPaymentStatus({ params }, request) {
    return { errorMsg: null, ...(await razorpayStatus(request.server.db, params.orderId, params.paymentId, params.signature)) };
  },

  async paypalCallback({ body }, request) {
    const result = await paypalCallback(request.server.db, body.orderId);
    return result.ok ? { ok: true } : refusal(request, 'payment.declined', { method: 'PayPal' });
  },

  async netpayCallback({ params }, request) {
    const result = await netpayCallback(request.server.db, params.transactionToken);
    return result.ok ? { ok: true } : refusal(request, 'payment.declined', { method: 'NetPay' });
  },

  async processMercadoPagoPayment({ body, customer }, request) {
    const result = await processMercadoPago(request.server.db, body, customer!.customerId);
    if (result.refusal) return refusal(request, `payment.${result.refusal}`);
    return { ok: result.ok, errorMsg: result.ok ? null : request.t('payment.declined', { method: 'Mercado Pago' }), model: { status: result.status } };
  },

  async startTransbankTokenization({ params }, request) {
    const started = await startTransbankTokenization(request.server.db, params.customerId);
    if (!started) return refusal(request, 'payment.methodMissing', { method: 'Transbank' });
    return { ok: true, model: started };
  },

  async processTransbankTokenization({ params, query, customer }, request) {
    const result = await finishTransbankTokenization(request.server.db, params.requestId, query.TBK_TOKEN, customer!.customerId);
    if (result === null) return refusal(request, 'payment.tokenizationUnknown');
    if (result === 'failed') return refusal(request, 'payment.saveCardFailed');
    return { ok: true, model: result };
  },
});
