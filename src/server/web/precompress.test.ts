import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { precompressDirectory } from './precompress';
import { testTempDir } from '../testing/temp-dirs';

// A built portal as vite writes it: index.html and hashed assets, then precompressed as the build plugin does.
const portalDir = testTempDir('portal-compressed');
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;
mkdirSync(path.join(portalDir, 'assets'));
writeFileSync(path.join(portalDir, 'index.html'), `<!doctype html><title>portal</title><div id="root"></div><!-- ${'padding '.repeat(200)} -->`);
writeFileSync(path.join(portalDir, 'assets', 'index-C3xY9aBq.js'), script);
writeFileSync(path.join(portalDir, 'assets', 'logo-D4e5F6g7.png'), Buffer.alloc(4096, 1));
const totals = precompressDirectory(portalDir);
let server: TestApp;

beforeAll(async () => {
  // Not startDemoServer(): it serves a portal build this test writes (PORTAL_DIR) and needs no club data.
  server = await createTestApp({ seed: false, env: { PORTAL_DIR: portalDir } });
}, 240_000);
afterAll(() => server?.close());

describe('the built portal goes out precompressed and cached', () => {
  it('compresses the text files once at build, not the images', () => {
    expect(totals.files).toBe(2);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 3);
  });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the plain file otherwise', async () => {
    const url = '/assets/index-C3xY9aBq.js';
    const brotli = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year and makes them revalidate index.html', async () => {
    for (const url of ['/assets/index-C3xY9aBq.js', '/assets/logo-D4e5F6g7.png']) {
      expect((await server.app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/customer/activate/abc']) {
      const page = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
