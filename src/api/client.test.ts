import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createApiClient, envelope, type ApiClient } from './client';
import type { ApiHooks } from './ports';
import { createTestApp, type TestApp } from '../server/testing/test-app';

// The client is exercised against a live reference server on a real port: no fetch is mocked.
let server: TestApp;
let baseUrl: string;
const seenVersionHeaders: Array<string | undefined> = [];

function testRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) seenVersionHeaders.push(request.headers['x-portal-version'] as string | undefined);
  });
  app.get('/api/testing/report.csv', async (_request, reply) => reply.type('text/csv').header('Content-Disposition', 'attachment; filename="report.csv"').send('a,b\n1,2\n'));
  app.get('/api/testing/null', async (_request, reply) => reply.type('application/json').send('null'));
  app.get('/api/testing/empty', async (_request, reply) => reply.type('application/json').send(''));
  app.get('/api/testing/text', async (_request, reply) => reply.type('text/plain').send('plain words'));
  // Too busy, as the admission answers (src/server/http/admission.ts): once, always with a long wait, or to a write.
  const busy = (reply: FastifyReply, seconds: number) =>
    reply
      .code(503)
      .header('Retry-After', String(seconds))
      .send({ ok: false, errorMsg: `Very busy: try again in ${seconds} seconds` });
  app.get('/api/testing/busy-once', async (_request, reply) => (busyCalls.push('busy-once'), busyCalls.length === 1 ? busy(reply, 2) : { ok: true }));
  app.get('/api/testing/busy-long', async (_request, reply) => (busyCalls.push('busy-long'), busy(reply, 120)));
  app.post('/api/testing/busy-write', async (_request, reply) => (busyCalls.push('busy-write'), busy(reply, 1)));
}
const busyCalls: string[] = [];

interface Recorder extends ApiHooks {
  unauthorized: string[];
  versions: number[];
  downloads: Array<{ name: string; text: string }>;
}

function recorder(): Recorder {
  const record: Recorder = {
    unauthorized: [],
    versions: [],
    downloads: [],
    onUnauthorized: (backUrl) => record.unauthorized.push(backUrl),
    onStorageVersion: (version) => record.versions.push(version),
    onDownload: (file, name) => void file.text().then((text) => record.downloads.push({ name, text })),
    crashMessage: () => 'Crash',
    currentPath: () => '/customer-vouchers',
  };
  return record;
}

/** The waits a client was told to make before asking again (made at once here). */
const waits: number[] = [];

function client(hooks: ApiHooks, token: string | null = null, url = baseUrl, language = 'en-US'): ApiClient {
  return createApiClient({
    baseUrl: url,
    portalVersion: '1.2.3',
    session: { accessToken: () => token, language: () => language },
    hooks,
    retryWait: async (ms) => (waits.push(ms), true),
  });
}

