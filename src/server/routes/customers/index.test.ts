import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let leo: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  leo = await server.login('leo@demo.club', 'demo1234');
});
afterAll(() => server?.close());

const { get } = requestsTo(() => server);

function profileBody(customer: Record<string, unknown>, changes: Record<string, unknown> = {}) {
  const { id, name, surname, email, phone } = customer as { id: number; name: string; surname: string; email: string; phone: string };
  return { id, name, surname, email, phone: phone ?? '600000000', ...changes };
}

describe('getCustomer and getAcademyCustomer', () => {
  it('answer the parent with her profile, custom fields and children', async () => {
    for (const url of [`/api/publiccustomers/${ana.customerId}`, `/api/publicacademycustomers/${ana.customerId}`]) {
      const response = await get(url, ana);
      expectConformingAnswer(url.includes('academy') ? 'getAcademyCustomer' : 'getCustomer', response);
      const customer = response.json();
      expect(customer).toMatchObject({ id: ana.customerId, email: 'ana@demo.club', currentId: ana.customerId, parent: null });
      expect(customer.children.map((child: { id: number }) => child.id).sort()).toContain(leo.customerId);
      expect(customer.children).toHaveLength(2);
      const definitions = await server.app.db.selectFrom('custom_fields').select('id').execute();
      expect(customer.customFields).toHaveLength(definitions.length);
      for (const child of customer.children) expect(Object.keys(child).sort()).toEqual(['id', 'logo', 'name', 'surname']);
    }
  });

  it('shows a child its parent, and lets the parent read the child', async () => {
    const response = await get(`/api/publiccustomers/${leo.customerId}`, ana);
    expectConformingAnswer('getCustomer', response);
    expect(response.json()).toMatchObject({ id: leo.customerId, parent: { id: ana.customerId }, children: [] });
  });

  it('answers a customer without data with empty lists', async () => {
    const response = await get(`/api/publiccustomers/${empty.customerId}`, empty);
    expectConformingAnswer('getCustomer', response);
    expect(response.json()).toMatchObject({ id: empty.customerId, children: [], parent: null });
  });

  it('refuses another customer, a missing login and a malformed id', async () => {
    const other = await get(`/api/publiccustomers/${ana.customerId}`, empty);
    expectConformingAnswer('getCustomer', other);
    expect(other.statusCode).toBe(403);
    expect((await get(`/api/publicacademycustomers/${ana.customerId}`)).statusCode).toBe(401);
    const malformed = await get('/api/publiccustomers/abc', ana);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('saveCustomer and updateCustomer', () => {
  it('save personal data, address and custom field values, and answer the saved customer', async () => {
    const before = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    const fields = await server.app.db.selectFrom('custom_fields').selectAll().execute();
    const values = fields.map((field) => ({
      customFieldId: field.id,
      value: field.field_type === 'bool' ? true : field.field_type === 'picklist' ? field.pick_list_values!.split(',')[1]!.trim() : 'Left-handed',
    }));
    const body = profileBody(before, {
      name: '  Eva ',
      phone: '+34 600 111 222',
      addressLine1: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      country: 'Spain',
      gender: 1,
      birthDate: '1990-05-17',
      okRss: true,
      customFields: values,
    });
    for (const method of ['PUT', 'POST'] as const) {
      const response = await server.app.inject({ method, url: '/api/publicacademycustomers/put-json', headers: empty.headers, payload: body });
      expectConformingAnswer(method === 'PUT' ? 'updateCustomer' : 'saveCustomer', response);
      expect(response.json()).toMatchObject({
        ok: true,
        model: { id: empty.customerId, name: 'Eva', phone: '+34 600 111 222', addressLine1: 'Calle Mayor 1', city: 'Madrid', gender: 1, birthDate: '1990-05-17', okRss: true },
      });
    }
    const saved = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    for (const value of values) {
      expect(saved.customFields.find((field: { customFieldId: number }) => field.customFieldId === value.customFieldId).value).toEqual(value.value);
    }
  });

  it('clears an optional field sent as null and keeps one left out', async () => {
    const current = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    await server.app.inject({
      method: 'PUT',
      url: '/api/publicacademycustomers/put-json',
      headers: empty.headers,
      payload: profileBody(current, { city: 'Sevilla', town: 'Triana' }),
    });
    const response = await server.app.inject({ method: 'PUT', url: '/api/publicacademycustomers/put-json', headers: empty.headers, payload: profileBody(current, { city: null }) });
    expect(response.json().model).toMatchObject({ city: null, town: 'Triana' });
  });

  it('answers field errors for blank required fields, a taken email and an invalid birth date', async () => {
    const current = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/publicacademycustomers/put-json',
      headers: empty.headers,
      payload: profileBody(current, { name: '   ', surname: ' ', phone: ' ', birthDate: '2001-02-30' }),
    });
    expectConformingAnswer('updateCustomer', response);
    expect(response.json()).toMatchObject({
      ok: false,
      errors: { name: 'The field is required', surname: 'The field is required', phone: 'The field is required', birthDate: 'Invalid date' },
    });
    const taken = await server.app.inject({
      method: 'POST',
      url: '/api/publicacademycustomers/put-json',
      headers: empty.headers,
      payload: profileBody(current, { email: 'ANA@demo.club' }),
    });
    expectConformingAnswer('saveCustomer', taken);
    expect(taken.json()).toMatchObject({ ok: false, errors: { email: expect.stringContaining('already used') } });
    const unchanged = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    expect(unchanged.email).toBe(current.email);
    expect(unchanged.name).toBe(current.name);
  });

  it("tells a birth date in the future by the server's clock, not the machine's", async () => {
    const start = server.app.clock.now();
    const current = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    const save = (birthDate: string) =>
      server.app.inject({ method: 'PUT', url: '/api/publicacademycustomers/put-json', headers: empty.headers, payload: profileBody(current, { birthDate }) });
    try {
      server.app.clock.pin(new Date('2031-06-02T10:00:00Z'));
      expect((await save('2031-06-03')).json()).toMatchObject({ ok: false, errors: { birthDate: 'Invalid date' } });
      // After the machine's today, but not after the server's: taken.
      expect((await save('2031-06-02')).json()).toMatchObject({ ok: true, model: { birthDate: '2031-06-02' } });
    } finally {
      server.app.clock.pin(start);
      await server.app.inject({ method: 'PUT', url: '/api/publicacademycustomers/put-json', headers: empty.headers, payload: profileBody(current) });
    }
  });

  it('refuses a pick-list value that is not an option, and an unknown custom field', async () => {
    const current = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    const picklist = await server.app.db.selectFrom('custom_fields').selectAll().where('field_type', '=', 'picklist').executeTakeFirstOrThrow();
    const wrong = await server.app.inject({
      method: 'PUT',
      url: '/api/publicacademycustomers/put-json',
      headers: empty.headers,
      payload: profileBody(current, { customFields: [{ customFieldId: picklist.id, value: 'not an option' }] }),
    });
    expect(wrong.json()).toMatchObject({ ok: false, errors: { [picklist.name]: expect.any(String) } });
    const unknown = await server.app.inject({
      method: 'PUT',
      url: '/api/publicacademycustomers/put-json',
      headers: empty.headers,
      payload: profileBody(current, { customFields: [{ customFieldId: 999999, value: 'x' }] }),
    });
    expectConformingAnswer('updateCustomer', unknown);
    expect(unknown.json()).toMatchObject({ ok: false, errorMsg: 'Unknown custom field 999999' });
  });

  it('applies the limits of registration: lengths and formats', async () => {
    const current = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    const save = (changes: Record<string, unknown>) =>
      server.app.inject({ method: 'PUT', url: '/api/publicacademycustomers/put-json', headers: empty.headers, payload: profileBody(current, changes) });
    for (const [field, value] of [
      ['name', 'N'.repeat(101)],
      ['surname', 'S'.repeat(101)],
      ['phone', '6'.repeat(41)],
      ['phone2', '6'.repeat(41)],
      ['email2', `${'e'.repeat(250)}@x.es`],
      ['email3', 'not-an-address'],
    ] as const) {
      const response = await save({ [field]: value });
      expectConformingAnswer('updateCustomer', response);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errorMsg, field).toContain(`body/${field}`);
    }
    expect((await save({ email2: '', phone2: null })).json()).toMatchObject({ ok: true });
  });

  it('lets a parent save a child but nobody save a stranger', async () => {
    const child = (await get(`/api/publiccustomers/${leo.customerId}`, ana)).json();
    const asParent = await server.app.inject({
      method: 'PUT',
      url: '/api/publicacademycustomers/put-json',
      headers: ana.headers,
      payload: profileBody(child, { phone: '611222333' }),
    });
    expect(asParent.json()).toMatchObject({ ok: true, model: { id: leo.customerId, phone: '611222333' } });
    const anaProfile = (await get(`/api/publiccustomers/${ana.customerId}`, ana)).json();
    const asStranger = await server.app.inject({
      method: 'PUT',
      url: '/api/publicacademycustomers/put-json',
      headers: empty.headers,
      payload: profileBody(anaProfile, { name: 'Hacked' }),
    });
    expectConformingAnswer('updateCustomer', asStranger);
    expect(asStranger.statusCode).toBe(403);
    expect((await get(`/api/publiccustomers/${ana.customerId}`, ana)).json().name).toBe(anaProfile.name);
  });
});

describe('changing the e-mail', () => {
  const save = (who: Login, body: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url: '/api/publicacademycustomers/put-json', headers: who.headers, payload: body });
  const confirm = (token: string) => server.app.inject({ method: 'POST', url: '/api/publiccustomers/confirm-email', payload: { token } });

  async function confirmationToken(to: string): Promise<string> {
    const mail = await server.app.db.selectFrom('emails').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const link = mail.links.map((l) => l.url).find((url) => url.includes('/customer/confirm-email/'));
    if (!link) throw new Error(`no confirmation link in the mail to ${to}`);
    return link.split('/').pop()!;
  }

  it('needs the current password, and takes the new address only once the link mailed to it is used', async () => {
    const mia = await server.login('mia@demo.club', 'demo1234');
    const current = (await get(`/api/publiccustomers/${mia.customerId}`, mia)).json();
    const missing = await save(mia, profileBody(current, { email: 'mia.new@example.com' }));
    expectConformingAnswer('updateCustomer', missing);
    expect(missing.json()).toMatchObject({ ok: false, errors: { currentPassword: expect.any(String) } });
    const wrong = await save(mia, profileBody(current, { email: 'mia.new@example.com', currentPassword: 'not-it' }));
    expect(wrong.json()).toMatchObject({ ok: false, errors: { currentPassword: 'Wrong password' } });

    const asked = await save(mia, profileBody(current, { email: 'mia.new@example.com', currentPassword: 'demo1234', city: 'Bilbao' }));
    expectConformingAnswer('updateCustomer', asked);
    // The rest of the profile is saved; the address waits for its confirmation.
    expect(asked.json()).toMatchObject({ ok: true, pendingEmail: 'mia.new@example.com', model: { email: 'mia@demo.club', city: 'Bilbao' } });
    await server.login('mia@demo.club', 'demo1234');

    const token = await confirmationToken('mia.new@example.com');
    const confirmed = await confirm(token);
    expectConformingAnswer('confirmEmailChange', confirmed);
    expect(confirmed.json()).toEqual({ ok: true });
    expect((await confirm(token)).json()).toMatchObject({ ok: false });
    expect((await get(`/api/publiccustomers/${mia.customerId}`, mia)).json().email).toBe('mia.new@example.com');
    await server.login('mia.new@example.com', 'demo1234');
  });

  it('voids an earlier confirmation link when another change is asked for, and refuses an address taken meanwhile', async () => {
    const current = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    await save(empty, profileBody(current, { email: 'first.choice@example.com', currentPassword: 'demo1234' }));
    const first = await confirmationToken('first.choice@example.com');
    await save(empty, profileBody(current, { email: 'second.choice@example.com', currentPassword: 'demo1234' }));
    const second = await confirmationToken('second.choice@example.com');
    expect((await confirm(first)).json()).toMatchObject({ ok: false });
    await server.app.db.updateTable('customers').set({ email: 'second.choice@example.com' }).where('id', '=', leo.customerId).execute();
    try {
      expect((await confirm(second)).json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('already used') });
      expect((await get(`/api/publiccustomers/${empty.customerId}`, empty)).json().email).toBe(current.email);
    } finally {
      await server.app.db.updateTable('customers').set({ email: 'leo@demo.club' }).where('id', '=', leo.customerId).execute();
    }
  });

  it('saves a change of letter case only, without a confirmation', async () => {
    const current = (await get(`/api/publiccustomers/${empty.customerId}`, empty)).json();
    const response = await save(empty, profileBody(current, { email: current.email.toUpperCase() }));
    expect(response.json()).toMatchObject({ ok: true, pendingEmail: null, model: { email: current.email.toUpperCase() } });
    await save(empty, profileBody(current));
  });
});

