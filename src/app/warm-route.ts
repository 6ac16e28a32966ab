import { loadFormActions } from '../engine/actions';
import { loadDataSources, loadSourceReads } from '../engine/data-sources';
import { loadClubOverride, type ShellManifest } from '../engine/manifest';
import { loadPageNodeViews, needsPageNodeViews } from '../engine/node-registry';
import { loadFormSection } from '../engine/nodes/FormNodeView';
import { hasPage, loadPage, nodeTypesOf } from '../engine/page-loader';
import { matchRoutes } from 'react-router-dom';

/**
 * Starts fetching what the public page at `pathname` needs (its manifest chunk, forms, data sources and node views),
 * as PageHost will ask for them, while the words and the settings still load: on a first visit over a slow network
 * the page's chunks no longer wait for the first render (two round trips fewer before the page paints). Signed-in
 * pages are left to PageHost: a visitor without a session never sees them.
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
    types.has('form') ? Promise.all([loadFormActions(), loadFormSection()]) : null,
    needsPageNodeViews(types) ? loadPageNodeViews() : null,
  ]);
}
