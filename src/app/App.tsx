import type { i18n as I18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import type { Route as RouteSpec } from '../generated/schemas/manifest';
import type { ShellManifest } from '../engine/manifest';
import { ShellManifestContext } from '../engine/render-contexts';
import type { RootStore } from '../stores/RootStore';
import { RootStoreProvider, useRootStore } from '../stores/StoresContext';
import { HashRedirect } from './routing/HashRedirect';
import { RouteFrame } from './routing/RouteFrame';
import { useSessionData } from './routing/use-session-data';
import { useScreenFocus } from './routing/use-screen-focus';
import { useWindowTracking } from './routing/use-window-tracking';
import { clubThemeVariables } from '../domain/club-theme';
import { completeDictionary } from '../i18n/load-dictionaries';
import '../ui/theme/tokens.css';
import './shell.css';

/** A popup's module, shown once the whole dictionary is in too (a visit that started on home may hold only its part). */
function withWords<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, completeDictionary().catch(() => undefined)]).then(([loaded]) => loaded);
}

// Popups load with their first opening: most visits never see them.
const LoginPopup = lazy(() => withWords(import('./login/LoginPopup')));
const GlobalErrorPopup = lazy(() => withWords(import('./popups/GlobalErrorPopup')));
const FarewellToast = lazy(() => withWords(import('./popups/FarewellToast')));

/**
 * Where an unknown address lands: the not-found page with the site's header, navigation and footer, so a stale
 * link still leaves the visitor one tap from where they meant to go. (/404-page.html, shown when the settings
 * cannot load, keeps the clean layout: the navigation would lead to pages that need those settings.)
 */
const NOT_FOUND_ROUTE: RouteSpec = { path: '*', access: 'public', layout: 'insecure', page: 'not-found' };

/** The content of a <meta name> in the document head, created when index.html lacks it. */
function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * The club's colours and font as design tokens on the document root, so popups (rendered outside the app) wear them
 * too, and the settings' description. The server put them there for the first paint (club-theme-head.ts): this
 * follows later changes, and without settings leaves the server's rather than painting the defaults over them.
 */
const Themed = observer(function Themed({ children }: { children: ReactNode }) {
  const { settings } = useRootStore().settings;
  const variables = useMemo(() => (settings ? clubThemeVariables(settings) : null), [settings]);
  useEffect(() => {
    if (!variables) return undefined;
    const { style } = document.documentElement;
    // Only what differs: rewriting a custom property of the root, even with the same value, makes the browser
    // recompute every element's style (issue 38).
    Object.entries(variables).forEach(([name, value]) => {
      if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
    });
    setMeta('theme-color', variables['--cz-color-primary'] ?? '');
    return () => Object.keys(variables).forEach((name) => style.removeProperty(name));
  }, [variables]);
  const description = settings?.Description?.trim() || settings?.Title?.trim() || '';
  useEffect(() => {
    if (description) setMeta('description', description);
  }, [description]);
  return <div className="app">{children}</div>;
});

const Popups = observer(function Popups() {
  const { ui } = useRootStore();
  return (
    <Suspense fallback={null}>
      {ui.loginOpen ? <LoginPopup /> : null}
      {ui.globalError ? <GlobalErrorPopup /> : null}
      {ui.farewell ? <FarewellToast /> : null}
    </Suspense>
  );
});

function Shell({ manifest }: { manifest: ShellManifest }) {
  const root = useRootStore();
  useWindowTracking(root.ui);
  useScreenFocus();
  useSessionData(root);
  return (
    <Themed>
      <HashRedirect />
      <Routes>
        {manifest.routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteFrame route={route} />} />
        ))}
        <Route path="*" element={<RouteFrame route={NOT_FOUND_ROUTE} />} />
      </Routes>
      <Popups />
    </Themed>
  );
}

/** `location`: rendering on the server (src/app/server-entry.tsx) at that address; the browser's router otherwise. */
export function App({ root, i18n, manifest, location }: { root: RootStore; i18n: I18n; manifest: ShellManifest; location?: string }) {
  const shell = <Shell manifest={manifest} />;
  return (
    <RootStoreProvider value={root}>
      <I18nextProvider i18n={i18n}>
        <ShellManifestContext.Provider value={manifest}>
          {location === undefined ? <BrowserRouter>{shell}</BrowserRouter> : <StaticRouter location={location}>{shell}</StaticRouter>}
        </ShellManifestContext.Provider>
      </I18nextProvider>
    </RootStoreProvider>
  );
}
