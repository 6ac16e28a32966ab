import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
});
afterAll(() => server?.close());

const { get } = requestsTo(() => server);
const newestFirst = (items: Array<{ created: string }>) => {
  const times = items.map((item) => Date.parse(item.created));
  return times.every((time, index) => index === 0 || times[index - 1]! >= time);
};

describe('getCustomerComms', () => {
  it('answers my emails and SMS, newest first', async () => {
    const response = await get(`/api/publiccomms/customer-comms/${ana.customerId}`, ana);
    expectConformingAnswer('getCustomerComms', response);
    const { emails, smss } = response.json().model as { emails: Array<{ id: number; subject: string; created: string }>; smss: Array<{ body: string; created: string }> };
    const storedEmails = await server.app.db.selectFrom('emails').select('id').where('customer_id', '=', ana.customerId).execute();
    const storedSms = await server.app.db.selectFrom('sms_messages').select('id').where('customer_id', '=', ana.customerId).execute();
    expect(emails.length).toBeGreaterThan(0);
    expect(smss.length).toBeGreaterThan(0);
    expect(emails.map((email) => email.id).sort()).toEqual(storedEmails.map((email) => email.id).sort());
    expect(smss).toHaveLength(storedSms.length);
    expect(newestFirst(emails)).toBe(true);
    expect(newestFirst(smss)).toBe(true);
  });

  it('answers empty lists to a customer without messages', async () => {
    const response = await get(`/api/publiccomms/customer-comms/${empty.customerId}`, empty);
    expectConformingAnswer('getCustomerComms', response);
    expect(response.json()).toEqual({ ok: true, model: { emails: [], smss: [] } });
  });

  it("refuses another customer's messages", async () => {
    const response = await get(`/api/publiccomms/customer-comms/${ana.customerId}`, empty);
    expectConformingAnswer('getCustomerComms', response);
    expect(response.statusCode).toBe(403);
  });
});

describe('getCustomerEmail', () => {
  it('answers one of my emails with its body', async () => {
    const stored = await server.app.db.selectFrom('emails').selectAll().where('customer_id', '=', ana.customerId).orderBy('id').executeTakeFirstOrThrow();
    const response = await get(`/api/publiccomms/customer-comms/emails/${stored.id}/${ana.customerId}`, ana);
    expectConformingAnswer('getCustomerEmail', response);
    expect(response.json()).toEqual({ id: stored.id, subject: stored.subject, body: stored.body, created: stored.created_at.toISOString() });
  });

  it("cannot read someone else's email through one's own customer id", async () => {
    const stored = await server.app.db.selectFrom('emails').select('id').where('customer_id', '=', ana.customerId).executeTakeFirstOrThrow();
    const throughOwnId = await get(`/api/publiccomms/customer-comms/emails/${stored.id}/${empty.customerId}`, empty);
    expectConformingAnswer('getCustomerEmail', throughOwnId);
    expect(throughOwnId.statusCode).toBe(404);
    expect(throughOwnId.body).not.toContain('subject');
    expect((await get(`/api/publiccomms/customer-comms/emails/${stored.id}/${ana.customerId}`, empty)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown email and 400 for a malformed id', async () => {
    expect((await get(`/api/publiccomms/customer-comms/emails/999999/${ana.customerId}`, ana)).statusCode).toBe(404);
    expect((await get(`/api/publiccomms/customer-comms/emails/abc/${ana.customerId}`, ana)).statusCode).toBe(400);
  });
});

describe('sendInfoRequest', () => {
  const send = (payload: unknown, who?: Login) =>
    server.app.inject({ method: 'POST', url: '/api/publiccomms/info-request', headers: who?.headers ?? {}, payload: payload as Record<string, unknown> });

  it('stores a visitor request, and links it to the customer when logged in', async () => {
    const visitor = await send({ email: 'visitor@example.com', question: '  Do you have a kids academy?  ' });
    expectConformingAnswer('sendInfoRequest', visitor);
    expect(visitor.json()).toEqual({ ok: true });
    const customer = await send({ email: 'empty@demo.club', question: 'Opening hours at Christmas?' }, empty);
    expect(customer.json()).toEqual({ ok: true });
    const stored = await server.app.db
      .selectFrom('info_requests')
      .select(['email', 'question', 'customer_id'])
      .where('email', 'in', ['visitor@example.com', 'empty@demo.club'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { email: 'visitor@example.com', question: 'Do you have a kids academy?', customer_id: null },
      { email: 'empty@demo.club', question: 'Opening hours at Christmas?', customer_id: empty.customerId },
    ]);
  });

  it('sends nothing without an email or a question', async () => {
    const blank = await send({ email: 'visitor@example.com', question: '   ' });
    expectConformingAnswer('sendInfoRequest', blank);
    expect(blank.json().ok).toBe(false);
    const noEmail = await send({ email: '', question: 'Hello?' });
    expectConformingAnswer('sendInfoRequest', noEmail);
    expect(noEmail.statusCode).toBe(400);
    expect((await send({ question: 'Hello?' })).statusCode).toBe(400);
    const stored = await server.app.db.selectFrom('info_requests').select('id').where('question', '=', 'Hello?').execute();
    expect(stored).toEqual([]);
  });
});
