import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { listOperations, loadContract } from '../contract/contract';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { testTempDir } from '../testing/temp-dirs';
import { pinnedClock } from '../testing/frozen-clock';
import { logRedaction } from './log-redaction';
import { isSecretName } from './secret-names';
import { urlRedactor } from './secret-urls';

// The log lines as an operator keeps them (files, a log service, for years): a request to any route whose address
// carries a secret token, a secret in a query string, credentials in headers, a password in a body, a card number,
// and an error that carries its request, each written with the request line still saying which route was asked,
// and the secret nowhere.
let database: TestDatabase;
let app: FastifyInstance;
const raw: string[] = [];
const lines: Array<Record<string, unknown>> = [];

let sent = 0;
/** A secret no log line may hold: letters and digits, the same in an address as in a line. */
const secret = () => `Sekr${(sent += 1)}x${Math.random().toString(36).slice(2, 12)}`;

/** The one card number of these tests (Visa's test card: its check digit is right). */
const CARD = '4111111111111111';

const PROVIDER_ROUTE = '/test/provider-call';
const FAILING_ROUTE = '/test/failing';
let providerFailure: Error = new Error('not set');

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const portalDir = testTempDir('portal-logs');
  writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  const config = {
    ...loadConfig({ DATA_DIR: testTempDir('log-redaction'), TOKEN_SECRET: 'test-secret-not-for-production-0123456789', PORTAL_DIR: portalDir, PORTAL_SSR: 'off' }),
    uploadsDir: database.uploadsDir,
  };
  app = await buildApp({ config, db: database.db, clock: pinnedClock(), logger: true, logStream: { write: (line) => void (raw.push(line), lines.push(JSON.parse(line))) } });
  // A payment provider's SDK failing the way they do: its error carries the request it sent (headers, body).
  app.post(PROVIDER_ROUTE, async () => {
    throw providerFailure;
  });
  // A handler whose error keeps the request it failed on, headers and body, as an error report would.
  app.post(FAILING_ROUTE, async (request) => {
    throw Object.assign(new Error('handler failed'), { request: { url: request.url, headers: request.headers, body: request.body } });
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Sends a request and answers its log lines (by the request id the answer names). */
async function send(options: InjectOptions): Promise<{ status: number; logged: Array<Record<string, unknown>>; text: string }> {
  const answer = await app.inject(options);
  const id = answer.headers['x-request-id'];
  const mine = raw.filter((line) => line.includes(`"reqId":"${String(id)}"`));
  return { status: answer.statusCode, logged: mine.map((line) => JSON.parse(line) as Record<string, unknown>), text: mine.join('\n') };
}

/** The request line of a request's log lines: its method and URL. */
function requestLine(logged: Array<Record<string, unknown>>): { method: string; url: string } {
  const line = logged.find((entry) => entry.msg === 'incoming request');
  expect(line, 'an incoming request line').toBeDefined();
  return line!.req as { method: string; url: string };
}

describe('log lines of a request whose address carries a secret', () => {
  const operations = listOperations(loadContract()).filter((operation) => [...operation.path.matchAll(/\{(\w+)\}/g)].some(([, name]) => isSecretName(name!)));

  it('the rule takes every API route that carries a token, key or signature in its path', () => {
    const paths = new Set(operations.map((operation) => operation.path));
    for (const known of [
      '/api/publictickets/download-ticket/{token}',
      '/api/publicinvoices/download-invoice/{token}',
      '/api/publicbookings/customer-booking/{bookingToken}',
      '/api/publicbookings/calendar/booking-by-token/{bookingToken}',
      '/api/publicbookings/calendar/feed/{feedToken}',
      '/api/publicturnstiles/open/{bookingId}/{bookingToken}',
      '/api/razorpay/status/{orderId}/{paymentId}/{signature}',
      '/api/netpay/callback/{id}/{transactionToken}',
    ]) {
      expect(paths, known).toContain(known);
    }
  });

  it('names the route with each secret path parameter redacted, on every such route of the contract', async () => {
    for (const operation of operations) {
      const secrets: string[] = [];
      const url = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
        if (!isSecretName(name)) return '7';
        secrets.push(secret());
        return secrets.at(-1)!;
      });
      const { logged, text } = await send({ method: operation.method, url, ...(operation.method === 'GET' ? {} : { payload: {} }) });
      for (const value of secrets) expect(text, `${operation.method} ${operation.path}`).not.toContain(value);
      expect(requestLine(logged)).toMatchObject({
        method: operation.method,
        url: operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => (isSecretName(name) ? '[Redacted]' : '7')),
      });
    }
  });

  it('also when no route answers that method (a 404)', async () => {
    const token = secret();
    const { status, logged, text } = await send({ method: 'DELETE', url: `/api/publictickets/download-ticket/${token}` });
    expect(status).toBe(404);
    expect(text).not.toContain(token);
    expect(requestLine(logged).url).toBe('/api/publictickets/download-ticket/[Redacted]');
  });

  it("on the portal's pages opened from a mail or a shared link: reset, activation, e-mail confirmation, ticket, invoice, public booking", async () => {
    for (const page of ['/customer/reset-password/', '/customer/activate/', '/customer/confirm-email/', '/publictickets/', '/publicinvoices/', '/booking/']) {
      const token = secret();
      const { status, logged, text } = await send({ url: `${page}${token}` });
      expect(status, page).toBe(200);
      expect(text, page).not.toContain(token);
      expect(requestLine(logged).url).toBe(`${page}[Redacted]`);
    }
  });
});

