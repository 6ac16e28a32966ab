import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { findPublishedActivity, hasSignUpForm, isSignedUp, listActivityCategories, listUpcomingActivities, toActivity } from '../../repositories/activities';
import { confirmPartner, signUpToActivity } from '../../repositories/activity-signups';
import { signUpAnswer } from './sign-up-answer';

async function activityPage(request: FastifyRequest, id: number, customerId: number | null) {
  const { db } = request.server;
  const activity = await findPublishedActivity(db, id);
  if (!activity) throw notFound('notFound.activity', { id });
  const [hasCustomSignUp, alreadyIn] = await Promise.all([hasSignUpForm(db, id), customerId === null ? false : isSignedUp(db, id, customerId)]);
  return { ok: true, model: toActivity(activity), hasCustomSignUp, alreadyIn };
}

export const handlers = defineHandlers({
  async listActivities(_input, request) {
    const activities = await listUpcomingActivities(request.server.db, request.server.clock.now());
    return { ok: true, model: activities.map(toActivity) };
  },

  async getActivity({ params }, request) {
    return activityPage(request, params.id, null);
  },

  async getActivityForCustomer({ params }, request) {
    return activityPage(request, params.id, params.customerId);
  },

  async listActivityCategories({ params }, request) {
    const { db } = request.server;
    if (!(await findPublishedActivity(db, params.id))) throw notFound('notFound.activity', { id: params.id });
    const categories = await listActivityCategories(db, params.id);
    return { ok: true, model: categories.map(({ id, name }) => ({ id, name })) };
  },

  async signUpActivity({ body, customer }, request) {
    const outcome = await signUpToActivity(request.server.db, {
      activityId: body.id,
      customerId: body.customerId,
      partnerCustomerId: body.partnerCustomerId,
      viaForm: false,
      now: request.server.clock.now(),
    });
    return signUpAnswer(request, outcome, body.customerId, customer!);
  },

  async confirmActivityPartner({ body }, request) {
    const confirmed = await confirmPartner(request.server.db, body.token, request.server.clock.now());
    if (!confirmed) return { ok: false, errorMsg: request.t('activities.partnerLinkUsed') };
    return { ok: true, model: { activityId: confirmed.activityId } };
  },
});
