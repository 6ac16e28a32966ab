import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ChangeFeed } from '../cache/change-feed';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { testTempDir } from '../testing/temp-dirs';
import { pinnedClock } from '../testing/frozen-clock';

// Metrics and logs as an operator sees them: /metrics scraped from the machine itself (or with the token),
// JSON log lines that carry the request id also when payments and mail write them.
let database: TestDatabase;
let connection: Database;
let app: FastifyInstance;
let ana: { customerId: number; headers: { authorization: string } };
const raw: string[] = [];
const lines: Record<string, unknown>[] = [];
const TOKEN = 'scrape-token-for-tests-0123456789';

// The server as `npm start` builds it (logger on, caches fed by the database's notifications, the pool's use),
// with its log lines captured.
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  // On PostgreSQL a pool of its own, on PGlite the same database: either way one that reports its use.
  connection = await database.openAnother();
  const config = {
    ...loadConfig({ DATA_DIR: testTempDir('observability'), TOKEN_SECRET: 'test-secret-not-for-production-0123456789' }),
    uploadsDir: database.uploadsDir,
  };
  app = await buildApp({
    config,
    db: connection.db,
    changes: await ChangeFeed.start(connection.db, connection.listen),
    poolUsage: connection.usage,
    clock: pinnedClock(),
    logger: true,
    metricsToken: TOKEN,
    logStream: {
      write: (line) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email: 'ana@demo.club', password: 'demo1234' } });
  const model = (login.json() as { model: { id: number; token: string } }).model;
  ana = { customerId: model.id, headers: { authorization: `Bearer ${model.token}` } };
}, 120_000);
afterAll(async () => {
  await app?.close();
  await connection?.close();
  await database?.close();
});

const scrape = async (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', headers });

/** The value of one sample line of the exposition, e.g. `club_http_requests_total{operation="mainSettings",…}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  it('count requests, errors and latency per operation, with the pool, the outbox and the caches', async () => {
    for (let index = 0; index < 3; index += 1) await app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' });
    await app.inject({ method: 'GET', url: `/api/publicvouchers/customer-vouchers/${ana.customerId}` });
    await app.inject({ method: 'GET', url: `/api/publicvouchers/customer-vouchers/${ana.customerId}`, headers: ana.headers });
    await app.inject({ method: 'POST', url: '/api/publiccustomers/reset-password-request-cz', payload: { email: 'ana@demo.club' } });

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(sample(text, 'club_http_requests_total', { operation: 'getMainSettings', status: '2xx' })).toBe(3);
    expect(sample(text, 'club_http_request_duration_seconds_count', { operation: 'getMainSettings' })).toBe(3);
    expect(sample(text, 'club_http_errors_total', { operation: 'getCustomerVouchers', status: '401' })).toBe(1);
    expect(sample(text, 'club_http_requests_total', { operation: 'getCustomerVouchers', status: '2xx' })).toBe(1);
    // The main settings were read once and then answered from memory.
    expect(sample(text, 'club_cache_reads_total', { cache: 'club', kind: 'answer:main-settings', outcome: 'hit' })).toBe(2);
    expect(sample(text, 'club_cache_reads_total', { cache: 'sessions', outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'club_db_pool_connections', { state: 'in_use' })).toBe(0);
    expect(sample(text, 'club_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    // No SMTP in tests: the reset mail waits in the outbox.
    expect(Number(/^club_mail_outbox_depth (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^club_change_feed_live 1$/m);
    expect(text).toContain('process_resident_memory_bytes');

    // A second scrape adds only what happened since.
    await app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' });
    expect(sample((await scrape()).body, 'club_cache_reads_total', { cache: 'club', kind: 'answer:main-settings', outcome: 'hit' })).toBe(3);
  });

  it('are not served to the internet: a request through the proxy needs the token', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await scrape(forwarded)).statusCode).toBe(404);
    expect((await scrape({ ...forwarded, authorization: 'Bearer not-the-token-for-tests-012345' })).statusCode).toBe(404);
    const withToken = await scrape({ ...forwarded, authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('club_http_requests_total');
    // From another machine, straight to the instance.
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.7' })).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('are JSON lines whose request id, the proxy’s when it passes one, is also on the mail and payment lines', async () => {
    const mailed = await app.inject({
      method: 'POST',
      url: '/api/publiccustomers/reset-password-request-cz',
      payload: { email: 'empty@demo.club' },
      headers: { 'x-request-id': 'nginx-4f2a9c' },
    });
    expect(mailed.headers['x-request-id']).toBe('nginx-4f2a9c');
    const queued = lines.find((line) => line.msg === 'mail queued' && line.reqId === 'nginx-4f2a9c');
    expect(queued).toMatchObject({ mail: expect.any(Number), level: 30 });
    expect(lines.find((line) => line.msg === 'request completed' && line.reqId === 'nginx-4f2a9c')).toBeDefined();

    // A webhook the payment code refuses: its warning, written through the server's logger, names the request.
    const webhook = await app.inject({
      method: 'POST',
      url: '/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ type: 'payment_intent.succeeded', data: { object: { object: 'payment_intent' } } }),
    });
    expect(webhook.statusCode).toBe(400);
    const id = webhook.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const warning = lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('stripe webhook with a signature'));
    expect(warning.at(-1)).toMatchObject({ reqId: id, level: 40 });
    // One reqId per line, never twice (the request's own logger binds it already).
    expect(lines.filter((line) => line.reqId === id).length).toBeGreaterThanOrEqual(3);
    expect(raw.filter((line) => line.split('"reqId"').length > 2)).toEqual([]);
  });

  it('a request id that is not a plain token is replaced by a fresh one', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/czconfigs/main-settings', headers: { 'x-request-id': 'a"b\n{"admin":true}' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
