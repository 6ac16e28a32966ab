import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface Route {
  path: string;
  page: string;
}

/** The names of the widgets a page's node tree shows. */
function widgetsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => widgetsOf(item, found));
  else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    if (node.type === 'widget' && typeof node.name === 'string') found.add(node.name);
    Object.values(node).forEach((child) => widgetsOf(child, found));
  }
  return found;
}

const paramsOf = (route: string): string[] => [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * src/generated/route-params.ts: for each widget the pages show, the route parameters it can read, from
 * manifest/routes.json. A parameter every route of the widget's pages has is a string; one only some have may be
 * missing. A widget reads them with useWidgetParams (src/engine/route-params.ts), so renaming `:id` in
 * routes.json fails tsc where a widget still reads `id`.
 */
export async function renderRouteParams(root: string, header: string): Promise<string> {
  const routes = (JSON.parse(await readFile(path.join(root, 'manifest/routes.json'), 'utf8')) as { routes: Route[] }).routes;
  const pagesDir = path.join(root, 'manifest/pages');
  const routesOfWidget = new Map<string, string[]>();
  for (const file of (await readdir(pagesDir)).filter((name) => name.endsWith('.json')).sort()) {
    const page = file.replace(/\.json$/, '');
    const widgets = widgetsOf(JSON.parse(await readFile(path.join(pagesDir, file), 'utf8')));
    const paths = routes.filter((route) => route.page === page).map((route) => route.path);
    for (const widget of widgets) routesOfWidget.set(widget, [...(routesOfWidget.get(widget) ?? []), ...paths]);
  }
  const rows = [...routesOfWidget.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([widget, paths]) => {
      const all = [...new Set(paths.flatMap(paramsOf))].sort();
      const everywhere = (name: string) => paths.length > 0 && paths.every((route) => paramsOf(route).includes(name));
      const members = all.map((name) => `${name}${everywhere(name) ? '' : '?'}: string`);
      return `  ${widget}: ${members.length > 0 ? `{ ${members.join('; ')} }` : 'Record<string, never>'};`;
    });
  return `${header}// The route parameters each widget can read, from manifest/routes.json; see codegen/route-params.ts.\nexport interface WidgetRouteParams {\n${rows.join('\n')}\n}\n`;
}