describe('log lines of secrets elsewhere in a request', () => {
  it('redacts the value of a query parameter whose name says it is secret, and a card number, keeping the rest', async () => {
    for (const [url, expected] of [
      ['/api/publicbookings/info/3?bookingToken=%s', '/api/publicbookings/info/3?bookingToken=[Redacted]'],
      ['/auto-login?t=%s', '/auto-login?t=[Redacted]'],
      ['/booking-join/5?token=%s&place=2', '/booking-join/5?token=[Redacted]&place=2'],
      ['/stripe-callback/?payment_intent=pi_42&payment_intent_client_secret=%s', '/stripe-callback/?payment_intent=pi_42&payment_intent_client_secret=[Redacted]'],
      ['/payments/transbank/return/9?TBK_TOKEN=%s&TBK_ORDEN_COMPRA=77', '/payments/transbank/return/9?TBK_TOKEN=[Redacted]&TBK_ORDEN_COMPRA=77'],
      ['/cz/ok?Ds_Signature=%s&lang=es', '/cz/ok?Ds_Signature=[Redacted]&lang=es'],
      ['/api/nothing?key=%s', '/api/nothing?key=[Redacted]'],
      [`/shop?ref=${CARD}&page=2`, '/shop?ref=[Redacted]&page=2'],
    ] as const) {
      const value = secret();
      const { logged, text } = await send({ url: url.replace('%s', value) });
      expect(text, url).not.toContain(value);
      expect(text, url).not.toContain(CARD);
      expect(requestLine(logged).url).toBe(expected);
    }
  });

  it('writes neither the Authorization header nor the cookies', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email: 'ana@demo.club', password: 'demo1234' } });
    const { token, id } = (login.json() as { model: { token: string; id: number } }).model;
    const session = secret();
    const { status, logged, text } = await send({
      url: `/api/publicvouchers/customer-vouchers/${id}`,
      headers: { authorization: `Bearer ${token}`, cookie: `portal-render=browser; session=${session}` },
    });
    expect(status).toBe(200);
    expect(text).not.toContain(token);
    expect(text).not.toContain(session);
    expect(requestLine(logged).url).toBe(`/api/publicvouchers/customer-vouchers/${id}`);

    const failed = await send({ method: 'POST', url: FAILING_ROUTE, payload: {}, headers: { authorization: `Bearer ${token}`, cookie: `session=${session}` } });
    expect(failed.status).toBe(500);
    expect(failed.text).not.toContain(token);
    expect(failed.text).not.toContain(session);
    const { headers } = (failed.logged.find((line) => line.msg === 'request failed') as { err: { request: { headers: Record<string, string> } } }).err.request;
    expect(headers).toMatchObject({ authorization: '[Redacted]', cookie: '[Redacted]', 'content-type': 'application/json' });
  });

  it('writes no password of a login or a password change, nor one in the body of a request that failed', async () => {
    const password = secret();
    for (const [url, payload] of [
      ['/api/publiccustomers/cauth', { email: 'ana@demo.club', password }],
      ['/api/publiccustomers/cauth', { email: 'ana@demo.club', password: 'short' }],
      ['/api/publiccustomers/reset-password-by-old-json', { customerId: 1, plainOldPass: password, plainNewPass: password }],
    ] as const) {
      const { logged, text } = await send({ method: 'POST', url, payload });
      expect(text, url).not.toContain(password);
      expect(requestLine(logged).url).toBe(url);
    }
    const failed = await send({ method: 'POST', url: FAILING_ROUTE, payload: { email: 'ana@demo.club', password, plainNewPass: password } });
    expect(failed.text).not.toContain(password);
    expect(failed.text).toContain('"email":"ana@demo.club"');
  });

  it('an error that carries its request (a provider SDK’s) loses its credentials, body secrets and card data, not its story', async () => {
    const [key, bearer, password, cookie] = [secret(), secret(), secret(), secret()];
    providerFailure = Object.assign(new Error(`POST https://api.provider.example/v1/charges?key=${key} failed with "card_number": "4242 4242 4242 4242"`), {
      config: { headers: { Authorization: `Bearer ${bearer}`, 'X-Api-Key': key }, data: JSON.stringify({ card_number: '4242424242424242', cvc: '123', amount: 1250 }) },
      body: { email: 'ana@demo.club', password, cardNumber: CARD, expiry: '12/30', cvv: '737' },
      response: { status: 402, headers: { 'set-cookie': `sid=${cookie}` }, rawPacket: Buffer.from(`POST /x HTTP/1.1\r\nAuthorization: Basic ${bearer}\r\n\r\n`) },
    });
    const { status, logged, text } = await send({ method: 'POST', url: PROVIDER_ROUTE, payload: {} });
    expect(status).toBe(500);
    for (const value of [key, bearer, password, cookie, CARD, '4242424242424242', '4242 4242 4242 4242', '"737"', '"123"']) expect(text, value).not.toContain(value);
    const failed = logged.find((line) => line.msg === 'request failed') as { err: { type: string; message: string; body: Record<string, unknown>; config: { data: string } } };
    expect(failed.err.type).toBe('Error');
    expect(failed.err.message).toBe('POST https://api.provider.example/v1/charges?key=[Redacted] failed with "card_number": "[Redacted]"');
    expect(failed.err.body).toEqual({ email: 'ana@demo.club', password: '[Redacted]', cardNumber: '[Redacted]', expiry: '[Redacted]', cvv: '[Redacted]' });
    expect(JSON.parse(failed.err.config.data)).toEqual({ card_number: '[Redacted]', cvc: '[Redacted]', amount: 1250 });
  });

  it('anything else logged: a card-looking field of any object, a secret in a message’s own text', () => {
    const [token, password] = [secret(), secret()];
    const from = raw.length;
    app.log.info({ checkout: { cardNumber: CARD, cvv: '737', amount: 1250 }, password }, `reset link /customer/reset-password/${token} mailed`);
    app.log.warn(new Error(`could not open /api/publicbookings/calendar/feed/${token}`));
    const written = raw.slice(from).join('\n');
    for (const value of [token, password, CARD, '737']) expect(written, value).not.toContain(value);
    expect(written).toContain('reset link /customer/reset-password/[Redacted] mailed');
    expect(written).toContain('could not open /api/publicbookings/calendar/feed/[Redacted]');
    expect(written).toContain('"amount":1250');
  });
});

describe('the redaction of a client error', () => {
  it("writes a malformed request's raw bytes (fastify's trace line) without its credentials", () => {
    const redaction = logRedaction(urlRedactor(['/customer/activate/:token']));
    const packet = Buffer.from('GET /customer/activate/Abc123 HTTP/1.1\r\nHost: club.example\r\nCookie: sid=xyz\r\nAuthorization: Bearer eyJhbGciOi\r\n\r\n');
    expect(redaction.value({ rawPacket: packet })).toEqual({
      rawPacket: 'GET /customer/activate/[Redacted] HTTP/1.1\r\nHost: club.example\r\nCookie: [Redacted]\r\nAuthorization: [Redacted]\r\n\r\n',
    });
  });
});
