import { createReadStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from './load-sharp';
import { IMAGE_WIDTHS, isResizable } from '../../domain/resized-images';

/** A resized copy is made again only when its upload changes; browsers keep it a week. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * GET /images/{width}/{file}: the upload `file` at most `width` pixels wide, as WebP, made once with sharp
 * and kept on disk under `cacheDir` (one file per width; made again when the upload is newer). An image
 * narrower than `width` is not enlarged. The portal's srcset names these addresses.
 */
export function registerResizedImages(app: FastifyInstance, options: { uploadsDir: string; cacheDir: string }): void {
  const making = new Map<string, Promise<void>>();
  app.get<{ Params: { width: string; '*': string } }>('/images/:width/*', async (request, reply) => {
    const width = Number(request.params.width);
    const file = request.params['*'];
    const source = path.resolve(options.uploadsDir, file);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width) || !isResizable(file) || !source.startsWith(options.uploadsDir + path.sep)) return reply.callNotFound();
    const original = await stat(source).catch(() => null);
    if (!original?.isFile()) return reply.callNotFound();
    const target = path.join(options.cacheDir, String(width), `${path.relative(options.uploadsDir, source)}.webp`);
    const made = await stat(target).catch(() => null);
    if (!made || made.mtimeMs < original.mtimeMs) {
      // Concurrent first requests for one copy share one resize.
      let pending = making.get(target);
      if (!pending) {
        pending = resize(source, target, width).finally(() => making.delete(target));
        making.set(target, pending);
      }
      await pending;
    }
    return reply.header('Cache-Control', CACHE_CONTROL).type('image/webp').send(createReadStream(target));
  });
}

async function resize(source: string, target: string, width: number): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  // Written beside and renamed: a reader never sees half a file.
  const partial = `${target}.${process.pid}.partial`;
  const sharp = await loadSharp();
  await sharp(source).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(partial);
  await rename(partial, target);
}
