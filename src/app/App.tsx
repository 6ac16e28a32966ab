// Minimal shell to show the engine at work; the router, guard, layouts, header and footer
// are built next on top of it.
import type { i18n as I18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import type { CSSProperties, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ShellManifest } from '../engine/manifest-types';
import { PageHost } from '../engine/PageHost';
import { ShellManifestContext } from '../engine/render-contexts';
import type { RootStore } from '../stores/RootStore';
import { RootStoreProvider, useRootStore } from '../stores/StoresContext';

const Themed = observer(function Themed({ children }: { children: ReactNode }) {
  // CSS custom properties are valid style keys; React's CSSProperties type just doesn't list them.
  const style = useRootStore().settings.themeVariables as CSSProperties;
  return (
    <div className="app" style={style}>
      {children}
    </div>
  );
});

export function App({ root, i18n, manifest }: { root: RootStore; i18n: I18n; manifest: ShellManifest }) {
  return (
    <RootStoreProvider value={root}>
      <I18nextProvider i18n={i18n}>
        <ShellManifestContext.Provider value={manifest}>
          <BrowserRouter>
            <Themed>
              <main id="main">
                <Routes>
                  {manifest.routes.map((route) => (
                    <Route key={route.path} path={route.path} element={<PageHost pageId={route.page} />} />
                  ))}
                </Routes>
              </main>
            </Themed>
          </BrowserRouter>
        </ShellManifestContext.Provider>
      </I18nextProvider>
    </RootStoreProvider>
  );
}
