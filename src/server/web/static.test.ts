import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const portalDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
});
afterAll(() => server?.close());

function firstFile(dir: string): string {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return path.join(name, firstFile(full));
    if (/\.(svg|png|jpe?g)$/.test(name)) return name;
  }
  throw new Error(`no image under ${dir}`);
}

describe('one port serves the API, the uploads and the portal', () => {
  it('boots client-side routes from the portal index.html', async () => {
    const response = await server.app.inject({ url: '/customer/activate/abc?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves seeded images from the Uploads path', async () => {
    const file = firstFile(server.config.uploadsDir);
    const response = await server.app.inject({ url: `/uploads/${file.split(path.sep).join('/')}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });

  it('answers unknown API paths and missing uploads with 404, not the portal', async () => {
    expect((await server.app.inject({ url: '/api/nothing' })).json()).toMatchObject({ ok: false });
    expect((await server.app.inject({ url: '/uploads/missing.png' })).statusCode).toBe(404);
  });
});
