import { defineHandlers } from '../handler';
import { membershipsOnSale, vouchersOnSale } from '../../repositories/vouchers-memberships';
import { sendCustomerVouchers } from './customer-vouchers';

export const handlers = defineHandlers({
  async getCustomerVouchers({ params }, request, reply) {
    return sendCustomerVouchers(request, reply, params.customerId);
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
