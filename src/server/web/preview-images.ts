import { createReadStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from './load-sharp';

/** Chats and networks show a large card best from a picture about this wide (Open Graph's 1200 × 630). */
const PREVIEW_WIDTH = 1200;
/** Made again only when its upload changes; crawlers may keep one a week. */
const CACHE_CONTROL = 'public, max-age=604800';
/** The address prefix of a preview picture: `/preview-images/{upload}.png`. */
const PREFIX = '/preview-images/';

/** A picture a crawler is told about: its address and its size in pixels (og:image:width, og:image:height). */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/** Vector and raster uploads a preview can be made from. */
const PICTURE = /\.(svg|jpe?g|png|webp|avif|gif|tiff?)$/i;

function uploadPath(uploadsDir: string, file: string): string | null {
  if (!PICTURE.test(file) || file.includes('\0')) return null;
  const source = path.resolve(uploadsDir, file.replace(/^\/+/, ''));
  return source.startsWith(uploadsDir + path.sep) ? source : null;
}

/**
 * The uploads' pictures as the PNG a chat app's crawler shows (many read no WebP and no SVG), at most 1200 px wide and
 * high (a vector one drawn at that size, a raster one never enlarged), made once with sharp under `cacheDir` and made
 * again when the upload is newer. `GET /preview-images/{upload}.png` serves them; `image(file)` makes one and says
 * its address and size, or null for a file that is not an upload picture (or that sharp cannot read).
 */
export function previewImages(app: FastifyInstance, options: { uploadsDir: string; cacheDir: string }) {
  const making = new Map<string, Promise<{ width: number; height: number } | null>>();
  const made = new Map<string, { changed: number; width: number; height: number }>();

  async function make(file: string): Promise<{ target: string; width: number; height: number } | null> {
    const source = uploadPath(options.uploadsDir, file);
    if (!source) return null;
    const original = await stat(source).catch(() => null);
    if (!original?.isFile()) return null;
    const relative = path.relative(options.uploadsDir, source);
    const target = path.join(options.cacheDir, `${relative}.png`);
    const known = made.get(relative);
    const onDisk = await stat(target).catch(() => null);
    if (known && known.changed === original.mtimeMs && onDisk) return { target, ...known };
    let pending = making.get(relative);
    if (!pending) {
      pending = render(source, target)
        .catch((error: unknown) => {
          app.log.warn({ err: error, file: relative }, 'no preview picture');
          return null;
        })
        .finally(() => making.delete(relative));
      making.set(relative, pending);
    }
    const size = await pending;
    if (!size) return null;
    made.set(relative, { changed: original.mtimeMs, ...size });
    return { target, ...size };
  }

  app.get<{ Params: { '*': string } }>(`${PREFIX}*`, async (request, reply) => {
    const file = /^(.+)\.png$/.exec(request.params['*'])?.[1];
    const picture = file ? await make(file) : null;
    if (!picture) return reply.callNotFound();
    return reply.header('Cache-Control', CACHE_CONTROL).type('image/png').send(createReadStream(picture.target));
  });

  return {
    async image(file: string): Promise<PreviewImage | null> {
      const picture = await make(file);
      if (!picture) return null;
      const name = path
        .relative(options.uploadsDir, path.resolve(options.uploadsDir, file.replace(/^\/+/, '')))
        .split(path.sep)
        .map(encodeURIComponent)
        .join('/');
      return { url: `${app.config.publicUrl}${PREFIX}${name}.png`, width: picture.width, height: picture.height };
    },
  };
}

async function render(source: string, target: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  await mkdir(path.dirname(target), { recursive: true });
  const vector = /\.svg$/i.test(source);
  // A vector picture is drawn at the density that makes it PREVIEW_WIDTH wide, not enlarged from 72 dpi.
  const natural = vector ? ((await sharp(source).metadata()).width ?? PREVIEW_WIDTH) : PREVIEW_WIDTH;
  const density = vector ? Math.min(Math.max((72 * PREVIEW_WIDTH) / natural, 1), 2400) : undefined;
  // Written beside and renamed: a reader never sees half a file.
  const partial = `${target}.${process.pid}.partial`;
  const info = await sharp(source, density ? { density } : {})
    .rotate()
    .resize({ width: PREVIEW_WIDTH, height: PREVIEW_WIDTH, fit: 'inside', withoutEnlargement: !vector })
    .png()
    .toFile(partial);
  await rename(partial, target);
  return { width: info.width, height: info.height };
}
