import { defineHandlers } from '../handler';
import { refusal } from '../../http/errors';
import { feeGroups, stopMembership } from '../../repositories/fees';

export const handlers = defineHandlers({
  async getCustomerFees({ params }, request) {
    return { ok: true, model: await feeGroups(request.server.db, params.customerId) };
  },

  async stopPeriodicSale({ params }, request) {
    if (!(await stopMembership(request.server.db, params.customerId, params.cpsId))) {
      return refusal(request, 'fees.noMembership');
    }
    return { ok: true };
  },
});