beforeAll(async () => {
  server = await createTestApp({ configure: testRoutes });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server?.close());

describe('the API client against a live club server', () => {
  it('sends the version header and the stored bearer token', async () => {
    const hooks = recorder();
    const login = envelope(await client(hooks).POST('/api/publiccustomers/cauth', { body: { email: 'ana@demo.club', password: 'demo1234' } }));
    assert(login.ok, 'the demo login is refused');
    const customerId = login.model!.id;

    const withToken = await client(hooks, login.model!.token).GET('/api/publicvouchers/customer-vouchers/{customerId}', { params: { path: { customerId } } });
    expect(withToken.response.status).toBe(200);
    expect(seenVersionHeaders.at(-1)).toBe('1.2.3');
    expect(hooks.unauthorized).toEqual([]);
  });

  it('asks for login with the back URL when the server answers 401', async () => {
    const hooks = recorder();
    const result = await client(hooks, null).GET('/api/publicvouchers/customer-vouchers/{customerId}', { params: { path: { customerId: 1 } } });
    expect(result.response.status).toBe(401);
    expect(hooks.unauthorized).toEqual(['/customer-vouchers']);
    expect(envelope(result)).toMatchObject({ ok: false });
  });

  it('gets refusals in the language the player reads the portal in', async () => {
    const hooks = recorder();
    const call = (language: string) => client(hooks, null, baseUrl, language).GET('/api/publicvouchers/customer-vouchers/{customerId}', { params: { path: { customerId: 1 } } });
    const english = envelope(await call('en-US'));
    const spanish = envelope(await call('es-ES'));
    expect(english).toMatchObject({ ok: false, errorMsg: 'Please log in to continue' });
    expect(spanish).toMatchObject({ ok: false });
    expect(spanish.errorMsg).not.toBe(english.errorMsg);
  });

  it('reports the storage version the server announces, including a change', async () => {
    const hooks = recorder();
    const { storage_version: seeded } = await server.app.db.selectFrom('clubs').select('storage_version').executeTakeFirstOrThrow();
    await client(hooks).GET('/api/czconfigs/main-settings');
    await server.app.db
      .updateTable('clubs')
      .set({ storage_version: seeded + 7 })
      .execute();
    await client(hooks).GET('/api/czconfigs/main-settings');
    expect(hooks.versions).toEqual([seeded, seeded + 7]);
    await server.app.db.updateTable('clubs').set({ storage_version: seeded }).execute();
  });

  it('hands a file answer over as a download', async () => {
    const hooks = recorder();
    const result = await (client(hooks) as unknown as { GET: (path: string) => Promise<{ data?: unknown }> }).GET('/api/testing/report.csv');
    expect(result.data).toMatchObject({ ok: true, download: { fileName: 'report.csv' } });
    await expect.poll(() => hooks.downloads).toEqual([{ name: 'report.csv', text: 'a,b\n1,2\n' }]);
  });

  it('turns a null, an empty answer and a network failure into the Crash text, and wraps text', async () => {
    const hooks = recorder();
    const raw = client(hooks) as unknown as { GET: (path: string) => Promise<{ data?: unknown; error?: unknown }> };
    expect(envelope(await raw.GET('/api/testing/null'))).toEqual({ ok: false, errorMsg: 'Crash' });
    expect(envelope(await raw.GET('/api/testing/empty'))).toEqual({ ok: false, errorMsg: 'Crash' });
    expect(envelope(await raw.GET('/api/testing/text'))).toEqual({ ok: true, text: 'plain words' });
    const unreachable = client(hooks, null, 'http://127.0.0.1:9') as unknown as typeof raw;
    expect(envelope(await unreachable.GET('/api/czconfigs/main-settings'))).toEqual({ ok: false, errorMsg: 'Crash' });
  });

  it('reads a refusal (4xx with ok false) like any other answer', async () => {
    const hooks = recorder();
    const result = await client(hooks).POST('/api/publiccustomers/cauth', { body: { email: 'ana@demo.club' } as never });
    expect(result.response.status).toBe(400);
    expect(envelope(result)).toMatchObject({ ok: false, errorMsg: expect.stringContaining('password') });
  });

  it('asks again for a read the server was too busy for, once its Retry-After has passed; a write or a long wait shows the server’s message', async () => {
    const raw = client(recorder()) as unknown as {
      GET: (path: string) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      POST: (path: string) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    };
    busyCalls.length = 0;
    waits.length = 0;
    const read = await raw.GET('/api/testing/busy-once');
    expect(read.response.status).toBe(200);
    expect(envelope(read)).toEqual({ ok: true });
    expect(waits).toEqual([2000]);

    const write = await raw.POST('/api/testing/busy-write');
    expect(envelope(write)).toEqual({ ok: false, errorMsg: 'Very busy: try again in 1 seconds' });
    const long = await raw.GET('/api/testing/busy-long');
    expect(envelope(long)).toEqual({ ok: false, errorMsg: 'Very busy: try again in 120 seconds' });
    expect(busyCalls).toEqual(['busy-once', 'busy-once', 'busy-write', 'busy-long']);
    expect(waits).toEqual([2000]);
  });
});
