// The portal's service worker is a file of the build, served from the site's root (its scope is the whole portal),
// always revalidated (a new build is found at the next visit) and allowed by the strict CSP.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testTempDir } from '../testing/temp-dirs';

const portalDir = testTempDir('portal-dist');
writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(portalDir, 'sw.js'), '(function(){self.addEventListener("fetch",function(){})})();');
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
});
afterAll(() => server?.close());

describe('the service worker file', () => {
  it('is served from the root as JavaScript, revalidated at every visit, under a CSP that lets it register', async () => {
    const response = await server.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = await server.app.inject({ url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('can precache the shell page itself: /index.html is served as it was built', async () => {
    const response = await server.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});
