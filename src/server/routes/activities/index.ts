import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import {
  activityFigures,
  findPublishedActivity,
  hasSignUpForm,
  inscriptionOf,
  isSignedUp,
  listActivityCategories,
  listUpcomingActivities,
  toActivity,
} from '../../repositories/activities';
import { confirmPartner, removeInscription, signUpToActivity } from '../../repositories/activity-signups';
import { removeFormFiles } from '../dynamic-forms/stored-files';
import { signUpAnswer } from './sign-up-answer';

async function activityPage(request: FastifyRequest, id: number, customerId: number | null) {
  const { db } = request.server;
  const activity = await findPublishedActivity(db, id);
  if (!activity) throw notFound('notFound.activity', { id });
  const [hasCustomSignUp, alreadyIn, figures] = await Promise.all([
    hasSignUpForm(db, id),
    customerId === null ? false : isSignedUp(db, id, customerId),
    activityFigures(db, [activity]),
  ]);
  return { ok: true, model: toActivity(activity, figures.get(activity.id)), hasCustomSignUp, alreadyIn };
}

export const handlers = defineHandlers({
  async listActivities(_input, request) {
    const { db } = request.server;
    const activities = await listUpcomingActivities(db, request.server.clock.now());
    const figures = await activityFigures(db, activities);
    return { ok: true, model: activities.map((activity) => toActivity(activity, figures.get(activity.id))) };
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

  /**
   * Leaving an activity (a quiet action beside "You're in"): the caller's inscription goes with its form's answers
   * and files and its unpaid sale. Once the activity has started, or anything of it was paid or checked out, it
   * is refused: the club settles those.
   */
  async leaveActivity({ body }, request) {
    const { db, config } = request.server;
    const activity = await findPublishedActivity(db, body.id);
    if (!activity) throw notFound('notFound.activity', { id: body.id });
    const inscription = await inscriptionOf(db, body.id, body.customerId);
    if (!inscription) return { ok: false, errorMsg: request.t('activities.notIn') };
    if (activity.starts_at <= request.server.clock.now()) return { ok: false, errorMsg: request.t('activities.leaveStarted') };
    if (inscription.paidFor) return { ok: false, errorMsg: request.t('activities.leavePaid') };
    await removeFormFiles(config.dataDir, (await removeInscription(db, inscription.id)) ?? []);
    return { ok: true };
  },

  async confirmActivityPartner({ body }, request) {
    const confirmed = await confirmPartner(request.server.db, body.token, request.server.clock.now());
    if (!confirmed) return { ok: false, errorMsg: request.t('activities.partnerLinkUsed') };
    return { ok: true, model: { activityId: confirmed.activityId } };
  },
});
