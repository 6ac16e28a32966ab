import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { Refusal } from '../../http/refusal';
import { customerCommunications, customerEmail, storeInfoRequest } from '../../repositories/comms';

export const handlers = defineHandlers({
  async getCustomerComms({ params }, request) {
    return { ok: true, model: await customerCommunications(request.server.db, params.customerId) };
  },

  async getCustomerEmail({ params }, request) {
    const email = await customerEmail(request.server.db, params.customerId, params.id);
    if (!email) throw notFound('notFound.email', { id: params.id });
    return email;
  },

  async sendInfoRequest({ body, customer }, request) {
    const email = body.email.trim();
    const question = body.question.trim();
    if (email === '' || question === '') throw new Refusal('comms.emailAndQuestion');
    await storeInfoRequest(request.server.db, { email, question, customerId: customer?.customerId ?? null });
    return { ok: true };
  },
});
