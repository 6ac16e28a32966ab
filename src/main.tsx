import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from './api/client';
import { createPortalApiHooks } from './app/api-hooks';
import { createApiPort } from './app/api-port';
import { App } from './app/App';
import { inClubPreview } from './app/club-preview-param';
import { PORTAL_VERSION } from './app/portal-version';
import { warmRoutePage } from './app/warm-route';
import { inMobileWebView } from './engine/host-app';
import { loadShellManifest, serveClubOverride, withLoadedClubTexts } from './engine/manifest';
import { createI18n } from './i18n/create-i18n';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './i18n/languages';
import { completeWhenNeeded, loadDictionaries } from './i18n/load-dictionaries';
import { warmFormats } from './i18n/warm-formats';
import { canHydrate, readHydrationSeed, seedRoot } from './stores/hydration-seed';
import { RootStore } from './stores/RootStore';
import { ACCESS_TOKEN_KEY } from './stores/SessionStore';
import { createBrowserStorage } from './stores/storage';
import { registerServiceWorker } from './sw/register';
import { PORTAL_STARTED_ATTRIBUTE } from './early-taps/attributes';
import { replayEarlyTaps } from './early-taps/replay';
import { untilReactOwnsAll } from './early-taps/react-owned';
import './early-taps/early-taps.css';
import { loadFirstViewportSections } from './widgets/home-widgets';
import './sections/sections.css';

function leaveTo(path: string): void {
  // /404-page.html is itself served by this app: don't bounce on it forever.
  if (window.location.pathname !== path) window.location.assign(path);
}

/**
 * Marks the document once React has committed its first render (hydrated the server's HTML, or drawn afresh):
 * from then on every tap reaches the portal. Browser journeys wait for it (tests/e2e/fixtures.ts).
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-portal-ready', '');
    // The buttons tapped on the server's HTML before the portal started are pressed now (src/early-taps).
    replayEarlyTaps();
  }, []);
  return children;
}

/**
 * Resolves in a task of its own: the browser paints and handles input between the start's steps, so on a phone
 * none of them is one long task (issue 38: the stores, the seed, then the words and the render).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A part of the server's HTML that React could not hydrate is drawn afresh (slower, and a tap kept on it is lost). The
 * build names such an error by number only: say in which components it happened, then report it as React would.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.warn(`React recovered from an error while hydrating, in:${info.componentStack ?? ' (no component stack)'}`);
  reportError(error);
}

async function bootstrap(): Promise<void> {
  // The modules' evaluation (a task of its own, long on a phone) ends before anything here starts.
  await nextTask();
  // A preview frame of the club's settings page starts with the page's draft and writes nothing to storage; its code
  // loads only in such a frame.
  const preview = inClubPreview() ? await import('./app/club-preview').then((module) => module.startClubPreview()) : null;
  const storage = preview?.storage ?? createBrowserStorage();
  const language = resolveLanguage(storage.get<string>(LANGUAGE_STORAGE_KEY), navigator.languages);
  document.documentElement.lang = language;
  // What the first screen needs from the network is asked for before anything is worked out here: the visitor's
  // words and, on home, its first screen's sections (a module asked for again later is fetched once).
  const firstScreenWords = window.location.pathname === '/' && preview === null && !storage.get<string>(ACCESS_TOKEN_KEY);
  void loadDictionaries(language, firstScreenWords ? 'first-screen' : 'whole');
  if (window.location.pathname === '/') void loadFirstViewportSections();
  await nextTask();

  const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
  const hooks = createPortalApiHooks();
  const client = createApiClient({
    baseUrl,
    portalVersion: PORTAL_VERSION,
    session: { accessToken: () => storage.get<string>(ACCESS_TOKEN_KEY), language: () => language },
    hooks,
  });
  const root = new RootStore({
    api: preview ? preview.withLook(createApiPort(client, baseUrl)) : createApiPort(client, baseUrl),
    client,
    storage,
    navigate: leaveTo,
    reload: () => window.location.reload(),
    // Changes made anywhere reload what this visit shows (issue 40); without the stream the portal works as before.
    ...(typeof EventSource === 'function' ? { live: { url: `${baseUrl}/live/events`, page: document } } : {}),
  });
  await nextTask();
  // A server-rendered page is hydrated only when this first render would match its HTML (hydration-seed.ts), outside
  // a club app's web view; otherwise createRoot renders afresh over the server's markup.
  const seed = readHydrationSeed(document);
  const here = `${window.location.pathname}${window.location.search}`;
  const hydrating = seed !== null && preview === null && !inMobileWebView() && canHydrate(root, seed, { path: here, language });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  if (seed && hydrating) {
    seedRoot(root, seed);
    // The club's manifest file the server rendered with: the pages are the same, and not asked for again.
    serveClubOverride(seed.clubOverride);
    // Changes since the server's render reload answers: only once the server's HTML is all React's.
    root.live?.holdUntil(untilReactOwnsAll(container));
  }
  // The draft, through the same merge as the club's served file.
  if (preview) serveClubOverride(preview.override);
  await nextTask();
  // The settings call may already answer with a storage version, before the words are loaded.
  let i18n: I18n | null = null;
  hooks.attach(root, () => i18n?.t('errors.crash') ?? 'Crash');

  // The page's own chunks (manifest, forms, data sources) start now too, not after the first render.
  const manifestLoad = loadShellManifest();
  void manifestLoad
    .then(async (shell) => {
      await nextTask();
      warmRoutePage(shell, window.location.pathname);
    })
    .catch(() => undefined);
  // The club's number and date formats, a task each, rather than inside a hydration slice (src/i18n/warm-formats.ts).
  const formatsBuilt = warmFormats({ culture: root.settings.formatCulture, timeZone: root.settings.settings?.TimeZone, language }, nextTask);
  // Drawn afresh rather than hydrated, the page may show more than the server's HTML did: its words come whole.
  const part = hydrating && firstScreenWords ? 'first-screen' : 'whole';
  const [dictionaries, manifest] = await Promise.all([loadDictionaries(language, part).then((loaded) => withLoadedClubTexts(loaded)), manifestLoad, root.start(), formatsBuilt]);
  i18n = createI18n(language, dictionaries);
  completeWhenNeeded(i18n, language, window);

  await nextTask();
  const app = (
    <StrictMode>
      <MarkReady>
        <App root={root} i18n={i18n} manifest={manifest} />
      </MarkReady>
    </StrictMode>
  );
  // A notice pending from before the last reload (RootStore.start) opens a popup the server's HTML lacks.
  // From here React takes the taps (the early-taps script stops keeping them).
  document.documentElement.setAttribute(PORTAL_STARTED_ATTRIBUTE, '');
  // Hydrated in a transition: React hydrates the page in slices that yield to the browser instead of one long task
  // (issue 38); a tap meanwhile hydrates its part first.
  if (hydrating && root.ui.globalError === null) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverableError }));
  else createRoot(container).render(app);
  // Offline repeat visits; a newer build reloads this page and says "The system has been updated" (doc 1 §2.8).
  registerServiceWorker(() => {
    root.ui.rememberSystemUpdate();
    root.reload();
  });
}

void bootstrap();
