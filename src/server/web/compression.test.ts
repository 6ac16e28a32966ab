import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testTempDir } from '../testing/temp-dirs';
import { COMPRESSION_THRESHOLD_BYTES, compressible, keptOnceSent } from './compression';

const portalDir = testTempDir('portal-compressed');
// A page the size of a real one: well above the threshold.
const filler = `<p>${'The club portal. '.repeat(200)}</p>`;
writeFileSync(path.join(portalDir, 'index.html'), `<!doctype html><html><head><title>portal</title></head><body><div id="root"></div>${filler}</body></html>`);
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
});
afterAll(() => server?.close());

describe('the server compresses its own answers', () => {
  it('sends a page as br to a browser that accepts it, with its security headers and Vary', async () => {
    const response = await server.app.inject({ url: '/customer/activate/abc', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root">');
    expect(response.rawPayload.length).toBeLessThan(html.length / 4);
  });

  it('sends JSON as gzip to a client that accepts only gzip', async () => {
    const response = await server.app.inject({ url: '/api/czconfigs/main-settings', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toMatchObject({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends as it is to a client that accepts no encoding, and an answer too small to gain', async () => {
    const plain = await server.app.inject({ url: '/api/czconfigs/main-settings' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ ok: true });
    const small = await server.app.inject({ url: '/api/nothing', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ ok: false });
  });

  it('leaves event streams, PDFs and images alone', () => {
    expect(compressible('text/event-stream')).toBe(false);
    expect(compressible('application/pdf')).toBe(false);
    expect(compressible('image/webp')).toBe(false);
    expect(compressible('application/octet-stream')).toBe(false);
    expect(compressible('text/html; charset=utf-8')).toBe(true);
    expect(compressible('application/problem+json')).toBe(true);
    expect(compressible('image/svg+xml')).toBe(true);
  });
});

describe('an answer sent again as the same bytes', () => {
  it('is compressed once, from its second sending on, and again only if its bytes change', () => {
    const compress = vi.fn((bytes: Buffer) => Buffer.from(`z:${bytes.toString()}`));
    const kept = keptOnceSent(compress);
    const settings = Buffer.from('{"ok":true}');
    const sent = Array.from({ length: 5 }, () => kept(settings));
    expect(sent.map(String)).toEqual(sent.map(() => 'z:{"ok":true}'));
    // The first sending is not kept (most Buffers are made per answer); the second one is, and serves the rest.
    expect(compress).toHaveBeenCalledTimes(2);
    settings.write('{"ok":null');
    expect(String(kept(settings))).toBe('z:{"ok":null}');
    expect(compress).toHaveBeenCalledTimes(3);
  });

  it('compresses every answer made afresh, even with the same bytes', () => {
    const compress = vi.fn((bytes: Buffer) => Buffer.from(`z:${bytes.toString()}`));
    const kept = keptOnceSent(compress);
    for (let i = 0; i < 4; i++) expect(String(kept(Buffer.from('{"ok":true}')))).toBe('z:{"ok":true}');
    expect(compress).toHaveBeenCalledTimes(4);
  });
});
