import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { customerExists, loadCustomerProfile } from '../../repositories/customer-profile';
import { CHECK_FIELDS, saveCustomerProfile, type FieldErrors } from './update';
import { removeCustomerAccount } from './remove';
import { recordLookups, searchCustomerProfiles } from '../../repositories/customer-search';
import { findCustomerById } from '../../repositories/identity';
import { emailChangeProblems, mailEmailConfirmation, newAddress } from './email-change';
import type { HandlerInput } from '../handler';
import type { FastifyRequest } from 'fastify';

async function profile(request: FastifyRequest, customerId: number, caller: HandlerInput['customer']) {
  const customer = await loadCustomerProfile(request.server.db, customerId, caller?.customerId ?? null);
  if (!customer) throw notFound('notFound.customer', { id: customerId });
  return customer;
}

/** Each field's problem in the caller's language. */
const inWords = (request: FastifyRequest, errors: FieldErrors) => Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, request.t(key)]));

/** POST and PUT of put-json are the same save. */
async function save({ body, customer }: Pick<HandlerInput<'saveCustomer'>, 'body' | 'customer'>, request: FastifyRequest) {
  const stored = await findCustomerById(request.server.db, body.id);
  if (!stored) throw notFound('notFound.customer', { id: body.id });
  // Another address needs the current password, and is taken only from the link mailed to it.
  const pendingEmail = newAddress(stored.email, body.email);
  if (pendingEmail) {
    const errors = await emailChangeProblems(request, customer!, body.id, pendingEmail, body.currentPassword);
    if (errors) return { ok: false, errorMsg: request.t(CHECK_FIELDS), errors: inWords(request, errors), model: null };
  }
  const outcome = await saveCustomerProfile(request.server.db, pendingEmail ? { ...body, email: stored.email } : body, request.server.clock.now());
  if (!outcome.ok) return { ok: false, errorMsg: request.t(outcome.refusal, outcome.args), errors: outcome.errors && inWords(request, outcome.errors), model: null };
  if (pendingEmail) await mailEmailConfirmation(request, stored, pendingEmail);
  return { ok: true, model: await profile(request, body.id, customer), pendingEmail };
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
    if (!(await customerExists(request.server.db, params.id))) throw notFound('notFound.customer', { id: params.id });
    const outcome = await removeCustomerAccount(request.server.db, params.id, request.server.config.dataDir);
    request.server.sessions.forget(params.id);
    if (outcome === 'anonymised') request.log.warn(`customer ${params.id} was anonymised: a reference blocked the delete`);
    return { ok: true };
  },

  async searchCustomers({ body }, request) {
    const { db, clock } = request.server;
    const { rows, total } = await searchCustomerProfiles(db, body.search, body.startRow ?? 0, body.endRow ?? 20);
    // Whom the look-up answered: a pre-book adds only those as players (issue 21).
    await recordLookups(
      db,
      request.customer!.actorId,
      rows.map((row) => row.id),
      clock.now(),
    );
    return { ok: true, rowData: rows, totalCount: total };
  },
});
