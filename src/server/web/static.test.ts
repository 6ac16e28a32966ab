import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { atomicPortalOutput } from './portal-builds';
import { testTempDir } from '../testing/temp-dirs';

const portalDir = testTempDir('portal-dist');
writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>');
let server: TestApp;

beforeAll(async () => {
  // Not startDemoServer(): each server here serves a portal build the test writes (PORTAL_DIR).
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

  it('names the first hero slide of the home page in its head, fetched early on a desktop only', async () => {
    const club = await server.app.db.selectFrom('clubs').select(['uploads_path', 'template']).executeTakeFirstOrThrow();
    const image = (club.template as { image1: string }).image1;
    const home = await server.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    // The demo club's hero is an SVG: preloaded as uploaded, with no resized copies.
    expect(image).toMatch(/\.svg$/);
    expect(head).toContain(`<link rel="preload" as="image" href="${club.uploads_path.replace(/\/+$/, '')}/${image}" fetchpriority="high" media="(min-width: 768px)">`);
    expect(home.headers['cache-control']).toBe('no-cache');
    // Other routes boot without it: their largest paint is not the hero.
    expect((await server.app.inject({ url: '/blog' })).body).not.toContain('rel="preload"');
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

/** `vite build` as the plugin runs it: a fresh folder with an index.html and a script with its map, then published. */
function buildPortal(portalDir: string, marker: string): string {
  const plugin = atomicPortalOutput(portalDir);
  const outDir = plugin.config().build.outDir;
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><title>${marker}</title><div id="root"></div>`);
  writeFileSync(path.join(outDir, 'assets', 'index.js'), `console.log('${marker}')\n//# sourceMappingURL=index.js.map`);
  writeFileSync(path.join(outDir, 'assets', 'index.js.map'), '{"version":3,"sources":["main.tsx"],"mappings":""}');
  plugin.writeBundle();
  plugin.closeBundle();
  return outDir;
}

describe('a portal built while the server runs', () => {
  it('does not change what the running server serves: it keeps its build until it stops', async () => {
    const portalDir = path.join(testTempDir('portal-live'), 'portal');
    const first = buildPortal(portalDir, 'first build');
    const running = await createTestApp({ seed: false, env: { PORTAL_DIR: portalDir } });
    try {
      buildPortal(portalDir, 'second build');
      for (const url of ['/', '/customer/activate/abc']) {
        expect((await running.app.inject({ url })).body, url).toContain('<title>first build</title>');
      }
      expect((await running.app.inject({ url: '/assets/index.js' })).body).toContain("console.log('first build')");
    } finally {
      await running.close();
    }
    buildPortal(portalDir, 'third build');
    expect(existsSync(first), "the stopped server's build is removed by the next build").toBe(false);
  });

  it('serves no source map in production, even from a build that has them', async () => {
    const portalDir = path.join(testTempDir('portal-maps'), 'portal');
    buildPortal(portalDir, 'mapped');
    const production = await createTestApp({ seed: false, env: { PORTAL_DIR: portalDir, NODE_ENV: 'production' } });
    try {
      expect((await production.app.inject({ url: '/assets/index.js' })).statusCode).toBe(200);
      const map = await production.app.inject({ url: '/assets/index.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('"mappings"');
    } finally {
      await production.close();
    }
  });
});
