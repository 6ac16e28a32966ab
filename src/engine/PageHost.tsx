import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { useRootStore } from '../stores/StoresContext';
import { EngineErrorBoundary } from './EngineErrorBoundary';
import { CLUB, clearedWithOverride, loadClubOverride } from './manifest';
import { ManifestPage } from './ManifestPage';
import { NodeError } from './NodeError';
import { hasPage, loadPage, nodeTypesOf } from './page-loader';
import { loadDataSources, loadSourceReads } from './data-sources';
import { loadFormActions } from './actions';
import { loadFormNodeView, loadPageNodeViews, needsPageNodeViews } from './node-registry';
import { trackable, type Trackable } from './trackable';
import { useRenderWhenLoaded } from './loadable';

/** A page's component and its load (fulfilled when the component is ready to render). */
interface PageEntry {
  component: ComponentType;
  load: Trackable<unknown>;
}

const pageComponents = clearedWithOverride(new Map<string, PageEntry>());

/**
 * A page not on screen this long after its host mounted says so in the console, with what its load still waits for:
 * short of the journeys' 10 s wait for a heading, so a failed journey's trace carries the warning.
 */
export const SLOW_PAGE_MS = 8_000;

/**
 * What each page's load (by `club/pageId`) still waits for, so a slow page's warning tells a load that never settled
 * (and on what) from one that settled without the page being shown (issue 23 §3).
 */
const loadWaits = new Map<string, string[]>();

/** Records what the load waits for until `part` settles. */
function noteWait<T>(cacheKey: string, what: string, part: Promise<T>): Promise<T> {
  loadWaits.set(cacheKey, [...(loadWaits.get(cacheKey) ?? []), what]);
  const done = () =>
    loadWaits.set(
      cacheKey,
      (loadWaits.get(cacheKey) ?? []).filter((waiting) => waiting !== what),
    );
  part.then(done, done);
  return part;
}

function lazyPage(pageId: string, club: string, cacheKey: string): PageEntry {
  const load = trackable(
    loadPageModule(pageId, club, cacheKey).catch((error: unknown) => {
      // React keeps a failed lazy's error for good: this page shows the crash notice, and the next visit to it
      // (a chunk lost to the network) loads it afresh instead of crashing until the visitor reloads.
      pageComponents.delete(cacheKey);
      throw error;
    }),
  );
  return { component: lazy(() => load), load };
}

async function loadPageModule(pageId: string, club: string, cacheKey: string): Promise<{ default: ComponentType }> {
  if (!(await noteWait(cacheKey, 'the page index', hasPage(pageId)))) return { default: notImplemented(pageId) };
  const override = await noteWait(cacheKey, "the club's manifest file", loadClubOverride(club));
  const resolved = await noteWait(cacheKey, "the page's manifest", loadPage(pageId, override));
  // What the page's nodes load on demand comes with the page, so it shows at once, whole.
  const types = nodeTypesOf(resolved.page.body);
  await Promise.all([
    types.has('data') ? noteWait(cacheKey, 'the data sources', Promise.all([loadDataSources(), loadSourceReads()])) : null,
    types.has('form') ? noteWait(cacheKey, 'the form actions', Promise.all([loadFormActions(), loadFormNodeView()])) : null,
    needsPageNodeViews(types) ? noteWait(cacheKey, 'the node views', loadPageNodeViews()) : null,
  ]);
  return { default: () => <ManifestPage resolved={resolved} /> };
}

/** Warns when the page is not on screen SLOW_PAGE_MS after its host; returns what to call once it is. */
function useSlowPageWarning(pageId: string, cacheKey: string): () => void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (shown.current === cacheKey) return;
      const waits = loadWaits.get(cacheKey) ?? [];
      const state = waits.length > 0 ? `its load waits for ${waits.join(', ')}` : 'its load has settled, yet React has not shown it';
      console.warn(`Page "${pageId}" is not shown ${SLOW_PAGE_MS / 1000} s after its route: ${state}`);
    }, SLOW_PAGE_MS);
    return () => clearTimeout(timer);
  }, [pageId, cacheKey]);
  return useCallback(() => {
    shown.current = cacheKey;
  }, [cacheKey]);
}

function notImplemented(pageId: string): ComponentType {
  return () => <NodeError message={`Page "${pageId}" is not implemented yet`} />;
}

/** One component per page id, made once, so React keeps its state across re-renders. */
function pageEntry(pageId: string, club: string): PageEntry {
  const cacheKey = `${club}/${pageId}`;
  let entry = pageComponents.get(cacheKey);
  if (!entry) {
    entry = lazyPage(pageId, club, cacheKey);
    pageComponents.set(cacheKey, entry);
  }
  return entry;
}

/** Rendered beside the page inside its Suspense boundary: its effect runs once the page is on screen. */
function PageShown({ onShown }: { onShown: () => void }) {
  const { ui } = useRootStore();
  useEffect(() => {
    ui.markPageShown();
    onShown();
  }, [ui, onShown]);
  return null;
}

/**
 * Shows the page a route names. Each page's manifest (and its forms) is fetched when the
 * page is first shown; a page id without a manifest shows a visible "not implemented".
 */
export function PageHost({ pageId, club = CLUB }: { pageId: string; club?: string }) {
  // One component per page, made once and cached (pageComponents): the same page keeps its state.
  const { component: Page, load } = pageEntry(pageId, club);
  // Renders again once the page is loaded, while its placeholder shows (never while the server's HTML of it hydrates).
  const trackPlaceholder = useRenderWhenLoaded(load);
  const shown = useSlowPageWarning(pageId, `${club}/${pageId}`);
  return (
    <EngineErrorBoundary key={pageId}>
      <Suspense fallback={<div ref={trackPlaceholder} className="page-loading" aria-busy="true" />}>
        <Page />
        <PageShown onShown={shown} />
      </Suspense>
    </EngineErrorBoundary>
  );
}
