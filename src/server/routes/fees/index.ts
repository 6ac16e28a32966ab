import { defineHandlers } from '../handler';
import { Refusal } from '../../http/refusal';
import { feeGroups, stopMembership } from '../../repositories/fees';

export const handlers = defineHandlers({
  async getCustomerFees({ params }, request) {
    return { ok: true, model: await feeGroups(request.server.db, params.customerId) };
  },

  async stopPeriodicSale({ params }, request) {
    if (!(await stopMembership(request.server.db, params.customerId, params.cpsId))) {
      throw new Refusal('fees.noMembership');
    }
    return { ok: true };
  },
});
