import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { jsonb } from '../../db/json';
import type { DynamicFormField } from '../../db/schema';
import { checkAnswers, checkLookupRows } from './answers';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let ana: Login;
let empty: Login;

const FIELDS: DynamicFormField[] = [
  { id: 1, name: 'buddy', label: 'Your buddy', required: false, column: { inputType: 'Lookup', lookupController: 'customers', lookupDisplayField: 'surname' } },
  { id: 2, name: 'venue', label: 'Venue', required: false, column: { inputType: 'Lookup', lookupController: 'venues' } },
  { id: 3, name: 'notes', label: 'Notes', required: false, column: { inputType: 'Text' } },
];

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  await server.app.db
    .insertInto('dynamic_forms')
    .values({ parent_name: 'Survey', parent_id: 8, name: 'Buddy survey', legal_checks: false, fields: jsonb(FIELDS) })
    .execute();
});
afterAll(() => server?.close());

function save(values: Record<string, string>, headers: Record<string, string>, customerId: number) {
  const boundary = 'lookup-test';
  const parts: Record<string, string> = { parentName: 'Survey', parentId: '8', customerId: String(customerId) };
  Object.entries(values).forEach(([name, value], index) => {
    parts[`Fields[${index}].id`] = String(FIELDS.find((field) => field.name === name)!.id);
    parts[`Fields[${index}].name`] = name;
    parts[`Fields[${index}].value`] = value;
  });
  const payload = Buffer.concat([
    ...Object.entries(parts).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return server.app.inject({ method: 'POST', url: '/api/dynamicforms/save', payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const NOT_AN_OPTION = 'Choose one of the options';

describe('a Lookup value (pure rules)', () => {
  it('must be a row id: anything else is not an option, before the database is asked', () => {
    const { errors, answers } = checkAnswers(
      FIELDS,
      [
        { id: '1', name: 'buddy', value: 'Ana Ruiz' },
        { id: '2', name: 'venue', value: ' 12 ' },
      ],
      0,
    );
    expect(errors).toEqual({ buddy: 'forms.notAnOption' });
    expect(answers.venue).toBe('12');
  });

  it('asks the look-up list of each filled Lookup field once its value is an id, and refuses a row it does not hold', async () => {
    const checked = checkAnswers(
      FIELDS,
      [
        { id: '1', name: 'buddy', value: '7' },
        { id: '2', name: 'venue', value: '12' },
        { id: '3', name: 'notes', value: '99' },
      ],
      0,
    );
    const asked: Array<[string | null | undefined, number]> = [];
    await checkLookupRows(FIELDS, checked, async (controller, id) => {
      asked.push([controller, id]);
      return controller === 'customers';
    });
    expect(asked).toEqual([
      ['customers', 7],
      ['venues', 12],
    ]);
    expect(checked.errors).toEqual({ venue: 'forms.notAnOption' });

    // A blank or already refused value is not looked up.
    const blank = checkAnswers(
      FIELDS,
      [
        { id: '1', name: 'buddy', value: '  ' },
        { id: '2', name: 'venue', value: 'x' },
      ],
      0,
    );
    const none: number[] = [];
    await checkLookupRows(FIELDS, blank, async (_controller, id) => {
      none.push(id);
      return true;
    });
    expect(none).toEqual([]);
    expect(blank.errors).toEqual({ venue: 'forms.notAnOption' });
  });
});

describe('a Lookup value sent to dynamicforms/save', () => {
  it('is refused when it is not an id, names no row of the list, or names someone the customer search cannot find', async () => {
    const temp = await server.app.db.selectFrom('customers').select('id').where('email', '=', 'temp@demo.club').executeTakeFirstOrThrow();
    for (const value of ['Ana', '0', '-4', '1.5', '99999999', '99999999999', String(temp.id)]) {
      const response = await save({ buddy: value }, empty.headers, empty.customerId);
      expectConformingAnswer('saveDynamicForm', response);
      expect(response.json(), value).toEqual({ ok: false, errorMsg: NOT_AN_OPTION, model: { buddy: NOT_AN_OPTION } });
    }
    // A list this server does not realise has no rows to choose from.
    expect((await save({ venue: '1' }, empty.headers, empty.customerId)).json()).toEqual({ ok: false, errorMsg: NOT_AN_OPTION, model: { venue: NOT_AN_OPTION } });
    const spanish = await save({ buddy: '99999999' }, { ...empty.headers, 'accept-language': 'es-ES' }, empty.customerId);
    expect(spanish.json().model.buddy).toBe('Elige una de las opciones');
    const stored = await server.app.db.selectFrom('dynamic_form_submissions').select('id').where('customer_id', '=', empty.customerId).execute();
    expect(stored).toEqual([]);
  });

  it('is kept when it names an activated customer of the look-up list', async () => {
    const response = await save({ buddy: ` ${ana.customerId} `, notes: 'see you there' }, empty.headers, empty.customerId);
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toMatchObject({ ok: true });
    const stored = await server.app.db.selectFrom('dynamic_form_submissions').select('answers').where('customer_id', '=', empty.customerId).executeTakeFirstOrThrow();
    expect(stored.answers).toEqual({ buddy: String(ana.customerId), venue: null, notes: 'see you there' });
  });
});
