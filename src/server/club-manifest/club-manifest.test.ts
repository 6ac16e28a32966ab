import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { baseShellManifest } from '../../engine/manifest';
import { buildShellManifest } from '../../engine/club-manifest';
import type { ClubOverride } from '../../generated/schemas/manifest';
import { CLUB_MANIFEST_ROUTE, CLUB_MANIFEST_STATUS_ROUTE } from './plugin';
import type { ClubManifestStatus } from './store';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ seed: false });
});

afterAll(async () => {
  await server?.close();
});

async function served(): Promise<ClubOverride | null> {
  const response = await server.app.inject({ method: 'GET', url: CLUB_MANIFEST_ROUTE });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return (response.json() as { override: ClubOverride | null }).override;
}

/** The home page's sections as the portal shows them: its built defaults with the served club file over them. */
async function homeSections(): Promise<string[]> {
  const override = await served();
  return buildShellManifest(baseShellManifest, override ?? {}).home.sections.map((section) => section.id);
}

async function status(): Promise<ClubManifestStatus> {
  return (await server.app.inject({ method: 'GET', url: CLUB_MANIFEST_STATUS_ROUTE })).json() as ClubManifestStatus;
}

const hidingTrending: ClubOverride = { home: { sections: [{ id: 'trendingProducts', hidden: true }] } };

describe("the club's manifest file, applied while the server runs", () => {
  it('serves nothing without a file, so the portal keeps its built defaults', async () => {
    expect(await served()).toBeNull();
    expect(await homeSections()).toContain('trendingProducts');
    expect((await status()).state).toBe('absent');
  });

  it('serves an edited file on the next load: a section the club hides disappears without a build', async () => {
    await writeFile(server.app.clubManifest.file, JSON.stringify(hidingTrending));
    expect(await server.app.clubManifest.reload()).toEqual([]);
    expect(await homeSections()).not.toContain('trendingProducts');
    expect(await status()).toMatchObject({ state: 'served', refusal: null });
  });

  it('refuses a broken file with its JSON paths and keeps serving the last good version', async () => {
    const broken = { home: { sections: [{ id: 'matches', colour: 'red' }] }, pages: { 'no-such-page': { title: 'pages.none' } } };
    await writeFile(server.app.clubManifest.file, JSON.stringify(broken));
    const problems = await server.app.clubManifest.reload();
    expect(problems).toEqual(['/home/sections/0: must NOT have additional properties "colour"']);
    expect(await homeSections()).not.toContain('trendingProducts');
    expect(await status()).toMatchObject({ state: 'refused', refusal: { problems } });

    await writeFile(
      server.app.clubManifest.file,
      JSON.stringify({ pages: { 'no-such-page': {} }, home: { sections: [{ id: 'matches', options: {} }] }, header: { entries: [{ id: 'shop', label: 'menu.nothing' }] } }),
    );
    expect(await server.app.clubManifest.reload()).toEqual(['/pages/no-such-page: unknown page "no-such-page"', '/header/entries/0/label: unknown message key "menu.nothing"']);
    await writeFile(server.app.clubManifest.file, '{ "home": ');
    expect(await server.app.clubManifest.reload()).toEqual([expect.stringMatching(/^\/: not JSON/)]);
    expect(await served()).toEqual(hidingTrending);
  });

  it('reads the file again by itself when it changes', async () => {
    await writeFile(server.app.clubManifest.file, JSON.stringify({ home: { sections: [{ id: 'matches', hidden: true }] } }));
    // The watcher reloads after the file has been quiet a moment: poll the route, as a reloading portal would.
    await expect.poll(homeSections, { timeout: 10_000, interval: 50 }).not.toContain('matches');
    expect(await homeSections()).toContain('trendingProducts');
    expect((await status()).state).toBe('served');
  });
});
