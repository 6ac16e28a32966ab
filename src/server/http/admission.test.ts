import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { languagePlugin } from '../i18n/plugin';
import { translate } from '../i18n/messages';
import { registerErrorHandling } from './errors';
import { admissionPlugin, type AdmissionOptions } from './admission';
import { currentRequestId, registerRequestContext, requestIdOf } from '../observability/request-context';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  cacheControl: string | undefined;
  type: string | undefined;
  body: string;
}

/** One request on a connection of its own, as thousands of players' phones would open; a reset or a timeout rejects. */
function send(base: string, path: string, language = 'es-ES'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { agent: false, headers: { 'accept-language': language } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          cacheControl: response.headers['cache-control'],
          type: response.headers['content-type'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
  });
}

/** Handlers that wait until the test lets them finish, and say when a given number of them have started. */
function pausedWork() {
  let started = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    async handler() {
      started += 1;
      for (const waiter of waiters.filter((w) => w.count <= started)) waiter.resolve();
      await finished;
      return { ok: true, model: 'worked on' };
    },
    started: (count: number) => new Promise<void>((resolve) => (started >= count ? resolve() : waiters.push({ count, resolve }))),
    finish,
  };
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A bare server with the admission, a contract read (main-settings) and the portal's page route, each on paused work. */
async function serverWith(limits: AdmissionOptions['limits'], read: ReturnType<typeof pausedWork>, page = pausedWork()): Promise<string> {
  app = Fastify();
  await app.register(languagePlugin);
  await app.register(admissionPlugin, { limits });
  registerErrorHandling(app);
  app.get('/api/czconfigs/main-settings', { config: { operationId: 'getMainSettings' } }, read.handler);
  app.get('/health/live', async () => ({ ok: true }));
  app.get('/*', async (_request, reply) => {
    await page.handler();
    return reply.type('text/html').send('<p>home</p>');
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('admission control under a burst', () => {
  it('answers every one of many more requests than it works on: the admitted with the work, the rest 503 with Retry-After, none lost', async () => {
    const read = pausedWork();
    const base = await serverWith({ read: { concurrency: 4, queue: 8, waitMs: 60_000, typicalMs: 1 } }, read);
    const answers = Array.from({ length: 60 }, () => send(base, '/api/czconfigs/main-settings'));
    // Four are being worked on and eight wait: the other 48 are answered now, while the work is still paused.
    await read.started(4);
    const shed: Answer[] = [];
    await new Promise<void>((resolve) => {
      for (const answer of answers)
        void answer.then((a) => {
          if (a.status === 503) shed.push(a);
          if (shed.length === 48) resolve();
        });
    });
    expect(app!.admission.gates.read.inFlight).toBe(4);
    expect(app!.admission.gates.read.queued).toBe(8);
    read.finish();
    const all = await Promise.all(answers);
    expect(all.filter((a) => a.status === 200)).toHaveLength(12);
    expect(all.filter((a) => a.status === 503)).toHaveLength(48);
    for (const answer of all.filter((a) => a.status === 503)) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(answer.body)).toEqual({ ok: false, errorMsg: translate('es-ES', 'errors.busy', { seconds: Number(answer.retryAfter) }) });
    }
    // Right after the burst the next read is worked on at once.
    expect((await send(base, '/api/czconfigs/main-settings')).status).toBe(200);
    expect(app!.admission.gates.read.inFlight).toBe(0);
  });

  it('keeps answering health checks while every kind of work is full', async () => {
    const read = pausedWork();
    const base = await serverWith({ read: { concurrency: 1, queue: 0 } }, read);
    const held = send(base, '/api/czconfigs/main-settings');
    await read.started(1);
    expect((await send(base, '/api/czconfigs/main-settings')).status).toBe(503);
    expect((await send(base, '/health/live')).status).toBe(200);
    read.finish();
    expect((await held).status).toBe(200);
  });

  it('turns a page away with a page in the visitor’s language that reloads itself after Retry-After', async () => {
    const page = pausedWork();
    const base = await serverWith({ render: { concurrency: 1, queue: 0 } }, pausedWork(), page);
    const held = send(base, '/', 'fr-FR');
    await page.started(1);
    const busy = await send(base, '/', 'fr-FR');
    expect(busy.status).toBe(503);
    expect(busy.type).toMatch(/^text\/html/);
    expect(busy.cacheControl).toBe('no-store');
    expect(busy.body).toContain('<html lang="fr-FR">');
    expect(busy.body).toContain(`<meta http-equiv="refresh" content="${busy.retryAfter}">`);
    expect(busy.body).toContain(translate('fr-FR', 'errors.busy', { seconds: Number(busy.retryAfter) }).replace(/'/g, '&#39;'));
    page.finish();
    expect((await held).status).toBe(200);
  });

  it('frees the turn of a caller who hung up while being worked on', async () => {
    const read = pausedWork();
    const base = await serverWith({ read: { concurrency: 1, queue: 0 } }, read);
    const answerClosed = new Promise<void>((resolve) => app!.server.once('request', (_request, response: http.ServerResponse) => response.once('close', resolve)));
    const gone = http.get(`${base}/api/czconfigs/main-settings`, { agent: false });
    gone.on('error', () => {});
    await read.started(1);
    expect(app!.admission.gates.read.inFlight).toBe(1);
    gone.destroy();
    await answerClosed;
    expect(app!.admission.gates.read.inFlight).toBe(0);
    read.finish();
  });

  it('runs a request let in from the queue under its own request id, not that of the one whose end let it in', async () => {
    app = Fastify({ genReqId: requestIdOf });
    registerRequestContext(app, { logs: true });
    await app.register(languagePlugin);
    await app.register(admissionPlugin, { limits: { read: { concurrency: 1, queue: 1, waitMs: 60_000 } } });
    const read = pausedWork();
    // What runs after the admission and before the body is read (the session check) logs under the request's id.
    const seen: Array<{ id: string; logged: string | undefined }> = [];
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push({ id: request.id, logged: currentRequestId() });
      done();
    });
    app.get('/api/czconfigs/main-settings', { config: { operationId: 'getMainSettings' } }, async () => {
      if (seen.length === 1) await read.handler();
      return { ok: true };
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const first = send(base, '/api/czconfigs/main-settings');
    await read.started(1);
    const queued = send(base, '/api/czconfigs/main-settings');
    await new Promise<void>((resolve) => (app!.admission.gates.read.queued === 1 ? resolve() : app!.server.once('request', () => setImmediate(resolve))));
    expect(app.admission.gates.read.queued).toBe(1);
    read.finish();
    expect([(await first).status, (await queued).status]).toEqual([200, 200]);
    expect(seen).toHaveLength(2);
    for (const { id, logged } of seen) expect(logged).toBe(id);
  });
});
