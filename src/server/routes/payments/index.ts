import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { deleteCardToken, listCardTokens } from '../../repositories/card-tokens';

// Provider calls (Transbank, PayPal, MercadoPago, Stripe, Razorpay, NetPay) are not handled: they answer 501.
export const handlers = defineHandlers({
  async getCustomerCardTokens({ params }, request) {
    return { ok: true, model: await listCardTokens(request.server.db, params.customerId) };
  },

  async deleteCustomerCardToken({ params }, request) {
    // Someone else's card is as unknown as a card that never existed.
    if (!(await deleteCardToken(request.server.db, params.customerId, params.cardId))) throw notFound('notFound.card', { id: params.cardId });
    return { ok: true };
  },
});
