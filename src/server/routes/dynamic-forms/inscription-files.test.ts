import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { jsonb } from '../../db/json';
import type { DynamicFormField } from '../../db/schema';
import { removeInscription } from '../../repositories/activity-signups';
import { FORM_FILES_FOLDER, ORPHAN_AGE_MS, removeFormFiles, sweepOrphanFormFiles } from './stored-files';

// The files sent with a sign-up's form belong to that submission: when the sign-up goes, they go.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let ana: Login;
let empty: Login;

const FIELDS: DynamicFormField[] = [
  { id: 1, name: 'certificate', label: 'Medical certificate', required: false, isFile: true, column: { inputType: 'FileLoader' } },
  { id: 2, name: 'notes', label: 'Notes', required: false, column: { inputType: 'Text' } },
];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF');

const db = () => server.app.db;

/** A published activity open to sign-ups, with a price and a form that takes files. */
async function activityWithForm(name: string): Promise<number> {
  const product = await db().selectFrom('products').select('id').where('gross_price', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const activity = await db()
    .insertInto('activities')
    .values({ name, starts_at: new Date(Date.now() + 30 * 86_400_000), online_sign_up: true, product_id: product.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('dynamic_forms')
    .values({ parent_name: 'Activity', parent_id: activity.id, name: `${name} form`, legal_checks: false, fields: jsonb(FIELDS) })
    .execute();
  return activity.id;
}

function signUp(parentName: string, parentId: number, who: Login, files: Buffer[]) {
  const boundary = 'inscription-files-test';
  const texts = { parentName, parentId: String(parentId), customerId: String(who.customerId), 'Fields[0].id': '2', 'Fields[0].value': 'Left-handed' };
  const payload = Buffer.concat([
    ...Object.entries(texts).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap((file) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return server.app.inject({ method: 'POST', url: '/api/dynamicforms/save', payload, headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/** How many files lie under the form-submissions folder, at any depth. */
function filesOnDisk(): number {
  const root = path.join(server.config.dataDir, FORM_FILES_FOLDER);
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

const inscriptionOf = (activityId: number, customerId: number) =>
  db().selectFrom('activity_inscriptions').select(['id', 'sale_id']).where('activity_id', '=', activityId).where('customer_id', '=', customerId).executeTakeFirst();

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  await db()
    .insertInto('dynamic_forms')
    .values({ parent_name: 'Survey', parent_id: 9, name: 'Kit survey', legal_checks: false, fields: jsonb(FIELDS) })
    .execute();
});
afterAll(() => server?.close());

describe("a sign-up's files", () => {
  it('leave the disk with the sign-up: submission gone, unpaid sale cancelled, inscription gone', async () => {
    const activity = await activityWithForm('Kit day');
    const before = filesOnDisk();
    const response = await signUp('Activity', activity, empty, [PNG, PDF]);
    expect(response.json()).toMatchObject({ ok: true, model: [{ saleNumber: expect.any(String) }] });
    expect(filesOnDisk()).toBe(before + 2);
    const inscription = (await inscriptionOf(activity, empty.customerId))!;
    expect(await db().selectFrom('dynamic_form_submissions').select('id').where('activity_inscription_id', '=', inscription.id).execute()).toHaveLength(1);

    const files = await removeInscription(db(), inscription.id);
    expect(files).toHaveLength(2);
    // Still on disk until the caller removes them, after the commit.
    expect(filesOnDisk()).toBe(before + 2);
    await removeFormFiles(server.config.dataDir, files!);
    expect(filesOnDisk()).toBe(before);

    expect(await inscriptionOf(activity, empty.customerId)).toBeUndefined();
    expect(await db().selectFrom('dynamic_form_submissions').select('id').where('customer_id', '=', empty.customerId).execute()).toEqual([]);
    const sale = await db().selectFrom('sales').select('status').where('id', '=', inscription.sale_id!).executeTakeFirstOrThrow();
    expect(sale.status).toBe('Cancelled');
    // Gone once: a second removal finds nothing.
    expect(await removeInscription(db(), inscription.id)).toBeUndefined();
    // The place is free again: the same customer can sign up anew.
    expect((await signUp('Activity', activity, empty, [])).json()).toMatchObject({ ok: true });
  });

  it('leave the disk when the sign-up went by a cascade (its activity deleted); other forms keep theirs', async () => {
    const activity = await activityWithForm('Deleted day');
    const before = filesOnDisk();
    expect((await signUp('Activity', activity, ana, [PNG, PDF])).json()).toMatchObject({ ok: true });
    expect((await signUp('Survey', 9, ana, [PNG])).json()).toMatchObject({ ok: true });
    expect(filesOnDisk()).toBe(before + 3);

    // The inscription cascades with the activity; ON DELETE SET NULL leaves the submission and its files.
    await db().deleteFrom('activities').where('id', '=', activity).execute();
    expect(filesOnDisk()).toBe(before + 3);
    await sweepOrphanFormFiles(db(), server.config.dataDir);
    expect(filesOnDisk()).toBe(before + 1);
    const left = await db()
      .selectFrom('dynamic_form_submissions')
      .innerJoin('dynamic_forms', 'dynamic_forms.id', 'dynamic_form_submissions.dynamic_form_id')
      .select(['dynamic_forms.parent_name', 'dynamic_form_submissions.files'])
      .where('dynamic_form_submissions.customer_id', '=', ana.customerId)
      .execute();
    expect(left.map((row) => [row.parent_name, row.files.length])).toEqual([['Survey', 1]]);
  });

  it('leave the disk with the account that signed up: its sign-up, submission and files all go', async () => {
    const mia = await server.login('mia@demo.club', 'demo1234');
    const activity = await activityWithForm('Farewell day');
    const before = filesOnDisk();
    expect((await signUp('Activity', activity, mia, [PNG, PDF])).json()).toMatchObject({ ok: true, model: [{ saleNumber: expect.any(String) }] });
    expect(filesOnDisk()).toBe(before + 2);

    const removed = await server.app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${mia.customerId}`, headers: mia.headers });
    expect(removed.statusCode).toBe(200);
    expect(filesOnDisk()).toBe(before);
    expect(await inscriptionOf(activity, mia.customerId)).toBeUndefined();
    expect(await db().selectFrom('dynamic_form_submissions').select('id').where('customer_id', '=', mia.customerId).execute()).toEqual([]);
  });

  it('leave the disk when their form is deleted (its submissions go by a cascade), at the next sweep; the sign-up stays', async () => {
    const activity = await activityWithForm('Form dropped day');
    const before = filesOnDisk();
    expect((await signUp('Activity', activity, ana, [PDF])).json()).toMatchObject({ ok: true });
    expect(filesOnDisk()).toBe(before + 1);
    // When the sign-up's folder was written, read off the file system (its parent gained the entry): the sweep
    // compares file times, which a run under faketime does not move with Date.now().
    const written = statSync(path.join(server.config.dataDir, FORM_FILES_FOLDER)).mtimeMs;

    await db().deleteFrom('dynamic_forms').where('parent_name', '=', 'Activity').where('parent_id', '=', activity).execute();
    // The folder no submission names any more goes once it is older than a save in progress could be.
    await sweepOrphanFormFiles(db(), server.config.dataDir, written);
    expect(filesOnDisk()).toBe(before + 1);
    await sweepOrphanFormFiles(db(), server.config.dataDir, written + ORPHAN_AGE_MS + 60_000);
    expect(filesOnDisk()).toBe(before);
    expect(await inscriptionOf(activity, ana.customerId)).toBeDefined();
  });
});
