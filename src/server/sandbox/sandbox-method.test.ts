import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../testing/test-app';

let server: TestApp;

beforeAll(async () => {
  ({ server } = await startDemoServer());
});
afterAll(() => server?.close());

describe('a sandbox called from inside a transaction', () => {
  it('answers with its configured method while the checkout’s transaction holds the one PGlite connection', async () => {
    // What a provider adapter does at checkout: it calls its sandbox before the transaction commits.
    const page = await server.app.db.transaction().execute(() =>
      server.app.inject({
        method: 'POST',
        url: '/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'TBK_TOKEN=unknown',
      }),
    );
    // The configured sandbox answers its own page (an unknown registration), not "no sandbox here".
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('This registration has expired.');
  });
});
