// Every page the server serves wears the club's colours and font in its first paint, before any script runs: the
// tokens in the <html> element's style attribute (no inline script) and the browser's theme-color, following a
// change of the club's settings at the next visit; an unchanged page is a 304.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testTempDir } from '../testing/temp-dirs';
import { SERVER_ENTRY_FILE } from './server-render';

const INDEX_HTML =
  '<!doctype html><html lang="es-ES"><head><title>Club Portal</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

let server: TestApp;

beforeAll(async () => {
  const folder = testTempDir('club-theme');
  const portalDir = path.join(folder, 'portal');
  mkdirSync(portalDir);
  writeFileSync(path.join(portalDir, 'index.html'), INDEX_HTML);
  // A stand-in render bundle: the public pages come back rendered, the signed-in ones are left to the browser.
  mkdirSync(path.join(folder, 'ssr'));
  writeFileSync(
    path.join(folder, 'ssr', SERVER_ENTRY_FILE),
    `export async function renderPage(request) {
  return request.url.startsWith('/shop') ? { language: request.language, markup: '<main>rendered</main>', seed: '' } : null;
}
`,
  );
  server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
});
afterAll(() => server?.close());

/** The <html> element's tokens and the theme-color of the page at `url`, as a browser receives it. */
async function themeOf(url: string) {
  const response = await server.app.inject({ url, headers: { 'accept-language': 'en-US' } });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  // The attribute as the browser reads it: its entities decoded.
  const style = (/<html [^>]*style="([^"]*)"/.exec(html)?.[1] ?? '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  const tokens = Object.fromEntries(style.split(/;\s*/).map((declaration) => declaration.split(/:\s*/, 2) as [string, string]));
  const themeColor = /<meta name="theme-color" content="([^"]*)" \/>/.exec(html)?.[1];
  return { html, tokens, themeColor, etag: response.headers.etag };
}

describe("the club's colours in the first paint", () => {
  it("puts the club's tokens on every page, rendered on the server or booting in the browser, without a script", async () => {
    const club = await server.app.db.selectFrom('clubs').select(['buttons_color', 'footer_color', 'font_family']).executeTakeFirstOrThrow();
    for (const url of ['/account', '/shop', '/customer/activate/abc']) {
      const { html, tokens, themeColor } = await themeOf(url);
      expect(tokens['--cz-color-primary'], url).toBe(club.buttons_color!.toLowerCase());
      expect(tokens['--cz-color-footer'], url).toBe(club.footer_color!.toLowerCase());
      expect(tokens['--cz-font-family'], url).toContain(club.font_family!);
      expect(themeColor, url).toBe(club.buttons_color!.toLowerCase());
      expect(html.match(/<script(?![^>]*(type="application\/json"|type="module"))[^>]*>/g), url).toBeNull();
    }
    expect((await themeOf('/shop')).html).toContain('<main>rendered</main>');
  });

  it("follows a change of the club's colours at the next visit; an unchanged page is not sent again", async () => {
    const before = await themeOf('/account');
    const again = await server.app.inject({ url: '/account', headers: { 'accept-language': 'en-US', 'if-none-match': before.etag! } });
    expect(again.statusCode).toBe(304);
    await server.app.db.updateTable('clubs').set({ buttons_color: '#123456' }).execute();
    const after = await themeOf('/account');
    expect(after.tokens['--cz-color-primary']).toBe('#123456');
    expect(after.themeColor).toBe('#123456');
    expect(after.etag).not.toBe(before.etag);
  });
});
