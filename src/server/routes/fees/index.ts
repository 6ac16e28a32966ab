import { defineHandlers } from '../handler';
import { feeGroups, stopMembership } from './queries';

export const handlers = defineHandlers({
  async getCustomerFees({ params }, request) {
    return { ok: true, model: await feeGroups(request.server.db, params.customerId) };
  },

  async stopPeriodicSale({ params }, request) {
    if (!(await stopMembership(request.server.db, params.customerId, params.cpsId))) {
      return { ok: false, errorMsg: 'This membership does not exist' };
    }
    return { ok: true };
  },
});
