import { defineHandlers } from '../handler';
import { activeVouchers, membershipsOnSale, vouchersOnSale } from '../../repositories/vouchers-memberships';

export const handlers = defineHandlers({
  async getCustomerVouchers({ params }, request) {
    return { ok: true, model: await activeVouchers(request.server.db, params.customerId) };
  },

  async listVouchers(_input, request) {
    return { ok: true, model: await vouchersOnSale(request.server.db) };
  },

  // The reference server has no customer-specific prices: a customer sees the public list.
  async listVouchersByCustomer(_input, request) {
    return { ok: true, model: await vouchersOnSale(request.server.db) };
  },

  async listMemberships(_input, request) {
    return { ok: true, model: await membershipsOnSale(request.server.db) };
  },
});
