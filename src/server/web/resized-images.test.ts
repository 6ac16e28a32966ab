import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResizedImages } from './resized-images';
import { testTempDir } from '../testing/temp-dirs';

const root = testTempDir('resized-images');
const uploadsDir = path.join(root, 'uploads');
const cacheDir = path.join(root, 'data', 'images');
const app = Fastify();

beforeAll(async () => {
  mkdirSync(path.join(uploadsDir, 'club'), { recursive: true });
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(uploadsDir, 'club', 'hero.png'), photo);
  writeFileSync(path.join(uploadsDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'secret.png'), photo);
  registerResizedImages(app, { uploadsDir, cacheDir });
  await app.ready();
});
afterAll(() => app.close());

const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe('club images at the size shown', () => {
  it('answers an upload at a srcset width as WebP, made once and kept on disk', async () => {
    const first = await app.inject({ url: '/images/640/club/hero.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(await widthOf(first.rawPayload)).toBe(640);
    expect(readdirSync(path.join(cacheDir, '640', 'club'))).toEqual(['hero.png.webp']);
    const again = await app.inject({ url: '/images/640/club/hero.png' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Never enlarged: the 1920 copy of a 1600 px photo is 1600 px wide.
    expect(await widthOf((await app.inject({ url: '/images/1920/club/hero.png' })).rawPayload)).toBe(1600);
  });

  it('makes the copy again when the upload is replaced', async () => {
    await app.inject({ url: '/images/320/club/hero.png' });
    const narrower = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#aa3333' } })
      .png()
      .toBuffer();
    const file = path.join(uploadsDir, 'club', 'hero.png');
    writeFileSync(file, narrower);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(await widthOf((await app.inject({ url: '/images/320/club/hero.png' })).rawPayload)).toBe(200);
  });

  it('refuses other widths, files that are not raster images, missing files and paths out of the uploads', async () => {
    expect((await app.inject({ url: '/images/641/club/hero.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/images/640/logo.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/images/640/club/missing.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/images/640/..%2Fsecret.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/images/640/../secret.png' })).statusCode).toBe(404);
  });
});
