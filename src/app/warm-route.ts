import { loadFormActions } from '../engine/actions';
import { loadDataSources, loadSourceReads } from '../engine/data-sources';
import { loadClubOverride, type ShellManifest } from '../engine/manifest';
import { loadFormNodeView, loadPageNodeViews, needsPageNodeViews } from '../engine/node-registry';
import { hasPage, loadPage, nodeTypesOf } from '../engine/page-loader';
import { matchRoutes } from 'react-router-dom';

/**
 * Starts fetching what the public page at `pathname` needs, as PageHost will ask for it, while the words and the
 * settings still load, so its chunks do not wait for the first render. Signed-in pages are left to PageHost: a
 * visitor without a session never sees them.
 */
export async function warmRoutePage(manifest: ShellManifest, pathname: string): Promise<void> {
  const matched = matchRoutes(
    manifest.routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const route = matched?.[0]?.route.route;
  if (!route || route.access !== 'public' || !(await hasPage(route.page))) return;
  const resolved = await loadPage(route.page, await loadClubOverride());
  const types = nodeTypesOf(resolved.page.body);
  await Promise.all([
    types.has('data') ? Promise.all([loadDataSources(), loadSourceReads()]) : null,
    types.has('form') ? Promise.all([loadFormActions(), loadFormNodeView()]) : null,
    needsPageNodeViews(types) ? loadPageNodeViews() : null,
  ]);
}
