// The public pages come with their HTML: fetched without running a script, a shared product, post, activity or
// match page shows what it is about, and carries the answers it was rendered from as inline JSON for the browser.
// Without the bundle, or when a render fails, the page boots in the browser (never a 500).
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubLocalTime, wallToInstant } from '../../domain/club-time';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testTempDir } from '../testing/temp-dirs';
import { SERVER_ENTRY_FILE } from './server-render';

const INDEX_HTML =
  '<!doctype html><html lang="es-ES"><head><title>Club Portal</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

/** A portal folder with its index.html, and the folder beside it where the server looks for the bundle. */
function portalBuild(purpose: string): { portalDir: string; ssrDir: string } {
  const folder = testTempDir(purpose);
  const portalDir = path.join(folder, 'portal');
  const ssrDir = path.join(folder, 'ssr');
  mkdirSync(portalDir);
  writeFileSync(path.join(portalDir, 'index.html'), INDEX_HTML);
  return { portalDir, ssrDir };
}

/** The page as a visitor's browser receives it, before any script: its #root and its inline data. */
async function page(server: TestApp, url: string, headers: Record<string, string> = { 'accept-language': 'en-US' }) {
  const response = await server.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="portal-seed">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const seed = data ? (JSON.parse(data) as { path: string; language: string; viewportWidth: number; answers: Array<{ key: unknown[]; data: unknown }> }) : null;
  return { html, root, seed, answers: JSON.stringify(seed?.answers ?? []) };
}

