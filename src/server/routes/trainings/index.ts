import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { customerTrainings, trainingDetail } from '../../repositories/trainings';

export const handlers = defineHandlers({
  async listCustomerTrainings({ body }, request) {
    // Nobody logged in (customer 0) has no trainings of their own.
    if (body.customerId === 0) return { ok: true, model: { next: [], past: [] } };
    return { ok: true, model: await customerTrainings(request.server.db, body.customerId, request.server.clock.now()) };
  },

  async getCustomerTraining({ body }, request) {
    const detail = await trainingDetail(request.server.db, body.itemId, body.customerId);
    if (!detail) throw notFound('notFound.training', { id: body.itemId });
    return { ok: true, model: detail };
  },
});
