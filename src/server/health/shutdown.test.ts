import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { pingDatabase } from '../repositories/server-health';
import { createTestApp, type TestApp } from '../testing/test-app';
import { shutDown } from './shutdown';

/** A server on a real port with a route that holds its request until the test lets it go, then reads the database. */
async function serverWithSlowRoute(): Promise<{ server: TestApp; base: string; entered: Promise<void>; finish: () => void }> {
  let signalEntered!: () => void;
  let finish!: () => void;
  const entered = new Promise<void>((resolve) => (signalEntered = resolve));
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const server = await createTestApp({
    seed: false,
    cache: true,
    configure: (app) =>
      app.get('/test/slow', async () => {
        signalEntered();
        await gate;
        await pingDatabase(app.db);
        return { finished: true };
      }),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, base: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`, entered, finish };
}

describe('graceful shutdown (SIGTERM)', () => {
  it('stops accepting, lets the request in flight finish with the database still open, then closes the pool', async () => {
    const { server, base, entered, finish } = await serverWithSlowRoute();
    const inFlight = fetch(`${base}/test/slow`).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }));
    await entered;

    const stopping = shutDown(server.app, server.database);
    await vi.waitFor(() => expect(server.app.server.listening).toBe(false));
    // New connections are refused while the request in flight goes on.
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);

    finish();
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    expect(await stopping).toEqual({ inTime: true });
    await expect(pingDatabase(server.database.db)).rejects.toThrow();
  });

  it('closes the connections of requests still running after the grace period, and says so', async () => {
    const { server, base, entered, finish } = await serverWithSlowRoute();
    const inFlight = fetch(`${base}/test/slow`).then(
      (answer) => answer.status,
      () => 'connection closed',
    );
    await entered;
    const outcome = await shutDown(server.app, server.database, 0);
    expect(outcome).toEqual({ inTime: false });
    expect(await inFlight).toBe('connection closed');
    finish();
  });
});
