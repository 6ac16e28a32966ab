import { defineHandlers } from '../handler';
import { currentClub } from '../../repositories/club';
import { listDebts } from '../../repositories/debts';

// checkStock, checkout-info, checkout and promo validation are not implemented yet (they answer 501).
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
});