describe('searchCustomers', () => {
  const search = (payload: Record<string, unknown>, who: Login | null = empty) =>
    server.app.inject({ method: 'POST', url: '/api/publiccustomers/list', headers: who?.headers ?? {}, payload });

  it('finds customers by name and by their full email, answering only public profile fields', async () => {
    const anaProfile = (await get(`/api/publiccustomers/${ana.customerId}`, ana)).json();
    const byName = await search({ search: anaProfile.name.slice(0, 3).toUpperCase() });
    expectConformingAnswer('searchCustomers', byName);
    const rows = byName.json().rowData as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.id)).toContain(ana.customerId);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'logo', 'name', 'surname']);
    expect(byName.json().totalCount).toBeGreaterThanOrEqual(rows.length);

    const byEmail = await search({ search: 'ana@demo.club' });
    expect(byEmail.json().rowData.map((row: { id: number }) => row.id)).toEqual([ana.customerId]);
    // A fragment of an address finds nobody by email: it would let anyone probe addresses.
    const byFragment = await search({ search: 'demo.club' });
    expect(byFragment.json()).toMatchObject({ ok: true, rowData: [], totalCount: 0 });
  });

  it('pages with startRow and endRow, ordered by name', async () => {
    // Ana, Leo and Mia García.
    const all = (await search({ search: 'Garc', startRow: 0, endRow: 100 })).json();
    expect(all.rowData.map((row: { name: string }) => row.name)).toEqual(['Ana', 'Leo', 'Mia']);
    expect(all.totalCount).toBe(3);
    const second = (await search({ search: 'Garc', startRow: 1, endRow: 2 })).json();
    expect(second).toMatchObject({ rowData: [all.rowData[1]], totalCount: 3 });
    const none = (await search({ search: 'Garc', startRow: 5, endRow: 5 })).json();
    expect(none).toMatchObject({ rowData: [], totalCount: 3 });
  });

  it('never matches everyone on blanks', async () => {
    for (const blank of ['   ', ' \t  ', ' a ', 'an    ']) {
      const response = await search({ search: blank });
      expect(response.statusCode, JSON.stringify(blank)).toBe(200);
      expect(response.json(), JSON.stringify(blank)).toMatchObject({ ok: true, rowData: [], totalCount: 0 });
    }
  });

  it('answers no more than a page of 20, whatever endRow says', async () => {
    await server.app.db
      .insertInto('customers')
      .values(Array.from({ length: 30 }, (_, i) => ({ email: `page${i}@example.com`, name: `Paginado ${i}`, status: 'Active' as const })))
      .execute();
    const answer = (await search({ search: 'Paginado', startRow: 0, endRow: 1000 })).json();
    expect(answer.rowData).toHaveLength(20);
    expect(answer.totalCount).toBe(30);
  });

  it('leaves out accounts that are not activated', async () => {
    expect((await search({ search: 'Ruiz' })).json().rowData).toEqual([]);
  });

  it('needs a login and at least 3 characters, and escapes wildcards', async () => {
    expect((await search({ search: 'ana' }, null)).statusCode).toBe(401);
    const short = await search({ search: 'an' });
    expectConformingAnswer('searchCustomers', short);
    expect(short.statusCode).toBe(400);
    expect((await search({ search: '%%%' })).json().rowData).toEqual([]);
  });
});

