import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../i18n/languages';
import { escapeHtml } from './preview-tags';
import { inProcessFetch } from './in-process-fetch';
import { firstScreenPreload } from './first-screen-preload';

/** What the bundle's renderPage takes and gives (src/app/server-entry.tsx; loaded by path, never imported). */
interface RenderRequest {
  url: string;
  language: Language;
  viewportWidth: number;
  clubOverride: unknown;
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

/**
 * The portal's index.html with the server's markup in #root, its seed after it, and the page's language. Of the
 * images React preloads first in its markup (the logo, the banner, avatars, a product's picture) only the first
 * screen's largest goes in the head (first-screen-preload.ts): nine preloads competed with the stylesheet and scripts.
 */
export function withServerMarkup(html: string, result: RenderResult, page: { path: string; layoutImages: readonly string[] } = { path: '', layoutImages: [] }): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>')) return html;
  const reactPreloads = /^(?:<link [^>]*\/>)*/.exec(result.markup)?.[0] ?? '';
  const markup = result.markup.slice(reactPreloads.length);
  const preloads = firstScreenPreload(reactPreloads, page.path, page.layoutImages);
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(result.language)}"`)
    .replace('</head>', () => `${preloads}</head>`)
    .replace(root, () => `<div id="root">${markup}</div>${result.seed}`);
}

export interface ServerRenderer {
  /** The page's server-rendered HTML around `html`, or null to serve `html` as it is (no bundle, a page not rendered, a failure: logged). */
  render(request: FastifyRequest, html: string, language: Language, layoutImages?: readonly string[]): Promise<string | null>;
}

/**
 * Renders public pages with the bundle in `ssrDir`, loaded once, on the first request. Each render is handed the
 * club's manifest file as the server serves it now: after an edit the same module renders with the new file (it
 * drops the pages it made from the old one), so no second copy of the bundle is ever loaded.
 * Null when there is no bundle: the portal boots in the browser, as before server rendering.
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
    async render(request, html, language, layoutImages = []) {
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
          domWindow,
          fetch,
          signal: controller.signal,
        });
        return result ? withServerMarkup(html, result, { path: request.url.split(/[?#]/)[0] ?? '/', layoutImages }) : null;
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