describe('public pages rendered on the server', () => {
  const { portalDir, ssrDir } = portalBuild('ssr');
  let server: TestApp;

  beforeAll(async () => {
    // The real bundle, as `npm run build` makes it, beside this portal.
    await build({ configFile: path.resolve('vite.ssr.config.ts'), logLevel: 'silent', build: { outDir: ssrDir } });
    server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
  }, 240_000);
  afterAll(() => server?.close());

  it('renders a product with its name and price, and inlines the answer it read', async () => {
    const product = await server.app.db.selectFrom('products').select(['id', 'name', 'gross_price']).where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const { root, seed, html, answers } = await page(server, `/shop/${product.id}`);
    expect(root).toContain(`<h1 class="product__name">${product.name}</h1>`);
    expect(root).toMatch(/<p class="product__price"><span class="cz-money">[\d.,]+\s?€<\/span><\/p>/);
    expect(seed).toMatchObject({ path: `/shop/${product.id}`, language: 'en-US' });
    expect(html).toContain('<html lang="en-US"');
    expect(answers).toContain(JSON.stringify(product.name));
    // The preview tags of a shared link are still there.
    expect(html).toContain('<meta property="og:title"');
    // No inline script: the data block is JSON, which the Content-Security-Policy lets be.
    expect(html.match(/<script(?![^>]*(type="application\/json"|type="module"))[^>]*>/g)).toBeNull();
  });

  it('carries the live stream position it was read at, so the visit hears of a change made while it loads', async () => {
    server.app.live.changed({ event: { t: 'opening', type: 1, date: '2031-06-18' } });
    const before = server.app.live.position;
    const { seed } = await page(server, '/shop');
    expect(seed).toMatchObject({ liveSince: before });
    expect(before).toMatch(new RegExp(`^${server.app.live.name}\\.[1-9]\\d*$`));
  });

  it("renders home's first screen in the visitor's language, at a phone's width when the request comes from one", async () => {
    const club = await server.app.db.selectFrom('clubs').select('name').executeTakeFirstOrThrow();
    const desktop = await page(server, '/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(desktop.seed).toMatchObject({ language: 'fr-FR', viewportWidth: 1280 });
    expect(desktop.root).toContain(club.name.replace(/&/g, '&amp;'));
    expect(desktop.root).toContain('class="site-header"');
    const phone = await page(server, '/', { 'accept-language': 'fr-FR', 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36' });
    expect(phone.seed?.viewportWidth).toBe(390);
  });

  it("renders a post with its title, an activity with its name, and an open match's join page", async () => {
    const posts = (await server.app.inject({ url: '/api/cztextblocks/list-with-users?count=1' })).json() as { data: Array<{ id: number; title: string }> };
    const firstPost = posts.data[0]!;
    const postPage = await page(server, `/post/${firstPost.id}`);
    expect(postPage.root).toContain(firstPost.title.replace(/&/g, '&amp;'));
    expect(postPage.answers).toContain(JSON.stringify(firstPost.title));

    const activity = await server.app.db.selectFrom('activities').select(['id', 'name']).where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const activityPage = await page(server, `/activity/${activity.id}`);
    expect(activityPage.root).toContain(activity.name!.replace(/&/g, '&amp;'));
    expect(activityPage.answers).toContain(JSON.stringify(activity.name));

    const match = await server.app.db.selectFrom('bookings').select(['id', 'title']).where('title', '=', 'Evening match · Padel 4').executeTakeFirstOrThrow();
    const joinPage = await page(server, `/booking-join/${match.id}`);
    expect(joinPage.seed?.path).toBe(`/booking-join/${match.id}`);
    expect(joinPage.root).toContain('<main');
    expect(joinPage.answers).toContain(`${match.id}`);
    expect(joinPage.root).not.toContain('aria-busy="true"></div></main>');
  });

  it("renders the booking page's frame and the day's timetable, every read it waited for answered", async () => {
    // Today at 08:00 in the club: late in the evening every slot of today is past, and the day has no grid to render.
    const { time_zone: zone } = await server.app.db.selectFrom('clubs').select('time_zone').executeTakeFirstOrThrow();
    server.app.clock.pin(wallToInstant(clubLocalTime(new Date(), zone).date, 8 * 60, zone));
    const filters = (await server.app.inject({ url: '/api/publicbookings/filters/1' })).json() as { model: { bookingTypes: Array<{ id: number; name: string }> } };
    const type = filters.model.bookingTypes.find((candidate) => candidate.id === 1)!;
    const { root, seed, answers } = await page(server, `/bookings/${type.id}`);
    expect(seed?.path).toBe(`/bookings/${type.id}`);
    expect(root).toContain(`<h2 class="booking-page__type">${type.name}</h2>`);
    expect(root).toContain('class="date-strip"');
    // The type's opening (issue 27) and the day's slots were both waited for: the grid and its durations, no skeleton.
    expect(root).toMatch(/<select id="[^"]+"><option value="" selected="">All durations<\/option><option value="60">60 min<\/option>/);
    expect(root).toContain('role="grid"');
    expect(root).not.toContain('cz-skeleton');
    expect(answers).toContain('"listBookingAvailability"');
    expect(answers).toContain('"getBookingOpening"');
  });

  it("renders each edit of the club's file with its one bundle: the page the club changed shows the change", async () => {
    const privacyTitled = (title: string) => ({ pages: { 'legal-privacy': { body: [{ type: 'section', title, headingLevel: 1, children: [{ type: 'text', text: title }] }] } } });
    try {
      for (const [title, heading] of [
        ['legal.cookies', 'Cookie policy'],
        ['legal.waiver', 'Waiver and release'],
      ] as const) {
        await writeFile(server.app.clubManifest.file, JSON.stringify(privacyTitled(title)));
        expect(await server.app.clubManifest.reload()).toEqual([]);
        expect((await page(server, '/privacy')).root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      }
    } finally {
      await writeFile(server.app.clubManifest.file, '{}');
      await server.app.clubManifest.reload();
    }
  });

  it('leaves signed-in pages to the browser', async () => {
    const response = await server.app.inject({ url: '/account' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('portal-seed');
  });

  it("renders the routes the manifest flags serverRender, whatever page the club's file puts there", async () => {
    try {
      // /locations is public but not flagged: showing the privacy text there leaves it to the browser; /privacy renders.
      await writeFile(server.app.clubManifest.file, JSON.stringify({ routes: [{ path: '/locations', page: 'legal-privacy' }] }));
      expect(await server.app.clubManifest.reload()).toEqual([]);
      expect((await server.app.inject({ url: '/locations' })).body).not.toContain('portal-seed');
      expect((await page(server, '/privacy')).seed?.path).toBe('/privacy');
    } finally {
      await writeFile(server.app.clubManifest.file, '{}');
      await server.app.clubManifest.reload();
    }
  });

  it('leaves a page to the browser for a visitor whose cookie asks for it (portal-render=browser)', async () => {
    const product = await server.app.db.selectFrom('products').select(['id']).where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const asked = await server.app.inject({ url: `/shop/${product.id}`, headers: { cookie: 'lang=fr; portal-render=browser' } });
    expect(asked.body).toContain('<div id="root"></div>');
    expect(asked.body).not.toContain('portal-seed');
    const other = await server.app.inject({ url: `/shop/${product.id}`, headers: { cookie: 'portal-render=server' } });
    expect(other.body).toContain('portal-seed');
  });
});

describe('without server rendering the pages boot in the browser as before', () => {
  it('serves the empty page when no bundle was built', async () => {
    const { portalDir } = portalBuild('no-ssr');
    const server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
    try {
      const response = await server.app.inject({ url: '/shop/1' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta property="og:title"');
    } finally {
      await server.close();
    }
  });

  it('serves the empty page when a render throws (logged); PORTAL_SSR=off does not even try', async () => {
    const { portalDir, ssrDir } = portalBuild('broken-ssr');
    mkdirSync(ssrDir);
    writeFileSync(path.join(ssrDir, SERVER_ENTRY_FILE), 'export async function renderPage() { throw new Error("the widget broke"); }\n');
    const server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
    try {
      const response = await server.app.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await server.close();
    }
    const off = await createTestApp({ env: { PORTAL_DIR: portalDir, PORTAL_SSR: 'off' } });
    try {
      expect(off.config.serverRender).toBe(false);
      expect((await off.app.inject({ url: '/' })).body).toContain('<div id="root"></div>');
    } finally {
      await off.close();
    }
  });

  it("loads the bundle once, however often the club's file is edited, and hands each render the file as served", async () => {
    const { portalDir, ssrDir } = portalBuild('one-bundle');
    mkdirSync(ssrDir);
    // A bundle that counts its own loads and shows the club file it is handed.
    writeFileSync(
      path.join(ssrDir, SERVER_ENTRY_FILE),
      `globalThis.ssrBundleLoads = (globalThis.ssrBundleLoads ?? 0) + 1;
export async function renderPage(request) {
  return { language: request.language, markup: '<main>' + JSON.stringify(request.clubOverride) + '</main>', seed: '' };
}
`,
    );
    const server = await createTestApp({ env: { PORTAL_DIR: portalDir } });
    try {
      for (const hidden of [true, false]) {
        await writeFile(server.app.clubManifest.file, JSON.stringify({ home: { sections: [{ id: 'matches', hidden }] } }));
        expect(await server.app.clubManifest.reload()).toEqual([]);
        expect((await server.app.inject({ url: '/' })).body).toContain(`<main>{"home":{"sections":[{"id":"matches","hidden":${hidden}}]}}</main>`);
      }
      expect((globalThis as { ssrBundleLoads?: number }).ssrBundleLoads).toBe(1);
    } finally {
      await server.close();
    }
  }, 120_000);
});
