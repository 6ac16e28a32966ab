import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { jsonb } from '../../db/json';
import type { DynamicFormField } from '../../db/schema';
import { INCOMING_FOLDER } from '../../contract/multipart';
import { FORM_FILES_FOLDER } from './stored-files';

// dynamicforms/save checks every submitted value against its field's type (issue 14): a wrong value of each
// type that carries one is refused with a field error on that field, in the user's language, and nothing is kept.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let ana: Login;
let empty: Login;

const TYPED_FORM = 21;
const FILE_FORM = 22;
const IMAGE_FORM = 23;

const TYPED: DynamicFormField[] = [
  { id: 1, name: 'nickname', column: { inputType: 'Text' } },
  { id: 2, name: 'notes', column: { inputType: 'TextArea' } },
  { id: 3, name: 'secret', column: { inputType: 'Password' } },
  { id: 4, name: 'source', column: { inputType: 'Hidden' } },
  { id: 5, name: 'arrival', column: { inputType: 'Date' } },
  { id: 6, name: 'birthDay', column: { inputType: 'DateNoTime' } },
  { id: 7, name: 'swims', column: { inputType: 'CheckBox' } },
  { id: 8, name: 'size', column: { inputType: 'Picklist', pickListValues: 'S,M,L' } },
  { id: 9, name: 'buddy', column: { inputType: 'Lookup', lookupController: 'customers' } },
  { id: 10, name: 'mail', column: { inputType: 'Email' } },
  { id: 11, name: 'deposit', column: { inputType: 'Currency' } },
  { id: 12, name: 'pickUp', column: { inputType: 'HourPicker' } },
  { id: 13, name: 'colour', column: { inputType: 'ColorPicker' } },
  { id: 14, name: 'intro', label: 'Read me', value: 'Welcome', column: { inputType: 'Label' } },
];
type TypedName = Exclude<(typeof TYPED)[number]['name'], 'intro'>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF');
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  const form = (parentId: number, name: string, fields: DynamicFormField[]) => ({ parent_name: 'Survey', parent_id: parentId, name, legal_checks: false, fields: jsonb(fields) });
  await server.app.db
    .insertInto('dynamic_forms')
    .values([
      form(TYPED_FORM, 'Every type', TYPED),
      form(FILE_FORM, 'Certificate', [{ id: 1, name: 'certificate', required: false, isFile: true, column: { inputType: 'FileLoader' } }]),
      form(IMAGE_FORM, 'Photo', [{ id: 1, name: 'photo', required: false, column: { inputType: 'ImageLoader' } }]),
    ])
    .execute();
});
afterAll(() => server?.close());

