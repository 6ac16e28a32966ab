import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPaymentRuntime, type PaymentRuntime } from './runtime';

// The provider HTTP client (issue 21, item 4): a provider URL that redirects to another host must not make
// this server call that host. Two real loopback servers: the "provider" and the "other host".

interface Seen {
  method: string;
  url: string;
  authorization?: string;
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let provider: { server: Server; origin: string };
let other: { server: Server; origin: string };
const providerSeen: Seen[] = [];
const otherSeen: Seen[] = [];
const warn = vi.fn();
let runtime: PaymentRuntime;

beforeAll(async () => {
  other = await listen((request, response) => {
    otherSeen.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization });
    response.end('{"leaked":true}');
  });
  provider = await listen((request, response) => {
    providerSeen.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization });
    const redirect = (status: number, location: string) => response.writeHead(status, { location }).end();
    if (request.url === '/elsewhere') return redirect(302, `${other.origin}/steal`);
    if (request.url === '/elsewhere-303') return redirect(303, `${other.origin}/steal`);
    if (request.url === '/moved') return redirect(307, '/v2/orders');
    if (request.url === '/after-post') return redirect(303, '/v2/result');
    if (request.url === '/loop') return redirect(302, '/loop');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ path: request.url, method: request.method }));
  });
  const app = {
    db: {},
    config: { publicUrl: 'http://club.test', production: false },
    log: { warn, info: vi.fn(), error: vi.fn() },
    clock: { now: () => new Date() },
    inject: vi.fn(),
  } as unknown as FastifyInstance;
  runtime = createPaymentRuntime(app);
});

afterAll(async () => {
  await Promise.all([provider, other].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

describe('the provider HTTP client', () => {
  it('never follows a redirect to another host: the adapter gets the redirect, the other host gets nothing', async () => {
    for (const path of ['/elsewhere', '/elsewhere-303']) {
      const answer = await runtime.http(`${provider.origin}${path}`, { method: 'POST', headers: { authorization: 'Bearer sk_live_secret' }, body: '{}' });
      expect(answer.status).toBeGreaterThanOrEqual(300);
      expect(answer.status).toBeLessThan(400);
      expect(answer.body).toBe('');
    }
    expect(otherSeen).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ to: other.origin }), expect.stringContaining('not followed'));
  });

  it('follows a redirect on the same host, keeping the method for a 307 and turning a 303 into a GET', async () => {
    const moved = await runtime.http(`${provider.origin}/moved`, { method: 'POST', headers: { authorization: 'Bearer k' }, body: '{"a":1}' });
    expect(moved.json()).toEqual({ path: '/v2/orders', method: 'POST' });
    const seeOther = await runtime.http(`${provider.origin}/after-post`, { method: 'POST', body: '{}' });
    expect(seeOther.json()).toEqual({ path: '/v2/result', method: 'GET' });
    expect(providerSeen.find((seen) => seen.url === '/v2/orders')?.authorization).toBe('Bearer k');
  });

  it('gives up after a few redirects on one host', async () => {
    const before = providerSeen.length;
    const answer = await runtime.http(`${provider.origin}/loop`);
    expect(answer.status).toBe(302);
    expect(providerSeen.length - before).toBe(6);
  });
});
