/**
 * The server-rendering entry of the public pages, built into dist/ssr/server-entry.js, which the reference server
 * loads by path (src/server/web/server-render.ts). It renders the same App as the browser, for a signed-out visitor,
 * waiting for every lazy chunk and answer, and returns the markup with the answers as inline JSON to hydrate from.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes } from 'react-router-dom';
import { createApiClient } from '../api/client';
import type { ApiHooks } from '../api/ports';
import { baseShellManifest, loadClubOverride, serveClubOverride } from '../engine/manifest';
import { buildShellManifest, withClubTexts } from '../engine/club-manifest';
import type { ClubOverride } from '../generated/schemas/manifest';
import { createI18n } from '../i18n/create-i18n';
import type { Language } from '../i18n/languages';
import { loadDictionaries } from '../i18n/load-dictionaries';
import { provideServerDom } from '../sections/sanitize-html';
import { seedScript } from '../stores/hydration-seed';
import { QueryCache } from '../stores/QueryCache';
import { RootStore } from '../stores/RootStore';
import { HostStorage, type KeyValueStorage } from '../stores/storage';
import { App } from './App';
import { createApiPort } from './api-port';
import { PORTAL_VERSION } from './portal-version';

export interface ServerRenderRequest {
  /** The address asked for: path and query. */
  url: string;
  /** The visitor's language (Accept-Language, else the club's). */
  language: Language;
  /** The width show conditions see (e.g. a phone's, from the request's hints); the browser follows after hydrating. */
  viewportWidth: number;
  /** The club's manifest file served now (null: the built one). */
  clubOverride: ClubOverride | null;
  /** The server's live stream position before this render read anything (src/server/live). */
  livePosition?: string;
  /** The club server's /api, reached in-process. */
  fetch: typeof globalThis.fetch;
  /** A DOM window (jsdom) to parse and sanitize server-sent HTML with, as the browser does. */
  domWindow: unknown;
  /** Abandons the render (its answers included) when it fires. */
  signal: AbortSignal;
}

export interface ServerRenderResult {
  language: Language;
  /** The markup of #root. */
  markup: string;
  /** `<script type="application/json">` with what the browser starts from (src/stores/hydration-seed.ts). */
  seed: string;
}

/** Storage that forgets: the server renders for a visitor with nothing stored. */
class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
}

/** Any origin: the requests never leave the process (the server's fetch answers them). */
const IN_PROCESS_ORIGIN = 'http://club.internal';

/**
 * Whether the address opens a page rendered on the server: a public route flagged `serverRender` in the manifest (what a
 * first visit or a shared link opens). Signed-in pages boot in the browser.
 */
function serverRendered(routes: ReturnType<typeof buildShellManifest>['routes'], pathname: string): boolean {
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, id: route.path })),
    pathname,
  )?.at(-1);
  const route = match && routes.find((candidate) => candidate.path === match.route.path);
  return route?.access === 'public' && route.serverRender === true;
}

/**
 * The page's HTML and seed, or null for a page not rendered on the server or whose answers could not be loaded (the
 * browser then renders it). A render that throws rejects: the caller logs it and serves the client-only page.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
  serveClubOverride(request.clubOverride);
  provideServerDom(request.domWindow as Window & typeof globalThis);
  // The club's file as the browser will apply it: the one served now, else the one built into the portal.
  const clubOverride = await loadClubOverride();
  const manifest = buildShellManifest(baseShellManifest, clubOverride);
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  if (!serverRendered(manifest.routes, pathname)) return null;

  let failed = false;
  const hooks: ApiHooks = {
    onUnauthorized: () => undefined,
    onStorageVersion: () => undefined,
    onDownload: () => undefined,
    crashMessage: () => 'Crash',
    currentPath: () => request.url,
  };
  const fetchInProcess: typeof globalThis.fetch = (input, init) => request.fetch(input instanceof Request ? input : new Request(input, init), { signal: request.signal });
  const client = createApiClient({
    baseUrl: IN_PROCESS_ORIGIN,
    portalVersion: PORTAL_VERSION,
    session: { accessToken: () => null, language: () => request.language },
    hooks,
    fetch: fetchInProcess,
  });
  const root = new RootStore({
    // Settings' Uploads stay root-relative, as the browser (same origin) reads them.
    api: createApiPort(client, ''),
    client,
    storage: new HostStorage(new MemoryStorage(), 'server-render'),
    navigate: () => {
      failed = true;
    },
    reload: () => undefined,
    queries: new QueryCache(Date.now, { waitsInRender: true }),
  });
  root.ui.setViewportWidth(request.viewportWidth);
  const [dictionaries] = await Promise.all([loadDictionaries(request.language), root.start()]);
  const settings = root.settings.settings;
  if (failed || !settings) return null;
  const i18n = createI18n(request.language, withClubTexts(dictionaries, clubOverride));

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App root={root} i18n={i18n} manifest={manifest} location={request.url} />
    </StrictMode>,
    // Every boundary inline, whatever its size: a boundary React sends apart is put in place by an inline
    // script, which the Content-Security-Policy forbids.
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `The server render of ${request.url} failed`);
  const { answers, failed: answerFailed } = root.queries.answers();
  // A failed answer shows its failure; the browser would load it again and show something else first.
  if (answerFailed) return null;
  const seed = seedScript({
    path: request.url,
    language: request.language,
    viewportWidth: request.viewportWidth,
    settings,
    clubOverride: request.clubOverride,
    liveSince: request.livePosition ?? null,
    answers,
  });
  return { language: request.language, markup, seed };
}
