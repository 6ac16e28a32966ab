import { defineHandlers } from '../handler';
import { currentClub } from '../../repositories/club';
import { listDebts } from '../../repositories/debts';
import { stockShortages } from '../../repositories/stock';

export const handlers = defineHandlers({
  async getPendingSales({ params }, request) {
    return { ok: true, data: await listDebts(request.server.db, params.customerId) };
  },

  async getPaymentModeSettings(_input, request) {
    const club = await currentClub(request.server.db);
    return {
      pendingPaymentAllowed: club.pending_payment_allowed,
      sharedPaymentAllowed: club.shared_payment_allowed,
      sharedPaymentWithRetention: club.shared_payment_with_retention,
      fullPaymentAllowedWithSpecialPrices: club.full_payment_allowed_with_special_prices,
    };
  },

  /** Before an add or an increment: enough units of every product with stock (the sale itself takes them atomically). */
  async checkStock({ body }, request) {
    const [shortage] = await stockShortages(request.server.db, body.saleItemsDto);
    if (!shortage) return { ok: true, error: null };
    const error = shortage.name === null ? request.t('shop.productUnavailable', { id: shortage.productId }) : request.t('shop.outOfStock', { product: shortage.name, available: shortage.available });
    return { ok: false, error, errorMsg: error };
  },
});