function save(parentId: number, values: Record<string, string>, files: Buffer[] = [], language = 'en-US') {
  const boundary = 'value-types-test';
  const texts: Record<string, string> = { parentName: 'Survey', parentId: String(parentId), customerId: String(empty.customerId) };
  Object.entries(values).forEach(([name, value], index) => {
    texts[`Fields[${index}].id`] = String(TYPED.find((field) => field.name === name)?.id ?? 1);
    texts[`Fields[${index}].name`] = name;
    texts[`Fields[${index}].value`] = value;
  });
  const payload = Buffer.concat([
    ...Object.entries(texts).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap((file) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/dynamicforms/save',
    payload,
    headers: { ...empty.headers, 'accept-language': language, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const submissions = () => server.app.db.selectFrom('dynamic_form_submissions').select(['answers', 'files']).where('customer_id', '=', empty.customerId).execute();

function filesUnder(folder: string): number {
  const root = path.join(server.config.dataDir, folder);
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** A wrong value of each type that carries one, and the words the field error says it in. */
const WRONG: Record<TypedName, [value: string, english: string, spanish: string]> = {
  nickname: ['x'.repeat(4001), 'The text is too long', 'El texto es demasiado largo'],
  notes: ['n'.repeat(4001), 'The text is too long', 'El texto es demasiado largo'],
  secret: ['s'.repeat(4001), 'The text is too long', 'El texto es demasiado largo'],
  source: ['h'.repeat(4001), 'The text is too long', 'El texto es demasiado largo'],
  arrival: ['2026-07-01 09:30', 'Enter a valid date and time', ''],
  birthDay: ['2026-02-30', 'Enter a valid date', ''],
  swims: ['yes', 'Tick the box or leave it empty', ''],
  size: ['XXL', 'Choose one of the options', 'Elige una de las opciones'],
  buddy: ['Ana Ruiz', 'Choose one of the options', 'Elige una de las opciones'],
  mail: ['ana@demo', 'Enter a valid e-mail address', ''],
  deposit: ['12.345', 'Enter an amount with at most two decimals', ''],
  pickUp: ['24:00', 'Enter a time as hh:mm', ''],
  colour: ['red', 'Choose a colour', ''],
};

describe('dynamicforms/save refuses a wrong value of each type on its field', () => {
  it('answers one field error per wrong value, each on its own field, and keeps nothing', async () => {
    const values = Object.fromEntries(Object.entries(WRONG).map(([name, [value]]) => [name, value]));
    const response = await save(TYPED_FORM, { ...values, intro: 'display-only fields take no answer' });
    expectConformingAnswer('saveDynamicForm', response);
    const answer = response.json();
    expect(answer.ok).toBe(false);
    expect(answer.model).toEqual(Object.fromEntries(Object.entries(WRONG).map(([name, [, english]]) => [name, english])));
    expect(Object.values(answer.model)).toContain(answer.errorMsg);
    expect(await submissions()).toEqual([]);
  });

  it('refuses each wrong value alone too: the other fields right, only that field named', async () => {
    const right: Record<TypedName, string> = {
      nickname: 'Lefty',
      notes: 'Comes by bike',
      secret: 'hunter2',
      source: 'poster',
      // Days a date field takes: from the club's today on (a leap day far ahead: the dates are checked as dates).
      arrival: '2099-07-01T09:30',
      birthDay: '2096-02-29',
      swims: 'true',
      size: 'M',
      buddy: String(ana.customerId),
      mail: 'ana@demo.club',
      deposit: '12,50',
      pickUp: '07:05',
      colour: '#00aa33',
    };
    for (const [name, [value, english, spanish]] of Object.entries(WRONG) as Array<[TypedName, [string, string, string]]>) {
      const response = await save(TYPED_FORM, { ...right, [name]: value }, [], spanish ? 'es-ES' : 'en-US');
      expect(response.json(), name).toEqual({ ok: false, errorMsg: spanish || english, model: { [name]: spanish || english } });
    }
    expect(await submissions()).toEqual([]);

    const saved = await save(TYPED_FORM, right);
    expectConformingAnswer('saveDynamicForm', saved);
    expect(saved.json()).toMatchObject({ ok: true });
    expect((await submissions()).map((row) => row.answers)).toEqual([right]);
    await server.app.db.deleteFrom('dynamic_form_submissions').where('customer_id', '=', empty.customerId).execute();
  });

  it('refuses a file its field does not take as a field error on that file field, and keeps no file', async () => {
    const before = filesUnder(FORM_FILES_FOLDER);
    const wrongFile = await save(FILE_FORM, {}, [PDF, EXECUTABLE]);
    expectConformingAnswer('saveDynamicForm', wrongFile);
    expect(wrongFile.json()).toEqual({
      ok: false,
      errorMsg: 'Only images, pdf, doc, docx, txt and xlsx files are accepted',
      model: { certificate: 'Only images, pdf, doc, docx, txt and xlsx files are accepted' },
    });
    // An ImageLoader takes images only: a pdf, accepted by a FileLoader, is refused on it.
    const notAnImage = await save(IMAGE_FORM, {}, [PNG, PDF], 'fr-FR');
    expect(notAnImage.json()).toEqual({ ok: false, errorMsg: 'Seules les images sont acceptées', model: { photo: 'Seules les images sont acceptées' } });
    expect(await submissions()).toEqual([]);
    expect(filesUnder(FORM_FILES_FOLDER)).toBe(before);
    expect(filesUnder(INCOMING_FOLDER)).toBe(0);

    // The kinds each takes are kept.
    expect((await save(FILE_FORM, {}, [PDF, PNG])).json()).toMatchObject({ ok: true });
    expect((await save(IMAGE_FORM, {}, [PNG])).json()).toMatchObject({ ok: true });
    const kept = await submissions();
    expect(kept.map((row) => row.files.map((file) => file.contentType))).toEqual([['application/pdf', 'image/png'], ['image/png']]);
    expect(filesUnder(FORM_FILES_FOLDER)).toBe(before + 3);
  });
});
