import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../i18n/languages';
import { inProcessFetch } from './in-process-fetch';
import { firstScreenPreload } from './first-screen-preload';

/** What the bundle's renderPage takes and gives (src/app/server-entry.tsx; loaded by path, never imported). */
interface RenderRequest {
  url: string;
  language: Language;
  viewportWidth: number;
  clubOverride: unknown;
  livePosition: string;
  domWindow: unknown;
  fetch: (request: Request, options?: { signal?: AbortSignal }) => Promise<Response>;
  signal: AbortSignal;
}
interface RenderResult {
  language: string;
  markup: string;
  seed: string;
}
interface RenderModule {
  renderPage(request: RenderRequest): Promise<RenderResult | null>;
}

/** jsdom, the DOM the portal's tests run on, named at run time (it has no types of its own here). */
function loadJsdom(): Promise<{ JSDOM: new (html: string) => { window: unknown } }> {
  const name = 'jsdom';
  return import(name) as Promise<{ JSDOM: new (html: string) => { window: unknown } }>;
}

/** The bundle `npm run build` writes beside the portal (vite.ssr.config.ts). */
export const SERVER_ENTRY_FILE = 'server-entry.js';
/** A render taking longer is abandoned: the page boots in the browser instead. */
const RENDER_TIMEOUT_MS = 5_000;
/** The widths rendered for: a phone's (the request says it is one) or a desktop's. Show conditions read them. */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

/** A phone by its client hint, else by its user agent: the width its first render will have, near enough. */
function renderWidth(headers: FastifyRequest['headers']): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1' ? PHONE_WIDTH : DESKTOP_WIDTH;
  return /Mobi|Android|iPhone|iPod/i.test(headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** A page as the server rendered it, for page-document.ts to put in index.html. */
export interface RenderedPage {
  language: string;
  /** The markup of #root, without the image preloads React writes before it. */
  markup: string;
  seed: string;
  /**
   * Of those preloads (the logo, the banner, avatars, a product's picture), only the first screen's largest, or
   * empty (first-screen-preload.ts): every further preload competes with the stylesheet and the scripts.
   */
  preload: string;
}

/** The render's markup split from the preloads React writes first, keeping the one worth it. */
export function renderedPage(result: RenderResult, page: { path: string; layoutImages: readonly string[] }): RenderedPage {
  const reactPreloads = /^(?:<link [^>]*\/>)*/.exec(result.markup)?.[0] ?? '';
  return {
    language: result.language,
    markup: result.markup.slice(reactPreloads.length),
    seed: result.seed,
    preload: firstScreenPreload(reactPreloads, page.path, page.layoutImages),
  };
}

export interface ServerRenderer {
  /** The page as rendered on the server, or null to serve index.html as it is (a page not rendered, a failure: logged). */
  render(request: FastifyRequest, language: Language, layoutImages?: readonly string[]): Promise<RenderedPage | null>;
}

/**
 * Renders public pages with the bundle in `ssrDir`, loaded once, on the first request. Each render is handed the
 * club's manifest file as the server serves it now: after an edit the same module renders with the new file (it
 * drops the pages it made from the old one), so no second copy of the bundle is ever loaded.
 * Null when there is no bundle: the portal boots in the browser.
 */
export function serverRenderer(app: FastifyInstance, ssrDir: string): ServerRenderer | null {
  const entry = path.join(ssrDir, SERVER_ENTRY_FILE);
  if (!existsSync(entry)) {
    app.log.info({ entry }, 'no server-rendering bundle: public pages render in the browser');
    return null;
  }
  const fetch = inProcessFetch(app);
  // Server-sent HTML (posts, legal texts) is parsed and sanitized as in the browser: jsdom gives the render a DOM.
  let domWindow: Promise<unknown> | null = null;
  const dom = () => (domWindow ??= loadJsdom().then(({ JSDOM }) => new JSDOM('<!doctype html><html><body></body></html>').window));
  let loaded: Promise<RenderModule> | null = null;
  const bundle = (): Promise<RenderModule> => (loaded ??= import(pathToFileURL(entry).href) as Promise<RenderModule>);

  return {
    async render(request, language, layoutImages = []) {
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      try {
        // Timed after: loading the bundle and jsdom (once, on the first visit) is not the page's render.
        const [module, domWindow] = await Promise.all([bundle(), dom()]);
        timer = setTimeout(() => controller.abort(new Error(`the render took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
        const result = await module.renderPage({
          url: request.url,
          language,
          viewportWidth: renderWidth(request.headers),
          clubOverride: app.clubManifest.current,
          // Taken before the render reads anything: a change while it renders is sent to the browser again.
          livePosition: app.live.position,
          domWindow,
          fetch,
          signal: controller.signal,
        });
        return result ? renderedPage(result, { path: request.url.split(/[?#]/)[0] ?? '/', layoutImages }) : null;
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server render failed: the page renders in the browser');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Where the bundle is: beside the portal's folder (dist/portal → dist/ssr). */
export function ssrDirOf(portalDir: string): string {
  return path.join(path.dirname(path.resolve(portalDir)), 'ssr');
}
