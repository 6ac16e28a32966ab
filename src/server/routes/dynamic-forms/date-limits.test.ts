import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';
import { jsonb } from '../../db/json';
import type { DynamicFormField } from '../../db/schema';
import { clubLocalTime } from '../../../domain/club-time';
import portalEnglish from '../../../../locales/en-US.json';
import portalFrench from '../../../../locales/fr-FR.json';

// dynamicforms/save holds a date field to the days the portal's picker offers (issue 37 item 27): from the
// club's today through the field's maxDate. A day outside, sent straight to the API, is refused on that field
// with the words the portal shows for it.
let server: TestApp;
let empty: Login;
let today: string;

const FORM = 31;

/** A calendar day (yyyy-MM-dd) some days from another. */
const addCalendarDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const FIELDS: DynamicFormField[] = [
  { id: 1, name: 'firstDay', column: { inputType: 'DateNoTime' } },
  { id: 2, name: 'arrival', column: { inputType: 'Date' } },
];

beforeAll(async () => {
  ({ server, empty } = await startDemoServer());
  const now = freezeClock(server);
  today = clubLocalTime(now(), 'Europe/Madrid').date;
  FIELDS[0]!.column!.maxDate = addCalendarDays(today, 10);
  await server.app.db
    .insertInto('dynamic_forms')
    .values({ parent_name: 'Survey', parent_id: FORM, name: 'Dates', legal_checks: false, fields: jsonb(FIELDS) })
    .execute();
});
afterAll(() => server?.close());

function save(values: Record<string, string>, language = 'en-US') {
  const boundary = 'date-limits-test';
  const texts: Record<string, string> = { parentName: 'Survey', parentId: String(FORM), customerId: String(empty.customerId) };
  Object.entries(values).forEach(([name, value], index) => {
    texts[`Fields[${index}].id`] = String(FIELDS.find((field) => field.name === name)!.id);
    texts[`Fields[${index}].name`] = name;
    texts[`Fields[${index}].value`] = value;
  });
  const payload = Object.entries(texts)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
    .concat(`--${boundary}--\r\n`);
  return server.app.inject({
    method: 'POST',
    url: '/api/dynamicforms/save',
    payload,
    headers: { ...empty.headers, 'accept-language': language, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe("dynamicforms/save and a date field's days", () => {
  it('refuses a day before today on its field, in the words the portal uses', async () => {
    const response = await save({ firstDay: addCalendarDays(today, 1), arrival: `${addCalendarDays(today, -1)}T09:30` });
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toEqual({ ok: false, errorMsg: portalEnglish.dynamicForm.dateTooEarly, model: { arrival: portalEnglish.dynamicForm.dateTooEarly } });
  });

  it("refuses a day past the field's last day, in the caller's language", async () => {
    const response = await save({ firstDay: addCalendarDays(today, 11) }, 'fr-FR');
    expect(response.json()).toEqual({ ok: false, errorMsg: portalFrench.dynamicForm.dateTooLate, model: { firstDay: portalFrench.dynamicForm.dateTooLate } });
  });

  it('takes today and the last day', async () => {
    expect((await save({ firstDay: addCalendarDays(today, 10), arrival: `${today}T08:00` })).json()).toMatchObject({ ok: true });
  });
});
