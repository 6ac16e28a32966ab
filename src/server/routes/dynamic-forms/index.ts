import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { defineHandlers } from '../handler';
import { badRequest, notFound } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import type { DB } from '../../db/schema';
import { ACTIVITY_FORM_PARENT, findPublishedActivity } from '../../repositories/activities';
import { signUpToActivity } from '../../repositories/activity-signups';
import { findDynamicForm, insertSubmission, type DynamicFormRow } from '../../repositories/dynamic-forms';
import { lookupListHolds } from '../../repositories/lookup-lists';
import { signUpAnswer } from '../activities/sign-up-answer';
import { checkAnswers, checkLookupRows, fileFieldName, fileRefusal, FIELD_REQUIRED } from './answers';
import { removeFormFiles, storeFormFiles, type StoredFile } from './stored-files';
import { currentClub } from '../../repositories/club';
import { clubLocalTime } from '../../../domain/club-time';
import { lookupHandlers } from './lookups';
import { readSubmission } from './submission';

const ACCEPT_LEGAL_CONDITIONS: MessageKey = 'forms.acceptLegal';

/**
 * The form of a parent. An activity without a form of its own still signs up through an empty one: the
 * portal adds the partner and category fields itself.
 */
async function formOf(request: FastifyRequest, parentName: string, parentId: number): Promise<DynamicFormRow | undefined> {
  const { db } = request.server;
  const form = await findDynamicForm(db, parentName, parentId);
  if (form) return form;
  if (parentName === ACTIVITY_FORM_PARENT && (await findPublishedActivity(db, parentId))) return undefined;
  throw notFound('notFound.form', { parent: parentName, id: parentId });
}

export const handlers = defineHandlers({
  ...lookupHandlers,

  async getDynamicFormDefinition({ params }, request) {
    const form = await formOf(request, params.parentName, params.parentId);
    return {
      ok: true,
      model: form ? { id: form.id, name: form.name, legalChecks: form.legal_checks, fields: form.fields } : { id: null, name: null, legalChecks: false, fields: [] },
    };
  },

  async saveDynamicForm({ customer }, request) {
    const { db, config } = request.server;
    const submission = readSubmission(request.body);
    const form = await formOf(request, submission.parentName, submission.parentId);
    const fields = form?.fields ?? [];

    // The files streamed to disk as the request came in; their kind was recognised on the way.
    const refusedFile = fileRefusal(
      fields,
      request.uploads.map((file) => file.kind),
    );
    if (refusedFile?.field === null) throw badRequest('dynamicForms.fileType', { field: `body/${request.uploads.find((file) => !file.kind)?.part ?? 'files'}` });
    const files = request.uploads.flatMap((file) => (file.kind ? [{ ...file, kind: file.kind }] : []));
    // Date fields take days from the club's today on, as the portal's picker offers them.
    const today = clubLocalTime(request.server.clock.now(), (await currentClub(db)).time_zone).date;
    const checked = checkAnswers(fields, submission.fields, files.length, today);
    await checkLookupRows(fields, checked, (controller, id) => lookupListHolds(db, controller, id));
    const { answers, errors } = checked;
    if (refusedFile?.field) errors[refusedFile.field] = refusedFile.message;
    if (form?.legal_checks && !submission.acceptConditions) errors.acceptConditions = ACCEPT_LEGAL_CONDITIONS;
    const problems = Object.keys(errors);
    if (problems.length > 0) {
      const model = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, request.t(key)]));
      // The banner names the first kind of problem: a missing answer first, then a value not fitting its field.
      const headline = Object.values(errors).includes(FIELD_REQUIRED) ? FIELD_REQUIRED : errors[problems[0]!]!;
      return { ok: false, errorMsg: request.t(headline), model };
    }

    let stored: StoredFile[] = [];
    const save = async (trx: Kysely<DB>, inscriptionId: number | null) => {
      // Without a form there is no submission to hold files: they are not kept.
      if (!form) return;
      stored = await storeFormFiles(config.dataDir, files);
      await insertSubmission(trx, {
        dynamicFormId: form.id,
        customerId: submission.customerId,
        partnerCustomerId: submission.partnerCustomerId,
        activityCategoryId: submission.activityCategoryId,
        activityInscriptionId: inscriptionId,
        answers,
        files: stored.map((file, index) => ({ ...file, fieldName: fileFieldName(fields, files[index]!.part) })),
        okRss: submission.okRss,
        acceptConditions: submission.acceptConditions,
      });
    };
    try {
      if (submission.parentName === ACTIVITY_FORM_PARENT) {
        const outcome = await signUpToActivity(
          db,
          {
            activityId: submission.parentId,
            customerId: submission.customerId,
            partnerCustomerId: submission.partnerCustomerId,
            activityCategoryId: submission.activityCategoryId,
            viaForm: true,
            now: request.server.clock.now(),
          },
          save,
        );
        if (!outcome.ok) await removeFormFiles(config.dataDir, stored);
        return await signUpAnswer(request, outcome, submission.customerId, customer!);
      }
      // Without a sign-up the submission is one row: no transaction to share.
      await save(db, null);
      return { ok: true, model: [{ saleNumber: null, ctk: null, description: form?.name ?? null, sale: null }] };
    } catch (error) {
      await removeFormFiles(config.dataDir, stored);
      throw error;
    }
  },
});
