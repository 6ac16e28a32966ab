import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, DynamicFormsTable, StoredFormFile } from '../db/schema';
import { jsonb } from '../db/json';
import { ACTIVITY_FORM_PARENT } from './activities';

export type DynamicFormRow = Selectable<DynamicFormsTable>;

export async function findDynamicForm(db: Kysely<DB>, parentName: string, parentId: number): Promise<DynamicFormRow | undefined> {
  return db.selectFrom('dynamic_forms').selectAll().where('parent_name', '=', parentName).where('parent_id', '=', parentId).executeTakeFirst();
}

export interface NewSubmission {
  dynamicFormId: number;
  customerId: number;
  partnerCustomerId: number | null;
  activityCategoryId: number | null;
  activityInscriptionId: number | null;
  answers: Record<string, string | null>;
  files: StoredFormFile[];
  okRss: boolean;
  acceptConditions: boolean;
}

export async function insertSubmission(db: Kysely<DB> | Transaction<DB>, submission: NewSubmission): Promise<number> {
  const row = await db
    .insertInto('dynamic_form_submissions')
    .values({
      dynamic_form_id: submission.dynamicFormId,
      customer_id: submission.customerId,
      partner_customer_id: submission.partnerCustomerId,
      activity_category_id: submission.activityCategoryId,
      activity_inscription_id: submission.activityInscriptionId,
      answers: jsonb(submission.answers),
      files: jsonb(submission.files),
      ok_rss: submission.okRss,
      accept_conditions: submission.acceptConditions,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the customer's submissions, answering the files they held (to remove from disk once committed). */
export async function deleteCustomerSubmissions(db: Kysely<DB> | Transaction<DB>, customerId: number): Promise<StoredFormFile[]> {
  const rows = await db.deleteFrom('dynamic_form_submissions').where('customer_id', '=', customerId).returning('files').execute();
  return rows.flatMap((row) => row.files);
}

/** Deletes the form submissions of these activity sign-ups, answering the files they held (to remove once committed). */
export async function deleteInscriptionSubmissions(db: Kysely<DB> | Transaction<DB>, inscriptionIds: number[]): Promise<StoredFormFile[]> {
  if (inscriptionIds.length === 0) return [];
  const rows = await db.deleteFrom('dynamic_form_submissions').where('activity_inscription_id', 'in', inscriptionIds).returning('files').execute();
  return rows.flatMap((row) => row.files);
}

/**
 * Deletes the submissions whose sign-up is gone, answering their files. An activity's form is always saved
 * with its sign-up, in one transaction, so a submission of an activity form without one outlived it: the
 * inscription went by a cascade (its activity deleted) and `ON DELETE SET NULL` let the answers stay.
 */
export async function deleteLapsedSubmissions(db: Kysely<DB>): Promise<StoredFormFile[]> {
  const rows = await db
    .deleteFrom('dynamic_form_submissions')
    .where('activity_inscription_id', 'is', null)
    .where('dynamic_form_id', 'in', (eb) => eb.selectFrom('dynamic_forms').select('id').where('parent_name', '=', ACTIVITY_FORM_PARENT))
    .returning('files')
    .execute();
  return rows.flatMap((row) => row.files);
}

/** The url of every file a submission holds. */
export async function submissionFileUrls(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('dynamic_form_submissions').select('files').execute();
  return rows.flatMap((row) => row.files.map((file) => file.url));
}
