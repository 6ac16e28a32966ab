import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let leo: Login;
let mia: Login;
let empty: Login;
let now: () => Date;
const inDays = (days: number) => new Date(now().getTime() + days * 86_400_000);

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  now = freezeClock(server);
  [leo, mia] = await Promise.all([server.login('leo@demo.club', 'demo1234'), server.login('mia@demo.club', 'demo1234')]);
});
afterAll(() => server?.close());

const { get } = requestsTo(() => server);
const signUp = (payload: Record<string, unknown>, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: '/api/publicactivities/inscription', payload, headers });

const activityId = async (name: string) => (await server.app.db.selectFrom('activities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const productId = async (name: string) => (await server.app.db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** An activity made for one test, starting in a week. */
async function newActivity(values: { name: string; productId?: number; maxInscriptions?: number; partner?: boolean }): Promise<number> {
  const { id } = await server.app.db
    .insertInto('activities')
    .values({
      name: values.name,
      starts_at: inDays(7),
      online_sign_up: true,
      partner_inscription: values.partner ?? false,
      product_id: values.productId ?? null,
      max_inscriptions: values.maxInscriptions ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('listActivities', () => {
  it('answers the published activities still to come, soonest first', async () => {
    await server.app.db
      .insertInto('activities')
      .values({ name: 'Last week tournament', starts_at: inDays(-8), ends_at: inDays(-7) })
      .execute();
    await server.app.db
      .insertInto('activities')
      .values({ name: 'Draft activity', starts_at: inDays(1), published: false })
      .execute();
    const response = await get('/api/publicactivities/list');
    expectConformingAnswer('listActivities', response);
    const model = response.json().model;
    expect(model.map((activity: { name: string }) => activity.name)).toEqual(['Open Day: try padel for free', 'Tennis Night Social', 'Club Championship', 'Summer Padel Camp']);
    expect(model[3]).toMatchObject({ poster: 'Activities/summer-camp.svg', onlineSignUp: true, partnerInscription: false, start: expect.any(String), end: expect.any(String) });
    expect(model[2].partnerInscription).toBe(true);
  });
});

describe('listActivities on the server clock', () => {
  it("leaves out an activity once the server's clock passes its end", async () => {
    const today = now();
    const ends = await server.app.db
      .selectFrom('activities')
      .select((eb) => eb.fn.max<Date>(eb.fn.coalesce('ends_at', 'starts_at')).as('last'))
      .executeTakeFirstOrThrow();
    try {
      server.app.clock.pin(new Date(ends.last.getTime() + 60_000));
      expect((await get('/api/publicactivities/list')).json()).toEqual({ ok: true, model: [] });
    } finally {
      server.app.clock.pin(today);
    }
  });
});

describe('getActivity', () => {
  it('answers a visitor the activity and whether signing up needs a form', async () => {
    const camp = await get(`/api/publicactivities/${await activityId('Summer Padel Camp')}`);
    expectConformingAnswer('getActivity', camp);
    expect(camp.json()).toMatchObject({ ok: true, hasCustomSignUp: true, alreadyIn: false, model: { name: 'Summer Padel Camp' } });
    expect(camp.json().model.description).toContain('<ul>');
    const openDay = (await get(`/api/publicactivities/${await activityId('Open Day: try padel for free')}`)).json();
    expect(openDay).toMatchObject({ hasCustomSignUp: false, alreadyIn: false });
  });

  it('tells a customer whether they are already in', async () => {
    const openDay = await activityId('Open Day: try padel for free');
    const asAna = await get(`/api/publicactivities/${openDay}/${ana.customerId}`, ana.headers);
    expectConformingAnswer('getActivityForCustomer', asAna);
    expect(asAna.json().alreadyIn).toBe(true);
    expect((await get(`/api/publicactivities/${openDay}/${mia.customerId}`, mia.headers)).json().alreadyIn).toBe(false);
  });

  it("answers 404 for an unknown or unpublished activity and 403 for another customer's view", async () => {
    const unknown = await get('/api/publicactivities/999999');
    expect(unknown.statusCode).toBe(404);
    expectConformingAnswer('getActivity', unknown);
    const draft = await server.app.db.insertInto('activities').values({ name: 'Hidden', starts_at: now(), published: false }).returning('id').executeTakeFirstOrThrow();
    expect((await get(`/api/publicactivities/${draft.id}`)).statusCode).toBe(404);
    const foreign = await get(`/api/publicactivities/${await activityId('Open Day: try padel for free')}/${ana.customerId}`, empty.headers);
    expect(foreign.statusCode).toBe(403);
    expectConformingAnswer('getActivityForCustomer', foreign);
  });
});

describe('listActivityCategories', () => {
  it('answers the categories in order, or none', async () => {
    const response = await get(`/api/publicactivities/${await activityId('Summer Padel Camp')}/categories`);
    expectConformingAnswer('listActivityCategories', response);
    expect(response.json().model.map((category: { name: string }) => category.name)).toEqual(['Ages 5–8', 'Ages 9–11', 'Ages 12–14']);
    expect((await get(`/api/publicactivities/${await activityId('Open Day: try padel for free')}/categories`)).json()).toEqual({ ok: true, model: [] });
  });

  it('answers 404 for an unknown activity', async () => {
    const response = await get('/api/publicactivities/999999/categories');
    expect(response.statusCode).toBe(404);
    expectConformingAnswer('listActivityCategories', response);
  });
});

describe('signUpActivity', () => {
  it('signs a customer up to a free activity once', async () => {
    const openDay = await activityId('Open Day: try padel for free');
    const response = await signUp({ id: openDay, customerId: empty.customerId }, empty.headers);
    expectConformingAnswer('signUpActivity', response);
    expect(response.json()).toEqual({ ok: true, model: [{ saleNumber: null, ctk: null, description: 'Open Day: try padel for free', sale: null }] });
    expect((await get(`/api/publicactivities/${openDay}/${empty.customerId}`, empty.headers)).json().alreadyIn).toBe(true);
    const again = await signUp({ id: openDay, customerId: empty.customerId }, empty.headers);
    expectConformingAnswer('signUpActivity', again);
    expect(again.json()).toEqual({ ok: false, errorMsg: 'You are already in' });
    const rows = await server.app.db.selectFrom('activity_inscriptions').select('id').where('activity_id', '=', openDay).where('customer_id', '=', empty.customerId).execute();
    expect(rows).toHaveLength(1);
  });

  it('creates the pending sale to pay for a priced activity, with a short-lived token', async () => {
    const clinic = await newActivity({ name: 'Volley clinic', productId: await productId('Private Padel Class (1 h)') });
    const response = await signUp({ id: clinic, customerId: mia.customerId }, mia.headers);
    expectConformingAnswer('signUpActivity', response);
    const [result] = response.json().model;
    expect(result).toMatchObject({
      saleNumber: expect.stringMatching(/^S\d{7}$/),
      description: 'Volley clinic',
      sale: { total: 45, pending: 45, paid: 0, netTotal: 37.19, title: 'Volley clinic' },
    });
    const claims = await server.app.tokens.verify(result.ctk);
    expect(claims).toMatchObject({ customerId: mia.customerId });
    const payload = JSON.parse(Buffer.from(result.ctk.split('.')[1], 'base64url').toString()) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(5 * 60);
    // The sale is a debt of the customer until paid.
    const debts = (await server.app.inject({ method: 'POST', url: `/api/shop/pending-sales/${mia.customerId}`, headers: mia.headers })).json().data;
    expect(debts).toEqual([
      expect.objectContaining({ saleNumber: result.saleNumber, pending: 45, saleItems: [expect.objectContaining({ parentIdentifier: 'Volley clinic', total: 45 })] }),
    ]);
  });

  it('refuses activities that are closed, full, or need the sign-up form', async () => {
    const refusal = async (id: number, customer: typeof empty) => (await signUp({ id, customerId: customer.customerId }, customer.headers)).json();
    expect(await refusal(await activityId('Tennis Night Social'), empty)).toEqual({ ok: false, errorMsg: 'Online sign-up is not open for this activity' });
    expect((await refusal(await activityId('Summer Padel Camp'), empty)).errorMsg).toBe('This activity asks for more information: please fill in its sign-up form');
    expect((await refusal(await activityId('Club Championship'), empty)).errorMsg).toBe('This activity asks for more information: please fill in its sign-up form');
    const small = await newActivity({ name: 'One-place masterclass', maxInscriptions: 1 });
    expect((await refusal(small, empty)).ok).toBe(true);
    expect(await refusal(small, leo)).toEqual({ ok: false, errorMsg: 'Sorry, this activity is full' });
  });

  it('takes the last place only once when two customers sign up at the same moment', async () => {
    const last = await newActivity({ name: 'Last place', maxInscriptions: 1 });
    const answers = await Promise.all([leo, mia].map((customer) => signUp({ id: last, customerId: customer.customerId }, customer.headers)));
    expect(answers.map((answer) => answer.json().ok).sort()).toEqual([false, true]);
    const { count } = await server.app.db
      .selectFrom('activity_inscriptions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('activity_id', '=', last)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('signs a pair up to an activity for partners', async () => {
    const doubles = await newActivity({ name: 'Doubles night', partner: true });
    expect((await signUp({ id: doubles, customerId: ana.customerId }, ana.headers)).json().errorMsg).toBe('Please choose your partner');
    expect((await signUp({ id: doubles, customerId: ana.customerId, partnerCustomerId: ana.customerId }, ana.headers)).json().errorMsg).toBe('Your partner must be someone else');
    expect((await signUp({ id: doubles, customerId: ana.customerId, partnerCustomerId: 999999 }, ana.headers)).json().errorMsg).toBe('Your partner was not found');
    const pair = await signUp({ id: doubles, customerId: ana.customerId, partnerCustomerId: empty.customerId }, ana.headers);
    expectConformingAnswer('signUpActivity', pair);
    expect(pair.json().ok).toBe(true);
    // The partner is held a place but not in until they confirm through the mailed link (once).
    expect((await signUp({ id: doubles, customerId: empty.customerId, partnerCustomerId: leo.customerId }, empty.headers)).json().errorMsg).toBe('You are already in');
    expect((await get(`/api/publicactivities/${doubles}/${empty.customerId}`, empty.headers)).json().alreadyIn).toBe(false);
    const mail = await server.app.db.selectFrom('emails').selectAll().where('to_address', '=', 'empty@demo.club').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Confirm your place in Doubles night');
    const link = new URL(mail.links.map((each) => each.url).find((url) => url.includes(`/activity/${doubles}?partnerToken=`))!);
    const token = link.searchParams.get('partnerToken')!;
    const confirm = (value: string) => server.app.inject({ method: 'POST', url: '/api/publicactivities/partner-confirm', payload: { token: value } });
    const wrong = await confirm(`${token}x`);
    expectConformingAnswer('confirmActivityPartner', wrong);
    expect(wrong.json()).toEqual({ ok: false, errorMsg: 'This confirmation link is not valid any more' });
    const confirmed = await confirm(token);
    expectConformingAnswer('confirmActivityPartner', confirmed);
    expect(confirmed.json()).toEqual({ ok: true, model: { activityId: doubles } });
    expect((await get(`/api/publicactivities/${doubles}/${empty.customerId}`, empty.headers)).json().alreadyIn).toBe(true);
    expect((await confirm(token)).json().ok).toBe(false);
    const openDay = await activityId('Open Day: try padel for free');
    expect((await signUp({ id: openDay, customerId: leo.customerId, partnerCustomerId: mia.customerId }, leo.headers)).json().errorMsg).toBe(
      'This activity does not take a partner',
    );
  });

  it('enrols a partner directly, without a mail, when the club says so', async () => {
    await server.app.db.updateTable('clubs').set({ activity_partners_enrolled_directly: true }).execute();
    try {
      const doubles = await newActivity({ name: 'Direct doubles', partner: true });
      const mailsBefore = await server.app.db.selectFrom('emails').select('id').where('to_address', '=', 'mia@demo.club').execute();
      expect((await signUp({ id: doubles, customerId: leo.customerId, partnerCustomerId: mia.customerId }, leo.headers)).json().ok).toBe(true);
      expect((await get(`/api/publicactivities/${doubles}/${mia.customerId}`, mia.headers)).json().alreadyIn).toBe(true);
      expect(await server.app.db.selectFrom('emails').select('id').where('to_address', '=', 'mia@demo.club').execute()).toHaveLength(mailsBefore.length);
    } finally {
      await server.app.db.updateTable('clubs').set({ activity_partners_enrolled_directly: false }).execute();
    }
  });

  it("lets a parent sign a child up, but not someone else's customer", async () => {
    const kids = await newActivity({ name: 'Kids fun day' });
    const child = await signUp({ id: kids, customerId: leo.customerId }, ana.headers);
    expect(child.json().ok).toBe(true);
    const foreign = await signUp({ id: kids, customerId: ana.customerId }, empty.headers);
    expect(foreign.statusCode).toBe(403);
    expectConformingAnswer('signUpActivity', foreign);
  });

  it('answers 404 for an unknown activity', async () => {
    const response = await signUp({ id: 999999, customerId: empty.customerId }, empty.headers);
    expect(response.statusCode).toBe(404);
    expectConformingAnswer('signUpActivity', response);
  });
});
