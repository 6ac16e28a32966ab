import { afterEach, describe, expect, it } from 'vitest';
import { jsonb } from '../db/json';
import { PaymentMethodType } from '../db/schema';
import { createTestApp, startDemoServer, type TestApp } from '../testing/test-app';

// The Redsys hosted payment page of the sandbox: what a browser posts the signed form to.
const REDSYS_PAGE = '/sandbox/redsys/sis/realizarPago';

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('where the payment sandboxes answer', () => {
  it('serves the Redsys sandbox page while the demo club’s Redsys method is configured for it', async () => {
    ({ server } = await startDemoServer());
    const page = await server.app.inject({ method: 'POST', url: REDSYS_PAGE, payload: {} });
    expect(page.statusCode).not.toBe(404);
  });

  it('answers 404 when no active method uses the sandbox, as if it did not exist', async () => {
    ({ server } = await startDemoServer());
    // The club points its Redsys method at the real provider.
    await server.app.db
      .updateTable('payment_methods')
      .set({ private_config: jsonb({ merchantCode: '999008881', terminal: '1' }) })
      .where('type', '=', PaymentMethodType.Redsys)
      .execute();
    // A server that starts now reads its sandbox methods at once (a running one sees the change from its next read).
    // Not startDemoServer(): a second instance on this database, as a restarted server.
    const restarted = await createTestApp({ instanceOf: server });
    const page = await restarted.app.inject({ method: 'POST', url: REDSYS_PAGE, payload: {} }).finally(() => restarted.close());
    expect(page.statusCode).toBe(404);
  });

  it('is not served at all in production, whatever the methods say', async () => {
    ({ server } = await startDemoServer({ env: { NODE_ENV: 'production' } }));
    for (const url of [REDSYS_PAGE, '/sandbox/stripe/v1/payment_intents']) {
      const answer = await server.app.inject({ method: 'POST', url, payload: {} });
      expect(answer.statusCode, url).toBe(404);
    }
    // A GET falls through to the portal's pages at most: never the sandbox's stylesheet.
    const stylesheet = await server.app.inject({ method: 'GET', url: '/sandbox/sandbox.css' });
    expect(stylesheet.headers['content-type'] ?? '').not.toMatch(/text\/css/);
  });
});
