import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { parseOrigins, registerSecurityHeaders, securityHeadersFromEnv } from './security-headers';
import { testTempDir } from '../testing/temp-dirs';

const portalDir = testTempDir('portal-headers');
writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
mkdirSync(path.join(portalDir, 'assets'));
writeFileSync(path.join(portalDir, 'assets', 'index.js'), 'console.log(1)');
let server: TestApp;
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

beforeAll(async () => {
  // Not startDemoServer(): it serves a portal build this test writes (PORTAL_DIR) and needs no login.
  server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
});
afterAll(() => server?.close());

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function anUpload(): string {
  const club = path.join(server.config.uploadsDir, 'Club');
  const image = readdirSync(club, { recursive: true })
    .map(String)
    .find((name) => /\.(svg|png|jpe?g)$/.test(name));
  if (!image) throw new Error(`no image under ${club}`);
  return `/uploads/Club/${image.split(path.sep).join('/')}`;
}

describe('browser security headers', () => {
  it('gives the portal pages a policy without inline script or eval, framed by this origin only', async () => {
    for (const url of ['/', '/customer/activate/abc', '/assets/index.js']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
    }
  });

  it('gives the API, its errors and its refusals a policy that loads nothing', async () => {
    for (const [url, status] of [
      ['/api/czconfigs/main-settings', 200],
      ['/api/nothing', 404],
      ['/api/publiccustomers/1', 401],
    ] as const) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves club uploads under a policy that runs no script, so an uploaded SVG or HTML file cannot', async () => {
    for (const url of [anUpload(), '/uploads/missing.svg']) {
      const response = await server.app.inject({ url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.has('script-src')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

/** The features of a Permissions-Policy header and their allowlists, by name. */
function permissions(header: unknown): Map<string, string> {
  expect(typeof header, 'a Permissions-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(',')
      .map((part) => /^\s*([a-z-]+)=\((.*)\)\s*$/.exec(part) ?? ['', part, '?'])
      .map(([, name = '', allowlist = '']) => [name, allowlist]),
  );
}

describe('cross-origin isolation and powerful features', () => {
  it('keeps the portal and the API to this origin, opener kept for the providers’ popups, camera, microphone and location denied', async () => {
    for (const url of ['/', '/checkout', '/assets/index.js', '/api/czconfigs/main-settings', '/api/nothing']) {
      const response = await server.app.inject({ url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      const features = permissions(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'usb']) expect(features.get(feature), `${url} ${feature}`).toBe('');
      expect(features.get('payment'), url).toBe('self');
      // Fullscreen stays: the training videos' players ask for it.
      expect(features.has('fullscreen')).toBe(false);
    }
  });

  it('lets other sites show the club’s images (shared links’ previews in a chat, club images in a mail) and the sandboxes’ scripts', async () => {
    // A 1×1 PNG: the resized copy a srcset names.
    writeFileSync(path.join(server.config.uploadsDir, 'pixel.png'), Buffer.from(PIXEL_PNG, 'base64'));
    for (const url of [anUpload(), '/images/320/pixel.png', '/app-icons/192.png', '/sandbox/stripe/v3.js']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });
});

describe('security headers a club configures', () => {
  const app = async (env: NodeJS.ProcessEnv) => {
    const instance = Fastify({ trustProxy: true });
    registerSecurityHeaders(instance, securityHeadersFromEnv(env));
    instance.get('/*', async () => 'page');
    await instance.ready();
    return instance;
  };

  it('adds the payment providers to scripts, connections and form posts, and the embedding sites to frame-ancestors', async () => {
    const instance = await app({
      PAYMENT_ORIGINS: 'https://js.stripe.com, https://*.paypal.com',
      FRAME_ANCESTORS: 'https://www.club.example https://shop.club.example/',
      CSP_CONNECT_SRC: 'https://stats.club.example',
      VITE_API_BASE_URL: 'https://api.club.example/base/',
    });
    const response = await instance.inject({ url: '/shop' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.paypal.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://stats.club.example', 'https://api.club.example', 'https://js.stripe.com', 'https://*.paypal.com']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.paypal.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://www.club.example', 'https://shop.club.example']);
    // X-Frame-Options names one origin at most: with embedding sites it would forbid them in older browsers.
    expect(response.headers['x-frame-options']).toBeUndefined();
    // The providers' framed widgets may offer wallets through the Payment Request API.
    expect(permissions(response.headers['permissions-policy']).get('payment')).toBe('self "https://js.stripe.com" "https://*.paypal.com"');
    await instance.close();
  });

  it('sends HSTS only when the request came over HTTPS, here through a trusted proxy', async () => {
    const instance = await app({});
    const plain = await instance.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await instance.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await instance.close();
  });

  it('stops the server at start on anything that is not an origin, so no keyword or directive slips into the policy', () => {
    for (const value of ["'unsafe-inline'", 'https://a.example; script-src *', '*', 'https:', 'javascript:', 'data:', 'https://*']) {
      expect(() => parseOrigins('PAYMENT_ORIGINS', value), value).toThrow(/PAYMENT_ORIGINS must list origins/);
    }
    expect(parseOrigins('FRAME_ANCESTORS', ' https://a.example,https://a.example  http://localhost:3000 ')).toEqual(['https://a.example', 'http://localhost:3000']);
  });
});