describe('removeCustomer', () => {
  it('refuses to remove someone else', async () => {
    const response = await server.app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${ana.customerId}`, headers: empty.headers });
    expectConformingAnswer('removeCustomer', response);
    expect(response.statusCode).toBe(403);
  });

  it('deletes a customer with a full history, keeps the sales anonymised and signs the account out', async () => {
    const sales = await server.app.db.selectFrom('sales').select('id').where('customer_id', '=', ana.customerId).execute();
    expect(sales.length).toBeGreaterThan(0);
    const response = await server.app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${ana.customerId}`, headers: ana.headers });
    expectConformingAnswer('removeCustomer', response);
    expect(response.json()).toEqual({ ok: true });
    expect(await server.app.db.selectFrom('customers').select('id').where('id', '=', ana.customerId).executeTakeFirst()).toBeUndefined();
    const kept = await server.app.db
      .selectFrom('sales')
      .select(['customer_id', 'delivery_address'])
      .where(
        'id',
        'in',
        sales.map((sale) => sale.id),
      )
      .execute();
    expect(kept).toHaveLength(sales.length);
    expect(kept.every((sale) => sale.customer_id === null && sale.delivery_address === null)).toBe(true);
    // The children stay, as standalone customers.
    expect((await get(`/api/publiccustomers/${leo.customerId}`, leo)).json().parent).toBeNull();
    expect((await get(`/api/publiccustomers/${ana.customerId}`, ana)).statusCode).toBe(401);
    const login = await server.app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email: 'ana@demo.club', password: 'demo1234' } });
    expect(login.json().ok).toBe(false);
  });

  it('anonymises and locks the account instead when a record still references it', async () => {
    const db = server.app.db;
    await sql`CREATE TABLE removal_blocker (customer_id integer REFERENCES customers (id))`.execute(db);
    try {
      await sql`INSERT INTO removal_blocker VALUES (${empty.customerId})`.execute(db);
      await db
        .insertInto('card_tokens')
        .values({
          customer_id: empty.customerId,
          payment_method_id: (await db.selectFrom('payment_methods').select('id').executeTakeFirstOrThrow()).id,
          card_ending: '1111',
          provider_token: 'tok-blocker',
        })
        .execute();
      const response = await server.app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${empty.customerId}`, headers: empty.headers });
      expectConformingAnswer('removeCustomer', response);
      expect(response.json()).toEqual({ ok: true });
      const left = await db.selectFrom('customers').selectAll().where('id', '=', empty.customerId).executeTakeFirstOrThrow();
      expect(left).toMatchObject({ email: `deleted-${empty.customerId}@deleted.invalid`, name: 'Deleted', surname: '', phone: null, birth_date: null, password_hash: null });
      expect(await db.selectFrom('card_tokens').select('id').where('customer_id', '=', empty.customerId).execute()).toEqual([]);
      expect((await get(`/api/publiccustomers/${empty.customerId}`, empty)).statusCode).toBe(401);
    } finally {
      await sql`DROP TABLE removal_blocker`.execute(db);
    }
  });
});
