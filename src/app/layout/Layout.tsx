import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Layout as LayoutSpec } from '../../generated/schemas/manifest';
import { NodeError } from '../../engine/NodeError';
import { useShellManifest } from '../../engine/render-contexts';
import { useRootStore } from '../../stores/StoresContext';
import { Banner } from './Banner';
import { Footer } from './Footer';
import { Header } from './Header';
import './Layout.css';

/** A failed switch to a child profile: the server's words, in red above the page (doc 1 §8). */
const ImpersonateError = observer(function ImpersonateError() {
  const message = useRootStore().session.impersonateError;
  return message ? (
    <p role="alert" className="impersonate-error">
      {message}
    </p>
  ) : null;
});

/** The frame a route asks for (secure, insecure or clean), as the layouts manifest describes it. */
export function Layout({ id, children }: { id: LayoutSpec['id']; children: ReactNode }) {
  const { t } = useTranslation();
  const { layouts } = useShellManifest();
  const layout: LayoutSpec | undefined = layouts.find((candidate) => candidate.id === id);
  if (!layout) return <NodeError message={`Unknown layout "${id}"`} />;
  return (
    <div className={`layout layout--${layout.id} ${layout.footer ? 'layout--with-footer' : ''}`.trim()}>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {/* Its own Suspense boundary, as the page is in PageHost's: React then hydrates each boundary in slices that
          yield to the browser, not the whole screen in one task (issue 38); a tap on either hydrates it first. */}
      <Suspense fallback={null}>
        <Header layout={layout} />
        {layout.banner ? <Banner /> : null}
      </Suspense>
      <ImpersonateError />
      <main id="main" tabIndex={-1} className="layout__main">
        {children}
      </main>
      {layout.footer ? <Footer /> : null}
    </div>
  );
}
