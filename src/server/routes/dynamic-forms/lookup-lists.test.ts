// POST public{controller}/list (doc 2 §7, "lookup fields | search text | list"): the look-up lists of the club's
// products, resources and booking types, beside the customers' one, and the values a form field takes from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { jsonb } from '../../db/json';
import type { DynamicFormField } from '../../db/schema';
import { listOperations, loadContract } from '../../contract/contract';
import { LOOKUP_CONTROLLERS, lookupControllerOf } from '../../repositories/lookup-lists';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let ana: Login;

const FIELDS: DynamicFormField[] = [
  { id: 1, name: 'racket', label: 'Racket service', required: false, column: { inputType: 'Lookup', lookupController: 'products' } },
  { id: 2, name: 'court', label: 'Preferred court', required: false, column: { inputType: 'Lookup', lookupController: 'Resources' } },
  { id: 3, name: 'kind', label: 'What you play', required: false, column: { inputType: 'Lookup', lookupController: 'bookingtypes' } },
];

beforeAll(async () => {
  ({ server, ana } = await startDemoServer());
  await server.app.db
    .insertInto('dynamic_forms')
    .values({ parent_name: 'Survey', parent_id: 9, name: 'Court survey', legal_checks: false, fields: jsonb(FIELDS) })
    .execute();
});
afterAll(() => server?.close());

const db = () => server.app.db;
type Operation = 'lookupProducts' | 'lookupResources' | 'lookupBookingTypes';
const URLS: Record<Operation, string> = {
  lookupProducts: '/api/publicproducts/list',
  lookupResources: '/api/publicresources/list',
  lookupBookingTypes: '/api/publicbookingtypes/list',
};

async function look(operation: Operation, payload: object, headers: Record<string, string> = ana.headers) {
  const response = await server.app.inject({ method: 'POST', url: URLS[operation], headers, payload });
  expectConformingAnswer(operation, response);
  return response;
}
const names = async (operation: Operation, search: string) => ((await look(operation, { search })).json().rowData as Array<{ name: string }>).map((row) => row.name);

function save(values: Record<string, string>) {
  const boundary = 'lookup-lists';
  const parts: Record<string, string> = { parentName: 'Survey', parentId: '9', customerId: String(ana.customerId) };
  Object.entries(values).forEach(([name, value], index) => {
    parts[`Fields[${index}].id`] = String(FIELDS.find((field) => field.name === name)!.id);
    parts[`Fields[${index}].name`] = name;
    parts[`Fields[${index}].value`] = value;
  });
  const payload = Buffer.concat([
    ...Object.entries(parts).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return server.app.inject({ method: 'POST', url: '/api/dynamicforms/save', payload, headers: { ...ana.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('the look-up lists of Lookup fields', () => {
  it("answers the club's resources whose name contains the search text, in the club's order", async () => {
    const response = await look('lookupResources', { search: 'PADEL' });
    expect(response.json()).toMatchObject({ ok: true, totalCount: 4 });
    expect(response.json().rowData.map((row: { name: string }) => row.name)).toEqual(['Padel 1', 'Padel 2', 'Padel 3', 'Padel 4']);
    expect(Object.keys(response.json().rowData[0]).sort()).toEqual(['id', 'name']);
  });

  it("answers the club's published products and its active booking types", async () => {
    expect(await names('lookupProducts', 'voucher')).toEqual(['Court Voucher 100 €', 'Court Voucher 50 €']);
    // Sold only through its activity, the championship entry is not a product of the shop.
    expect(await names('lookupProducts', 'championship')).toEqual([]);
    expect((await names('lookupBookingTypes', 'padel')).sort()).toEqual(['Adult padel school', 'Last-minute padel', 'Open padel matches', 'Padel court']);
  });

  it('lists every row for a blank search, 20 at most per call, and pages with startRow', async () => {
    const published = await db().selectFrom('products').select('id').where('published', '=', true).execute();
    const first = (await look('lookupProducts', { search: ' ', endRow: 500 })).json();
    expect(first.totalCount).toBe(published.length);
    expect(first.rowData).toHaveLength(Math.min(20, published.length));
    const second = (await look('lookupProducts', { search: '', startRow: 1, endRow: 3 })).json();
    expect(second.rowData.map((row: { id: number }) => row.id)).toEqual(first.rowData.slice(1, 3).map((row: { id: number }) => row.id));
    // A % or _ typed is a character, not a wildcard.
    expect(await names('lookupResources', '%')).toEqual([]);
  });

  it('needs a login, and refuses a search of more than 100 characters naming it', async () => {
    expect((await look('lookupResources', { search: 'padel' }, {})).statusCode).toBe(401);
    const long = await look('lookupBookingTypes', { search: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMsg).toContain('search');
  });

  it('leaves out a resource whose name the club does not show online, and an inactive booking type', async () => {
    await db().updateTable('resources').set({ show_name_online: false }).where('name', '=', 'Padel 4').execute();
    await db().updateTable('booking_types').set({ active: false }).where('name', '=', 'Last-minute padel').execute();
    try {
      expect(await names('lookupResources', 'padel')).toEqual(['Padel 1', 'Padel 2', 'Padel 3']);
      expect(await names('lookupBookingTypes', 'last-minute')).toEqual([]);
    } finally {
      await db().updateTable('resources').set({ show_name_online: true }).where('name', '=', 'Padel 4').execute();
      await db().updateTable('booking_types').set({ active: true }).where('name', '=', 'Last-minute padel').execute();
    }
  });
});

describe('a Lookup value of a catalogue list sent to dynamicforms/save', () => {
  const idOf = async (table: 'products' | 'resources' | 'booking_types', name: string) =>
    String((await db().selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

  it('is kept when it names a row its list offers', async () => {
    const values = { racket: await idOf('products', 'Racket Restringing'), court: await idOf('resources', 'Padel 2'), kind: await idOf('booking_types', 'Padel court') };
    const response = await save(values);
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toMatchObject({ ok: true });
    const stored = await db().selectFrom('dynamic_form_submissions').select('answers').where('customer_id', '=', ana.customerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.answers).toEqual(values);
  });

  it('is refused when its list does not offer the row (an unpublished product, a resource of another list)', async () => {
    const response = await save({ racket: await idOf('products', 'Club Championship entry'), kind: await idOf('resources', 'Padel 2') });
    expectConformingAnswer('saveDynamicForm', response);
    expect(response.json()).toMatchObject({ ok: false, model: { racket: 'Choose one of the options' } });
  });
});

describe('the lists this server realises', () => {
  it('each have their POST public{controller}/list in the contract, and a field names them in any case', () => {
    const posts = new Set(
      listOperations(loadContract())
        .filter((operation) => operation.method === 'POST')
        .map((operation) => operation.path),
    );
    for (const controller of LOOKUP_CONTROLLERS) expect(posts, controller).toContain(`/api/public${controller}/list`);
    expect(lookupControllerOf(' BookingTypes ')).toBe('bookingtypes');
    expect(lookupControllerOf('venues')).toBeNull();
    expect(lookupControllerOf(null)).toBeNull();
  });
});
