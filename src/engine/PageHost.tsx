import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useRootStore } from '../stores/StoresContext';
import { EngineErrorBoundary } from './EngineErrorBoundary';
import { CLUB, clearedWithOverride, loadClubOverride } from './manifest';
import { ManifestPage } from './ManifestPage';
import { NodeError } from './NodeError';
import { hasPage, loadPage, nodeTypesOf } from './page-loader';
import { loadDataSources, loadSourceReads } from './data-sources';
import { loadFormActions } from './actions';
import { loadPageNodeViews, needsPageNodeViews } from './node-registry';
import { loadFormSection } from './nodes/FormNodeView';

const pageComponents = clearedWithOverride(new Map<string, ComponentType>());

function lazyPage(pageId: string, club: string): ComponentType {
  return lazy(async () => {
    if (!(await hasPage(pageId))) return { default: notImplemented(pageId) };
    const resolved = await loadPage(pageId, await loadClubOverride(club));
    // What the page's nodes load on demand comes with the page, so it shows at once, whole.
    const types = nodeTypesOf(resolved.page.body);
    await Promise.all([
      types.has('data') ? Promise.all([loadDataSources(), loadSourceReads()]) : null,
      types.has('form') ? Promise.all([loadFormActions(), loadFormSection()]) : null,
      needsPageNodeViews(types) ? loadPageNodeViews() : null,
    ]);
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
    component = lazyPage(pageId, club);
    pageComponents.set(cacheKey, component);
  }
  return component;
}

/** Rendered beside the page inside its Suspense boundary: its effect runs once the page is on screen. */
function PageShown() {
  const { ui } = useRootStore();
  useEffect(() => ui.markPageShown(), [ui]);
  return null;
}

/**
 * Shows the page a route names. Each page's manifest (and its forms) is fetched when the
 * page is first shown; a page id without a manifest shows a visible "not implemented".
 */
export function PageHost({ pageId, club = CLUB }: { pageId: string; club?: string }) {
  // One component per page, made once and cached (pageComponents): the same page keeps its state.
  const Page = pageComponent(pageId, club);
  return (
    <EngineErrorBoundary key={pageId}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per page, see pageComponent */}
        <Page />
        <PageShown />
      </Suspense>
    </EngineErrorBoundary>
  );
}
