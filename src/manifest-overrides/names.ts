// Finds every name a manifest file uses that nothing resolves (a node type, widget, data source, action, form,
// field widget, message key or route), so a typo fails the tests with its file and JSON path instead of showing an
// error node at run time, and a club's file naming one is refused (check.ts).
import type { ItemKind } from './tree';
import { isRecord } from '../domain/is-record';

/**
 * Every name the manifests may use, by what resolves it. A list left out is not checked: the server knows the
 * forms, messages and routes, not the portal's widgets, sources and actions (the tests check those).
 */
export interface KnownNames {
  nodeTypes?: ReadonlySet<string>;
  widgets?: ReadonlySet<string>;
  sources?: ReadonlySet<string>;
  /** Form submit handlers. */
  actions?: ReadonlySet<string>;
  /** Header and footer entry actions (openLogin, logout…). */
  menuActions?: ReadonlySet<string>;
  forms?: ReadonlySet<string>;
  fieldWidgets?: ReadonlySet<string>;
  /** Route paths as the router reads them (/orders/:id, /bookings/:bookingTypeId?). */
  routePaths?: readonly string[];
  hasMessage?(key: string): boolean;
}

/** Properties whose text is a message key of locales/. */
const MESSAGE_PROPERTIES = new Set(['label', 'title', 'text', 'message', 'emptyText', 'caption', 'header', 'placeholder', 'help', 'submitLabel', 'successMessage']);

/** What the objects at a place of a file are: nodes, form fields, menu entries, home sections, routes and layouts (plain), or other. */
type Context = 'node' | 'field' | 'entry' | 'section' | 'plain' | 'other';

/** Where a file of manifest/ keeps what: pages hold nodes, forms hold fields, the rest hold entries and sections. */
type FileKind = 'page' | 'form' | 'header' | 'footer' | 'home' | 'routes' | 'layouts' | 'club';

function fileKindOf(file: string): FileKind {
  if (file.startsWith('pages/')) return 'page';
  if (file.startsWith('forms/')) return 'form';
  if (file.startsWith('clubs/')) return 'club';
  return file.replace(/\.json$/, '') as FileKind;
}

/** A link's target as the router sees it: placeholders ({id}) filled, query and anchor dropped. */
function routeOf(to: string): string | null {
  if (/^[a-z]+:/i.test(to) || to.startsWith('//')) return null;
  return to.replace(/\{[^}]+\}/g, '1').replace(/[?#].*$/, '') || '/';
}

/** Whether a path matches a route pattern as the router reads it: `:name` one segment, `:name?` one or none, `*` the rest. */
function routeMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  const match = (p: number, g: number): boolean => {
    if (p === wanted.length) return g === given.length;
    const step = wanted[p]!;
    if (step === '*') return true;
    if (step.startsWith(':') && step.endsWith('?')) return match(p + 1, g) || (g < given.length && match(p + 1, g + 1));
    if (g === given.length) return false;
    return (step.startsWith(':') || step === given[g]) && match(p + 1, g + 1);
  };
  return match(0, 0);
}

/** One name nothing resolves: its JSON path and what it is. */
export interface NameProblem {
  path: string;
  problem: string;
}

/**
 * Each name of the file that does not resolve, as `file /json/path: what "name"`. Names inside a
 * club override are checked where they land: its pages as pages, its forms as forms.
 */
export function unresolvedNames(file: string, json: unknown, known: KnownNames): string[] {
  return namesNotResolved(json, rootContext(fileKindOf(file)), '', known).map(({ path, problem }) => `${file} ${path || '/'}: ${problem}`);
}

/** What each item kind of a club's change is, as a place of a file. */
const ITEM_CONTEXTS: Record<ItemKind, Context> = { node: 'node', tab: 'other', panel: 'other', column: 'other', field: 'field', entry: 'entry', section: 'section' };

/** The names an item a club's change adds or changes uses that nothing resolves, under the change's JSON path. */
export function unresolvedItemNames(kind: ItemKind, item: unknown, at: string, known: KnownNames): NameProblem[] {
  return namesNotResolved(item, ITEM_CONTEXTS[kind], at, known);
}

function namesNotResolved(json: unknown, root: Context, start: string, known: KnownNames): NameProblem[] {
  const problems: NameProblem[] = [];
  const report = (path: string, what: string, name: unknown) => problems.push({ path, problem: `unknown ${what} "${String(name)}"` });
  const check = (path: string, what: string, name: unknown, names: ReadonlySet<string> | undefined) => {
    if (names && (typeof name !== 'string' || !names.has(name))) report(path, what, name);
  };

  const visit = (value: unknown, path: string, context: Context) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}/${index}`, context));
      return;
    }
    if (!isRecord(value)) return;
    if (context === 'node' && 'type' in value) {
      check(`${path}/type`, 'node type', value.type, known.nodeTypes);
      if (value.type === 'widget') check(`${path}/name`, 'widget', value.name, known.widgets);
      if (value.type === 'data') check(`${path}/source`, 'data source', value.source, known.sources);
      if (value.type === 'form') {
        check(`${path}/form`, 'form', value.form, known.forms);
        check(`${path}/submit`, 'form action', value.submit, known.actions);
      }
    }
    if (context === 'field' && 'widget' in value) check(`${path}/widget`, 'field widget', value.widget, known.fieldWidgets);
    if (context === 'entry') {
      if ('widget' in value) check(`${path}/widget`, 'widget', value.widget, known.widgets);
      if ('action' in value) check(`${path}/action`, 'menu action', value.action, known.menuActions);
    }
    if (context === 'section' && 'type' in value) check(`${path}/type`, 'widget', value.type, known.widgets);

    for (const [property, child] of Object.entries(value)) {
      const at = `${path}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      // Options are the widget's own business; conditions hold no names.
      if (property === 'options' && context !== 'field') continue;
      if (property === 'when' || property === 'backButton' || property === 'reserveButton') continue;
      if (typeof child === 'string') {
        if (context !== 'plain' && MESSAGE_PROPERTIES.has(property) && known.hasMessage && !known.hasMessage(child)) report(at, 'message key', child);
        const routePaths = known.routePaths;
        if (property === 'to' && routePaths) {
          const route = routeOf(child);
          if (route !== null && !routePaths.some((pattern) => routeMatches(pattern, route))) report(at, 'route', child);
        }
        continue;
      }
      visit(child, at, childContext(context, property));
    }
  };

  visit(json, start, root);
  return problems;
}

function rootContext(kind: FileKind): Context {
  if (kind === 'routes' || kind === 'layouts') return 'plain';
  return kind === 'page' ? 'node' : kind === 'form' ? 'field' : 'other';
}

/** What the objects under a property are, from where they sit. */
function childContext(context: Context, property: string): Context {
  switch (property) {
    case 'body':
    case 'children':
    case 'item':
      return context === 'entry' ? 'entry' : 'node';
    case 'panels':
    case 'panel':
    case 'tabs':
    case 'columns':
      // Their own fields are not nodes; their children are (handled by the case above).
      return 'other';
    case 'fields':
      return 'field';
    case 'entries':
    case 'mobile':
    case 'desktop':
      return 'entry';
    case 'sections':
      return 'section';
    case 'routes':
    case 'layouts':
      return 'plain';
    default:
      return context === 'node' || context === 'entry' ? 'other' : context;
  }
}
