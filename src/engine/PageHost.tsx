import { lazy, Suspense, type ComponentType } from 'react';
import { EngineErrorBoundary } from './EngineErrorBoundary';
import { CLUB, loadClubOverride } from './manifest';
import { ManifestPage } from './ManifestPage';
import { NodeError } from './NodeError';
import { hasPage, loadPage } from './page-loader';

const pageComponents = new Map<string, ComponentType>();

function lazyPage(pageId: string, club: string): ComponentType {
  return lazy(async () => {
    const resolved = await loadPage(pageId, await loadClubOverride(club));
    return { default: () => <ManifestPage resolved={resolved} /> };
  });
}

function notImplemented(pageId: string): ComponentType {
  return () => <NodeError message={`Page "${pageId}" is not implemented yet`} />;
}

/** One component per page id, made once, so React keeps its state across re-renders. */
function pageComponent(pageId: string, club: string): ComponentType {
  const cacheKey = `${club}/${pageId}`;
  let component = pageComponents.get(cacheKey);
  if (!component) {
    component = hasPage(pageId) ? lazyPage(pageId, club) : notImplemented(pageId);
    pageComponents.set(cacheKey, component);
  }
  return component;
}

/**
 * Shows the page a route names. Each page's manifest (and its forms) is fetched when the
 * page is first shown; a page id without a manifest shows a visible "not implemented".
 */
export function PageHost({ pageId, club = CLUB }: { pageId: string; club?: string }) {
  const Page = pageComponent(pageId, club);
  return (
    <EngineErrorBoundary key={pageId}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Page />
      </Suspense>
    </EngineErrorBoundary>
  );
}
