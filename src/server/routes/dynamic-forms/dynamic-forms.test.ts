import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { jsonb } from '../../db/json';
import type { DynamicFormField } from '../../db/schema';

let server: TestApp;
let ana: Login;
let leo: Login;
let mia: Login;
let empty: Login;
let summerCamp: number;
let championship: number;
let openDay: number;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  [leo, mia] = await Promise.all([server.login('leo@demo.club', 'demo1234'), server.login('mia@demo.club', 'demo1234')]);
  const id = async (name: string) => (await server.app.db.selectFrom('activities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  summerCamp = await id('Summer Padel Camp');
  championship = await id('Club Championship');
  openDay = await id('Open Day: try padel for free');
});
afterAll(() => server?.close());

type Part = string | { file: Buffer };

/** A multipart/form-data body as the portal's FormData sends it. */
function multipart(parts: Record<string, Part | Part[]>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'form-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`));
      } else {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
          part.file,
          Buffer.from('\r\n'),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function save(parts: Record<string, Part | Part[]>, headers: Record<string, string>) {
  const body = multipart(parts);
  return server.app.inject({ method: 'POST', url: '/api/dynamicforms/save', payload: body.payload, headers: { ...headers, ...body.headers } });
}

async function categoryId(activityId: number, name: string): Promise<number> {
  return (await server.app.db.selectFrom('activity_categories').select('id').where('activity_id', '=', activityId).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** The summer camp form filled in completely (fields by the seeded ids 1..7). */
function campForm(customerId: number, category: number, extra: Record<string, Part | Part[]> = {}): Record<string, Part | Part[]> {
  const values: Array<[number, string, string]> = [
    [1, 'childName', 'Leo García'],
    [2, 'firstDay', '2031-07-01'],
    [3, 'tshirtSize', 'M'],
    [4, 'canSwim', 'true'],
    [5, 'allergies', 'Pollen'],
    [6, 'emergencyEmail', 'ana@demo.club'],
  ];
  const fields = Object.fromEntries(
    values.flatMap(([id, name, value], index) => [
      [`Fields[${index}].id`, String(id)],
      [`Fields[${index}].name`, name],
      [`Fields[${index}].value`, value],
    ]),
  );
  return {
    parentName: 'Activity',
    parentId: String(summerCamp),
    customerId: String(customerId),
    activityCategoryId: String(category),
    okRss: 'true',
    acceptConditions: 'true',
    ...fields,
    ...extra,
  };
}

/** The championship form's answers (seeded ids 2..6), each value replaceable. */
function championshipAnswers(values: Partial<Record<'teamName' | 'firstAvailableDay' | 'shirtSize' | 'playedBefore' | 'contactEmail', string>> = {}): Record<string, string> {
  const filled = { teamName: 'Net Ninjas', firstAvailableDay: '2099-06-01', shirtSize: 'M', playedBefore: 'false', contactEmail: 'team@example.com', ...values };
  return Object.fromEntries(
    Object.entries(filled).flatMap(([name, value], index) => [
      [`Fields[${index}].id`, String(index + 2)],
      [`Fields[${index}].name`, name],
      [`Fields[${index}].value`, value],
    ]),
  );
}

describe('getDynamicFormDefinition', () => {
  it("answers an activity's form with its fields and legal check", async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/dynamicforms/form-def/Activity/${summerCamp}` });
    expectConformingAnswer('getDynamicFormDefinition', response);
    const model = response.json().model;
    expect(model).toMatchObject({ name: 'Summer camp registration', legalChecks: true });
    expect(model.fields.map((field: { name: string }) => field.name)).toEqual([
      'childName',
      'firstDay',
      'tshirtSize',
      'canSwim',
      'allergies',
      'emergencyEmail',
      'medicalCertificate',
    ]);
    expect(model.fields[2]).toMatchObject({ required: true, column: { inputType: 'Picklist', pickListValues: 'XS,S,M,L,XL' } });
  });

  it('answers an empty form for an activity without one, and 404 for an unknown parent', async () => {
    const none = await server.app.inject({ method: 'GET', url: `/api/dynamicforms/form-def/Activity/${openDay}` });
    expectConformingAnswer('getDynamicFormDefinition', none);
    expect(none.json()).toEqual({ ok: true, model: { id: null, name: null, legalChecks: false, fields: [] } });
    for (const url of ['/api/dynamicforms/form-def/Activity/999999', '/api/dynamicforms/form-def/Booking/1']) {
      const unknown = await server.app.inject({ method: 'GET', url });
      expect(unknown.statusCode).toBe(404);
      expectConformingAnswer('getDynamicFormDefinition', unknown);
    }
  });
});

describe('saveDynamicForm', () => {
  it('names every required field left empty and the legal conditions, and saves nothing', async () => {
    const category = await categoryId(summerCamp, 'Ages 9–11');
    const response = await save(
      {
        parentName: 'Activity',
        parentId: String(summerCamp),
        customerId: String(mia.customerId),
        activityCategoryId: String(category),
        'Fields[0].id': '1',
        'Fields[0].value': '  ',
      },
      mia.headers,
    );
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toEqual({
      ok: false,
      errorMsg: 'The field is required',
      model: {
        childName: 'The field is required',
        firstDay: 'The field is required',
        tshirtSize: 'The field is required',
        emergencyEmail: 'The field is required',
        acceptConditions: 'Please accept our legal conditions',
      },
    });
    const saved = await server.app.db.selectFrom('activity_inscriptions').select('id').where('activity_id', '=', summerCamp).where('customer_id', '=', mia.customerId).execute();
    expect(saved).toEqual([]);
  });

  it('asks for the legal conditions alone when only they are missing', async () => {
    const category = await categoryId(summerCamp, 'Ages 9–11');
    const response = await save(campForm(mia.customerId, category, { acceptConditions: 'false' }), mia.headers);
    expect(response.json()).toEqual({ ok: false, errorMsg: 'Please accept our legal conditions', model: { acceptConditions: 'Please accept our legal conditions' } });
  });

  it('signs up with the answers and files, and creates the sale to pay', async () => {
    const category = await categoryId(summerCamp, 'Ages 5–8');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF');
    const response = await save(campForm(leo.customerId, category, { files: { file: pdf } }), ana.headers);
    expectConformingAnswer('saveDynamicForm', response);
    const [result] = response.json().model;
    expect(result).toMatchObject({
      saleNumber: expect.stringMatching(/^S\d{7}$/),
      ctk: expect.any(String),
      description: 'Summer Padel Camp - Ages 5–8',
      sale: { total: 120, pending: 120 },
    });

    const inscription = await server.app.db
      .selectFrom('activity_inscriptions')
      .selectAll()
      .where('activity_id', '=', summerCamp)
      .where('customer_id', '=', leo.customerId)
      .executeTakeFirstOrThrow();
    expect(inscription.activity_category_id).toBe(category);
    const submission = await server.app.db.selectFrom('dynamic_form_submissions').selectAll().where('activity_inscription_id', '=', inscription.id).executeTakeFirstOrThrow();
    expect(submission).toMatchObject({ customer_id: leo.customerId, ok_rss: true, accept_conditions: true, activity_category_id: category });
    expect(submission.answers).toEqual({
      childName: 'Leo García',
      firstDay: '2031-07-01',
      tshirtSize: 'M',
      canSwim: 'true',
      allergies: 'Pollen',
      emergencyEmail: 'ana@demo.club',
      medicalCertificate: null,
    });
    expect(submission.files).toEqual([expect.objectContaining({ fieldName: 'medicalCertificate', contentType: 'application/pdf', sizeBytes: pdf.length })]);
    // Kept out of the public uploads folder.
    const file = path.join(server.config.dataDir, submission.files[0]!.url);
    expect(readFileSync(file)).toEqual(pdf);
    expect(file.startsWith(server.config.uploadsDir)).toBe(false);

    const again = await save(campForm(leo.customerId, category), ana.headers);
    expect(again.json()).toEqual({ ok: false, errorMsg: 'You are already in' });
  });

  it('signs a pair up in a category through the championship form', async () => {
    const mixed = await categoryId(championship, 'Mixed');
    const pair = {
      parentName: 'Activity',
      parentId: String(championship),
      customerId: String(empty.customerId),
      partnerCustomerId: String(mia.customerId),
      acceptConditions: 'true',
      ...championshipAnswers(),
    };
    const missingCategory = await save(pair, empty.headers);
    expect(missingCategory.json()).toEqual({ ok: false, errorMsg: 'Please choose a category' });
    const response = await save({ ...pair, activityCategoryId: String(mixed) }, empty.headers);
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json().model[0]).toMatchObject({ description: 'Club Championship - Mixed', sale: { total: 20 } });
    const inscription = await server.app.db
      .selectFrom('activity_inscriptions')
      .selectAll()
      .where('activity_id', '=', championship)
      .where('customer_id', '=', empty.customerId)
      .executeTakeFirstOrThrow();
    expect(inscription.partner_customer_id).toBe(mia.customerId);
  });

  it('refuses a wrong value of each type with a field error on that field, in the language asked, and saves nothing', async () => {
    const mixed = await categoryId(championship, 'Mixed');
    const wrong = championshipAnswers({ firstAvailableDay: '2026-02-31', shirtSize: 'XXL', playedBefore: 'maybe', contactEmail: 'team@' });
    const body = {
      parentName: 'Activity',
      parentId: String(championship),
      customerId: String(mia.customerId),
      partnerCustomerId: String(ana.customerId),
      activityCategoryId: String(mixed),
      acceptConditions: 'true',
      ...wrong,
    };
    const response = await save(body, mia.headers);
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toEqual({
      ok: false,
      errorMsg: 'Enter a valid date',
      model: {
        firstAvailableDay: 'Enter a valid date',
        shirtSize: 'Choose one of the options',
        playedBefore: 'Tick the box or leave it empty',
        contactEmail: 'Enter a valid e-mail address',
      },
    });
    const spanish = await save(body, { ...mia.headers, 'accept-language': 'es-ES' });
    expect(spanish.json().model.shirtSize).toBe('Elige una de las opciones');
    const saved = await server.app.db.selectFrom('activity_inscriptions').select('id').where('activity_id', '=', championship).where('customer_id', '=', mia.customerId).execute();
    expect(saved).toEqual([]);
  });

  it('answers the same "not found" for a partner id that does not exist and for one no search could find', async () => {
    const mixed = await categoryId(championship, 'Mixed');
    const temp = await server.app.db.selectFrom('customers').select('id').where('status', '<>', 'Active').executeTakeFirstOrThrow();
    const answers = await Promise.all(
      [999999, temp.id].map(async (partner) =>
        (
          await save(
            {
              parentName: 'Activity',
              parentId: String(championship),
              customerId: String(mia.customerId),
              partnerCustomerId: String(partner),
              activityCategoryId: String(mixed),
              acceptConditions: 'true',
              ...championshipAnswers(),
            },
            mia.headers,
          )
        ).json(),
      ),
    );
    expect(answers).toEqual([
      { ok: false, errorMsg: 'Your partner was not found' },
      { ok: false, errorMsg: 'Your partner was not found' },
    ]);
  });

  it('refuses a file of a type the form does not accept on its file field, and keeps nothing', async () => {
    const category = await categoryId(summerCamp, 'Ages 12–14');
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);
    const response = await save(campForm(mia.customerId, category, { files: { file: executable } }), mia.headers);
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toEqual({
      ok: false,
      errorMsg: 'Only images, pdf, doc, docx, txt and xlsx files are accepted',
      model: { medicalCertificate: 'Only images, pdf, doc, docx, txt and xlsx files are accepted' },
    });
    const saved = await server.app.db.selectFrom('activity_inscriptions').select('id').where('activity_id', '=', summerCamp).where('customer_id', '=', mia.customerId).execute();
    expect(saved).toEqual([]);
  });

  it('answers 400 naming a malformed part, 404 for an unknown parent, 403 for another customer', async () => {
    const badId = await save({ parentName: 'Activity', parentId: 'camp', customerId: String(mia.customerId) }, mia.headers);
    expect(badId.statusCode).toBe(400);
    expectConformingAnswer('saveDynamicForm', badId);
    expect(badId.json().errorMsg).toContain('body/parentId');
    const unknown = await save({ parentName: 'Activity', parentId: '999999', customerId: String(mia.customerId) }, mia.headers);
    expect(unknown.statusCode).toBe(404);
    expectConformingAnswer('saveDynamicForm', unknown);
    const foreign = await save(campForm(ana.customerId, await categoryId(summerCamp, 'Ages 5–8')), empty.headers);
    expect(foreign.statusCode).toBe(403);
  });

  it('stores the answers of a form that belongs to something other than an activity, with no sign-up', async () => {
    const form = await server.app.db
      .insertInto('dynamic_forms')
      .values({
        parent_name: 'Survey',
        parent_id: 1,
        name: 'Court lighting survey',
        fields: jsonb<DynamicFormField[]>([{ id: 'q1', name: 'rating', label: 'How bright are the courts?', required: true, column: { inputType: 'Text' } }]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const missing = await save({ parentName: 'Survey', parentId: '1', customerId: String(mia.customerId) }, mia.headers);
    expect(missing.json()).toEqual({ ok: false, errorMsg: 'The field is required', model: { rating: 'The field is required' } });
    const response = await save({ parentName: 'Survey', parentId: '1', customerId: String(mia.customerId), 'Fields[0].id': 'q1', 'Fields[0].value': 'Great' }, mia.headers);
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toEqual({ ok: true, model: [{ saleNumber: null, ctk: null, description: 'Court lighting survey', sale: null }] });
    const stored = await server.app.db.selectFrom('dynamic_form_submissions').selectAll().where('dynamic_form_id', '=', form.id).execute();
    expect(stored).toEqual([expect.objectContaining({ customer_id: mia.customerId, activity_inscription_id: null, answers: { rating: 'Great' } })]);
  });

  it('leaves no stored file behind when the sign-up is refused', async () => {
    const folder = path.join(server.config.dataDir, 'form-submissions');
    const before = existsSync(folder) ? readdirSync(folder).length : 0;
    const category = await categoryId(summerCamp, 'Ages 5–8');
    const response = await save(campForm(leo.customerId, category, { files: { file: Buffer.from('%PDF-1.4 again') } }), ana.headers);
    expect(response.json()).toEqual({ ok: false, errorMsg: 'You are already in' });
    const after = existsSync(folder) ? readdirSync(folder).length : 0;
    expect(after).toBe(before);
  });
});
