import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pinPortal } from './portal-builds';
import { registerRobots } from './robots';
import { registerEntryStarter } from './entry-after-paint';
import { heroImage, heroPreload } from './hero-preload';
import { registerResizedImages } from './resized-images';
import { linkPreview, previewLanguage } from './link-previews';
import { pageDocument } from './page-document';
import { previewImages } from './preview-images';
import { registerAppIcons } from './app-icons';
import { registerWebManifest } from './web-manifest';
import { serverRenderer, ssrDirOf } from './server-render';
import { clubThemeHead, sendPageHtml } from './club-theme-head';

/** Hashed build assets never change under their name: browsers keep them a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: always revalidated (an ETag makes that a 304). */
const REVALIDATE = 'no-cache';

/** Files of the build whose name carries a content hash (vite's assets/ folder). */
const isHashedAsset = (file: string) => /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/.test(file);

/**
 * Uploaded images and files under /uploads/, and the built portal with its SPA fallback to index.html.
 * The portal's text files go out precompressed (.br or .gz written at build, see precompress.ts) with
 * Content-Encoding and `Vary: Accept-Encoding`.
 */
/**
 * A visitor with the cookie `portal-render=browser` gets the page rendered in the browser only, as without the
 * server's bundle: to tell a hydration problem from a widget's own. The browser journeys use it to drive the
 * client-rendered path signed-out visitors otherwise never meet (tests/e2e/fixtures.ts).
 */
function wantsBrowserRender(cookie: string | undefined): boolean {
  return /(?:^|;\s*)portal-render=browser(?:;|$)/.test(cookie ?? '');
}

/** The frame's pictures as the portal names them (Uploads + file): the club's logo and header banner. */
function layoutImagesOf(club: { uploads_path: string; main_logo: string | null; header_image: string | null }): string[] {
  const uploads = club.uploads_path.replace(/\/+$/, '');
  return [club.main_logo, club.header_image]
    .filter((file): file is string => Boolean(file?.trim()))
    .map((file) => (/^(https?:)?\/\//.test(file) ? file : `${uploads}/${file.replace(/^\/+/, '')}`));
}

export async function registerStaticFiles(app: FastifyInstance, options: { uploadsDir: string; portalDir: string; dataDir: string; serverRender?: boolean }): Promise<void> {
  await app.register(fastifyStatic, { root: options.uploadsDir, prefix: '/uploads/', decorateReply: false, index: false });
  registerResizedImages(app, { uploadsDir: options.uploadsDir, cacheDir: path.join(options.dataDir, 'images') });
  // The pictures of shared links' previews, as PNG (beside the resized copies, whose folders are widths).
  const pictures = previewImages(app, { uploadsDir: options.uploadsDir, cacheDir: path.join(options.dataDir, 'images', 'preview') });

  // Decided once: the build dist/portal names at start is served until the server stops, and a
  // portal built after the server started (into a new folder, see portal-builds.ts) is picked up on the next start.
  const portal = pinPortal(options.portalDir);
  app.addHook('onClose', async () => portal.release());
  const portalBuilt = existsSync(path.join(portal.dir, 'index.html'));
  // Source maps stay on the build machine in production, even when a build made them.
  const hidden = (file: string) => app.config.production && file.endsWith('.map');
  if (portalBuilt) {
    await app.register(fastifyStatic, {
      root: portal.dir,
      prefix: '/',
      wildcard: false,
      // '/' is answered by the SPA fallback below: with preCompressed, the plugin's own index answer is a 404.
      index: false,
      allowedPath: (pathName) => !hidden(pathName),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', isHashedAsset(file) ? IMMUTABLE : REVALIDATE);
        // The answer depends on Accept-Encoding (a .br or .gz copy): caches must keep them apart.
        reply.header('Vary', 'Accept-Encoding');
      },
    });
  }

  registerRobots(app);
  registerEntryStarter(app);
  registerWebManifest(app);
  registerAppIcons(app, { uploadsDir: options.uploadsDir });
  let indexHtml: string | undefined;
  const readIndex = () => (indexHtml ??= readFileSync(path.join(portal.dir, 'index.html'), 'utf8'));
  // Public pages come with their HTML (rendered from the bundle built beside the portal), then hydrate.
  const renderer = portalBuilt && options.serverRender !== false ? serverRenderer(app, ssrDirOf(options.portalDir)) : null;

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/images/') || hidden(url)) {
      return reply.callNotFound();
    }
    if (!portalBuilt) {
      return reply.code(503).type('text/plain').send('The portal is not built yet: run `npm run build` (npm start does it for you).');
    }
    // No club yet (an empty database) or the database away: the page boots in the portal's own colours.
    const club = await app.clubReads.currentClub().catch(() => null);
    // A shared match, activity, product or post names itself to the chat apps' crawlers, which run no script.
    const preview = await linkPreview(app, { path: url, acceptLanguage: request.headers['accept-language'] }, pictures).catch((error: unknown) => {
      request.log.warn({ err: error }, 'no link preview');
      return null;
    });
    // Public pages are rendered in the visitor's language (Accept-Language, else the club's) at a phone's or a desktop's width.
    const rendered =
      renderer && club && !wantsBrowserRender(request.headers.cookie)
        ? await renderer.render(request, previewLanguage(request.headers['accept-language'], club), layoutImagesOf(club))
        : null;
    // One preload: the rendered page's largest first-screen picture, or home's hero slide on the widths that show it.
    const preload = rendered?.preload || (url === '/' && club ? heroPreload(heroImage(club)) : '');
    const html = pageDocument(readIndex(), { theme: clubThemeHead(club), preview, preload, rendered });
    const vary = rendered ? 'Accept-Language, Sec-CH-UA-Mobile, User-Agent' : preview ? 'Accept-Language' : undefined;
    return sendPageHtml(request, reply, html, vary);
  });
}
