import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { loadCustomerProfile } from './profile';
import { saveCustomerProfile } from './update';
import { removeCustomerAccount } from './remove';
import { searchCustomerProfiles } from './search';
import type { HandlerInput } from '../handler';
import type { FastifyRequest } from 'fastify';

async function profile(request: FastifyRequest, customerId: number, caller: HandlerInput['customer']) {
  const customer = await loadCustomerProfile(request.server.db, customerId, caller?.customerId ?? null);
  if (!customer) throw notFound('notFound.customer', { id: customerId });
  return customer;
}

/** POST and PUT of put-json are the same save. */
async function save({ body, customer }: Pick<HandlerInput<'saveCustomer'>, 'body' | 'customer'>, request: FastifyRequest) {
  const outcome = await saveCustomerProfile(request.server.db, body);
  if (!outcome.ok) return { ok: false, errorMsg: outcome.errorMsg, errors: outcome.errors, model: null };
  return { ok: true, model: await profile(request, body.id, customer) };
}

export const handlers = defineHandlers({
  async getAcademyCustomer({ params, customer }, request) {
    return profile(request, params.customerId, customer);
  },

  async getCustomer({ params, customer }, request) {
    return profile(request, params.id, customer);
  },

  saveCustomer: save,
  updateCustomer: save,

  async removeCustomer({ params }, request) {
    const exists = await request.server.db.selectFrom('customers').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!exists) throw notFound('notFound.customer', { id: params.id });
    const outcome = await removeCustomerAccount(request.server.db, params.id, request.server.config.dataDir);
    if (outcome === 'anonymised') request.log.warn(`customer ${params.id} was anonymised: a reference blocked the delete`);
    return { ok: true };
  },

  async searchCustomers({ body }, request) {
    const { rows, total } = await searchCustomerProfiles(request.server.db, body.search, body.startRow ?? 0, body.endRow ?? 20);
    return { ok: true, rowData: rows, totalCount: total };
  },
});
