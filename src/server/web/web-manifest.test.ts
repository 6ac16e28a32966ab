// The portal installs like an app: a web app manifest from the club's settings and icons made from its logo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../testing/test-app';
import { shortName } from './web-manifest';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server?.close());

interface Manifest {
  name: string;
  short_name: string;
  theme_color: string;
  background_color: string;
  start_url: string;
  display: string;
  lang: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

async function manifest(): Promise<Manifest> {
  const response = await server.app.inject({ url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json();
}

describe('the web app manifest', () => {
  it("answers with the club's name, colour and icons, opening on the home page as an app", async () => {
    const club = await server.app.db.selectFrom('clubs').select(['name', 'buttons_color', 'culture']).executeTakeFirstOrThrow();
    const answer = await manifest();
    expect(answer).toMatchObject({
      name: club.name,
      short_name: shortName(club.name),
      theme_color: club.buttons_color!.toLowerCase(),
      background_color: '#ffffff',
      start_url: '/',
      display: 'standalone',
      lang: club.culture,
    });
    expect(answer.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      '/app-icons/192.png 192x192 any',
      '/app-icons/512.png 512x512 any',
      '/app-icons/512.png 512x512 maskable',
    ]);
  });

  it('follows a change of the club’s name and colour at the next fetch', async () => {
    await server.app.db.updateTable('clubs').set({ name: 'Renamed Club', buttons_color: '#123456' }).execute();
    const answer = await manifest();
    expect(answer.name).toBe('Renamed Club');
    expect(answer.theme_color).toBe('#123456');
  });

  it('names each icon by a square PNG of its size; any other size is not found', async () => {
    for (const size of [192, 512]) {
      const response = await server.app.inject({ url: `/app-icons/${size}.png` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    expect((await server.app.inject({ url: '/app-icons/100.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/app-icons/192.jpg' })).statusCode).toBe(404);
  });

  it('draws the club’s initial on its colour when it has no logo', async () => {
    await server.app.db.updateTable('clubs').set({ main_logo: null, buttons_color: '#ff0000' }).execute();
    const response = await server.app.inject({ url: '/app-icons/192.png' });
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The corner is the club's colour.
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('keeps a short name launchers do not cut', () => {
    expect(shortName('Club Demo Padel & Tennis')).toBe('Club Demo');
    expect(shortName('Padel Club')).toBe('Padel Club');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});
