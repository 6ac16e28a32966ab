// The ids of a manifest's items and the places that hold them, for changing them by id (changes.ts).
//
// Every item a club may change has an id, unique within its scope (one file: a page, a form, the header, a list
// of the footer, the home page). An item's own `id` wins; otherwise its id is derived from what obviously names it:
// - a form field: its `name`;
// - a home section: its `type` (each has an `id` today);
// - a menu entry: its route without the first slash (`/customer-bookings` → `customer-bookings`), else its
//   `action` or `widget`;
// - a table column: its `field`;
// - a page node: a widget's `name`, a form's `form`, a data node's `source`, else its `title`, `label` or `text`
//   message key, else the `field` or `bind` it shows. A node none of these names, or whose derived id another
//   item of the page already has, carries an explicit `id` (manifest/manifest.test.ts checks every file).
// Tabs and accordion panels always carry an `id`.

export type ItemKind = 'node' | 'tab' | 'panel' | 'column' | 'field' | 'entry' | 'section';

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The properties a page node's id is derived from, in order, when it has no `id`. */
const NODE_ID_SOURCES = ['name', 'form', 'source', 'title', 'label', 'text', 'field', 'bind'] as const;

/** The item's id: its own, else the one derived from what names it; null when nothing does. */
export function itemIdOf(kind: ItemKind, item: JsonObject): string | null {
  const own = text(item.id);
  if (own !== null) return own;
  switch (kind) {
    case 'field':
      return text(item.name);
    case 'section':
      return text(item.type);
    case 'entry':
      return text(typeof item.to === 'string' ? item.to.replace(/^\//, '') : null) ?? text(item.action) ?? text(item.widget);
    case 'column':
      return text(item.field);
    case 'node':
      for (const property of NODE_ID_SOURCES) {
        const derived = text(item[property]);
        if (derived !== null) return derived;
      }
      return null;
    default:
      return null;
  }
}

/** A list an item holds: where (a property, or `panel` then `children`) and what kind its items are. */
interface ListPlace {
  path: readonly string[];
  kind: ItemKind;
}

// The first list of each kind is the one its id stands for as a place ("move into the tabs node", "order the
// section's children"); the others (a list's aside, an accordion's bound panel) are walked but not targets.
const NODE_LISTS: readonly ListPlace[] = [
  { path: ['children'], kind: 'node' },
  { path: ['item'], kind: 'node' },
  { path: ['tabs'], kind: 'tab' },
  { path: ['panels'], kind: 'panel' },
  { path: ['columns'], kind: 'column' },
  { path: ['aside'], kind: 'node' },
  { path: ['panel', 'children'], kind: 'node' },
];
const CHILDREN_OF: Partial<Record<ItemKind, readonly ListPlace[]>> = {
  node: NODE_LISTS,
  tab: [{ path: ['children'], kind: 'node' }],
  panel: [{ path: ['children'], kind: 'node' }],
  entry: [{ path: ['children'], kind: 'entry' }],
};

function listAt(item: JsonObject, path: readonly string[]): unknown[] | null {
  let value: unknown = item;
  for (const step of path) value = isObject(value) ? value[step] : undefined;
  return Array.isArray(value) ? value : null;
}

/** The list an item's id stands for as a place, with the kind it holds; null for an item that holds none. */
export function placeOf(kind: ItemKind, item: JsonObject): { list: unknown[]; kind: ItemKind } | null {
  for (const place of CHILDREN_OF[kind] ?? []) {
    const list = listAt(item, place.path);
    if (list) return { list, kind: place.kind };
  }
  return null;
}

/** One item of a scope, where it sits. */
export interface IndexedItem {
  id: string;
  kind: ItemKind;
  item: JsonObject;
  /** The list it is in. */
  list: unknown[];
  /** Its JSON path in the scope's file (`/body/0/children/1`). */
  path: string;
  /** The ids of the items it sits in, outermost first. */
  ancestors: readonly string[];
}

/** A scope's items by id, those with no id, and the ids two items share. */
export interface ScopeIndex {
  items: Map<string, IndexedItem>;
  unnamed: string[];
  duplicates: string[];
}

export const pointerStep = (step: string | number): string => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Every item of a list (and the lists they hold), by id. */
export function indexItems(list: unknown[], kind: ItemKind, path: string): ScopeIndex {
  const index: ScopeIndex = { items: new Map(), unnamed: [], duplicates: [] };
  const visit = (items: unknown[], itemKind: ItemKind, at: string, ancestors: readonly string[]) => {
    items.forEach((item, position) => {
      if (!isObject(item)) return;
      const itemPath = `${at}${pointerStep(position)}`;
      const id = itemIdOf(itemKind, item);
      if (id === null) index.unnamed.push(itemPath);
      else if (index.items.has(id)) index.duplicates.push(`${itemPath} "${id}"`);
      else index.items.set(id, { id, kind: itemKind, item, list: items, path: itemPath, ancestors });
      const inside = id === null ? ancestors : [...ancestors, id];
      for (const place of CHILDREN_OF[itemKind] ?? []) {
        const children = listAt(item, place.path);
        if (children) visit(children, place.kind, `${itemPath}${place.path.map(pointerStep).join('')}`, inside);
      }
    });
  };
  visit(list, kind, path, []);
  return index;
}
