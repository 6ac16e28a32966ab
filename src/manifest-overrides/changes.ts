// A club file's `changes`: each one edits one item of the manifest by its id, without copying what it does not
// change. The key names the item as `<scope>#<id>` (`home#trendingProducts`, `pages/account#cards`,
// `forms/register#nickname`, `header#shop`, `footer/mobile#shop`), or a whole scope's top list as `<scope>`
// (`home`: its sections). A change may:
// - `hidden`: true hides the item (and what it holds); false shows it again;
// - `label`: a message key, or a text per language (`{"en-US": "Store", "es-ES": "Tienda"}`): the item's label,
//   else its title, text or column header;
// - `props`: properties merged over the item's own (an `options` object key by key), checked against its schema;
// - `order`: ids of the items the place holds, put first in that order; the others keep theirs;
// - `in` and `before`: moves the item into another place of its scope (an item's id: a section's children, a tabs
//   node's tabs, a sub-menu's entries; '' the scope's top list), before the item `before` names, else last;
// - `add`: a new item with this id (a form field's name), placed by `in` and `before` as a move is.
// An unknown id, a place that cannot hold the item or a property the item may not change is a problem with its JSON
// path in the club file; the change is then left out (the server refuses such a file: check.ts).
import { SUPPORTED_LANGUAGES, type Language } from '../i18n/languages';
import { mergeOverride } from './merge';
import { indexItems, isObject, itemIdOf, placeOf, pointerStep, type IndexedItem, type ItemKind, type JsonObject } from './tree';

/** A scope's top list: the property of its file that holds it and what kind of items it holds. */
interface ScopeRoot {
  property: string;
  kind: ItemKind;
}

const FIXED_SCOPES: Readonly<Record<string, ScopeRoot>> = {
  header: { property: 'entries', kind: 'entry' },
  'footer/mobile': { property: 'mobile', kind: 'entry' },
  'footer/desktop': { property: 'desktop', kind: 'entry' },
  home: { property: 'sections', kind: 'section' },
};

function scopeRootOf(scope: string): ScopeRoot | null {
  if (Object.hasOwn(FIXED_SCOPES, scope)) return FIXED_SCOPES[scope]!;
  if (/^pages\/[A-Za-z0-9-]+$/.test(scope)) return { property: 'body', kind: 'node' };
  if (/^forms\/[A-Za-z0-9-]+$/.test(scope)) return { property: 'fields', kind: 'field' };
  return null;
}

/** A change's key split into its scope and id ('' for the scope's top list). */
export function parseAddress(address: string): { scope: string; id: string } {
  const hash = address.indexOf('#');
  return hash < 0 ? { scope: address, id: '' } : { scope: address.slice(0, hash), id: address.slice(hash + 1) };
}

/** Whether a change's key names a scope changes can reach. */
export function knownScope(scope: string): boolean {
  return scopeRootOf(scope) !== null;
}

/** The properties a relabel sets, the first the item has. */
const LABEL_PROPERTIES = ['label', 'title', 'text', 'header'] as const;
/** Properties `props` may not change: the item's id and the lists it holds (moves and adds change those). */
const STRUCTURE = new Set(['id', 'children', 'item', 'aside', 'tabs', 'panels', 'panel', 'columns', 'fields', 'entries', 'mobile', 'desktop', 'sections', 'body']);

const safeKeyPart = (text: string): string => text.replace(/[^A-Za-z0-9-]/g, '-');

/** The message key of a text a club gives per language for an item. */
function clubTextKey(scope: string, id: string): string {
  return `club.${safeKeyPart(scope)}.${safeKeyPart(id)}`;
}

/** An item an `add` or a `props` made, for the checker to hold against the item's schema. */
export interface ChangedItem {
  /** Where in the club file: `/changes/home#x/props`. */
  pointer: string;
  kind: ItemKind;
  item: JsonObject;
  /** The properties the club gave (`props`), or null for a whole new item (`add`). */
  props: readonly string[] | null;
}

export interface AppliedChanges<T> {
  result: T;
  /** `<JSON path in the club file>: what is wrong`. */
  problems: string[];
  changed: ChangedItem[];
}

/** A place items can go: its list and the kind it holds, and the ids it sits in (to refuse a move into itself). */
interface Place {
  list: unknown[];
  kind: ItemKind;
  name: string;
  within: readonly string[];
}

/** Applies the club file's changes for one scope to a copy of its file; the base is left as it is. */
export function applyChanges<T>(scope: string, file: T, changes: unknown): AppliedChanges<T> {
  const root = scopeRootOf(scope);
  const entries = isObject(changes) ? Object.entries(changes).filter(([address]) => parseAddress(address).scope === scope) : [];
  if (!root || entries.length === 0 || !isObject(file)) return { result: file, problems: [], changed: [] };
  const copy = structuredClone(file) as JsonObject;
  const top = copy[root.property];
  if (!Array.isArray(top)) return { result: file, problems: [], changed: [] };
  const problems: string[] = [];
  const changed: ChangedItem[] = [];
  const hidden = new Map<string, boolean>();

  const placeNamed = (index: Map<string, IndexedItem>, name: string, at: string): Place | null => {
    if (name === '') return { list: top, kind: root.kind, name: scope, within: [] };
    const owner = index.get(name);
    const place = owner ? placeOf(owner.kind, owner.item) : null;
    if (!owner) problems.push(`${at}: unknown id "${name}" in ${scope}`);
    else if (!place) problems.push(`${at}: "${name}" holds no items`);
    return owner && place ? { ...place, name, within: [...owner.ancestors, name] } : null;
  };
  const positionIn = (place: Place, before: unknown, at: string): number | null => {
    if (before === undefined) return place.list.length;
    const position = place.list.findIndex((item) => isObject(item) && itemIdOf(place.kind, item) === before);
    if (position < 0) problems.push(`${at}/before: "${String(before)}" is not in "${place.name}"`);
    return position < 0 ? null : position;
  };

  for (const [address, change] of entries) {
    const { id } = parseAddress(address);
    const at = `/changes${pointerStep(address)}`;
    if (!isObject(change)) {
      problems.push(`${at}: must be an object`);
      continue;
    }
    const index = indexItems(top, root.kind, `/${root.property}`).items;
    let target = id === '' ? null : (index.get(id) ?? null);

    if (change.add !== undefined) {
      const added = addItem(id, change, index, at);
      if (!added) continue;
      target = added;
    } else if (id !== '' && !target) {
      problems.push(`${at}: unknown id "${id}" in ${scope}`);
      continue;
    } else if (target && (change.in !== undefined || change.before !== undefined)) {
      moveItem(target, change, index, at);
    }

    if (change.label !== undefined) relabel(target, change.label, at, id);
    if (change.props !== undefined) changeProps(target, change.props, at);
    if (change.order !== undefined) reorder(target, change.order, index, at);
    if (change.hidden !== undefined) {
      if (id === '') problems.push(`${at}/hidden: ${scope} itself cannot be hidden`);
      else hidden.set(id, change.hidden === true);
    }
  }

  function addItem(id: string, change: JsonObject, index: Map<string, IndexedItem>, at: string): IndexedItem | null {
    if (id === '') {
      problems.push(`${at}/add: an added item needs an id (${scope}#<id>)`);
      return null;
    }
    if (index.has(id)) {
      problems.push(`${at}/add: "${id}" already exists in ${scope}`);
      return null;
    }
    if (!isObject(change.add)) {
      problems.push(`${at}/add: must be an object`);
      return null;
    }
    const place = placeNamed(index, typeof change.in === 'string' ? change.in : '', `${at}/in`);
    const position = place ? positionIn(place, change.before, at) : null;
    if (!place || position === null) return null;
    const item: JsonObject = place.kind === 'field' ? { name: id, ...change.add } : { id, ...change.add };
    if (itemIdOf(place.kind, item) !== id) {
      problems.push(`${at}/add: its ${place.kind === 'field' ? 'name' : 'id'} must be "${id}"`);
      return null;
    }
    place.list.splice(position, 0, item);
    changed.push({ pointer: `${at}/add`, kind: place.kind, item, props: null });
    return { id, kind: place.kind, item, list: place.list, path: '', ancestors: place.within };
  }

  function moveItem(target: IndexedItem, change: JsonObject, index: Map<string, IndexedItem>, at: string): void {
    const place: Place | null =
      change.in === undefined
        ? { list: target.list, kind: target.kind, name: target.ancestors.at(-1) ?? scope, within: target.ancestors }
        : placeNamed(index, String(change.in), `${at}/in`);
    if (!place) return;
    if (place.kind !== target.kind) {
      problems.push(`${at}/in: "${place.name}" holds ${place.kind}s, not a ${target.kind}`);
      return;
    }
    if (place.within.includes(target.id)) {
      problems.push(`${at}/in: "${target.id}" cannot move into itself`);
      return;
    }
    // Taken out first, so `before` counts the place's items as they will be.
    const from = target.list.indexOf(target.item);
    target.list.splice(from, 1);
    const position = positionIn(place, change.before, at);
    if (position === null) target.list.splice(from, 0, target.item);
    else place.list.splice(position, 0, target.item);
  }

  function relabel(target: IndexedItem | null, label: unknown, at: string, id: string): void {
    if (!target) {
      problems.push(`${at}/label: ${scope} itself has no label`);
      return;
    }
    const property = LABEL_PROPERTIES.find((name) => typeof target.item[name] === 'string') ?? (target.kind === 'field' || target.kind === 'entry' ? 'label' : null);
    if (property === null) problems.push(`${at}/label: "${id}" has no label, title or text`);
    else if (typeof label === 'string') target.item[property] = label;
    else if (textsOf(label)) target.item[property] = clubTextKey(scope, id);
    else problems.push(`${at}/label: must be a message key or a text per language (${SUPPORTED_LANGUAGES.join(', ')})`);
  }

  function changeProps(target: IndexedItem | null, props: unknown, at: string): void {
    if (!target) {
      problems.push(`${at}/props: ${scope} itself has no properties to change`);
      return;
    }
    if (!isObject(props)) {
      problems.push(`${at}/props: must be an object`);
      return;
    }
    const refused = Object.keys(props).filter((key) => STRUCTURE.has(key) || (target.kind === 'field' && key === 'name'));
    refused.forEach((key) => problems.push(`${at}/props${pointerStep(key)}: is the item's id or holds its items; not changed by props`));
    if (refused.length > 0) return;
    const merged = mergeOverride(target.item, props);
    for (const key of Object.keys(props)) target.item[key] = merged[key];
    changed.push({ pointer: `${at}/props`, kind: target.kind, item: target.item, props: Object.keys(props) });
  }

  function reorder(target: IndexedItem | null, order: unknown, index: Map<string, IndexedItem>, at: string): void {
    const place = target ? placeNamed(index, target.id, `${at}/order`) : placeNamed(index, '', at);
    if (!place) return;
    if (!Array.isArray(order)) {
      problems.push(`${at}/order: must be a list of ids`);
      return;
    }
    const ids = place.list.map((item) => (isObject(item) ? itemIdOf(place.kind, item) : null));
    order.forEach((name, position) => {
      if (!ids.includes(name as string)) problems.push(`${at}/order/${position}: "${String(name)}" is not in "${place.name}"`);
    });
    const rank = new Map(order.map((name, position) => [name, position]));
    const ranked = place.list.map((item, position) => ({ item, rank: rank.get(ids[position]) ?? order.length }));
    // sort is stable: the items not listed keep their order.
    ranked.sort((a, b) => a.rank - b.rank);
    place.list.splice(0, place.list.length, ...ranked.map((entry) => entry.item));
  }

  const finalIndex = indexItems(top, root.kind, `/${root.property}`).items;
  for (const [id, hide] of hidden) {
    const found = finalIndex.get(id);
    if (hide && found) found.list.splice(found.list.indexOf(found.item), 1);
  }
  return { result: copy as T, problems, changed };
}

/** A text per language, when the value is one: at least one supported language, each a non-empty text. */
function textsOf(value: unknown): Partial<Record<Language, string>> | null {
  if (!isObject(value)) return null;
  const entries = Object.entries(value);
  const valid =
    entries.length > 0 && entries.every(([language, text]) => (SUPPORTED_LANGUAGES as readonly string[]).includes(language) && typeof text === 'string' && text.trim() !== '');
  return valid ? (value as Partial<Record<Language, string>>) : null;
}

/**
 * The texts a club file gives per language, as messages to add to each language's dictionary
 * (`{ club: { home: { matches: "…" } } }`). A language the club left out shows its en-US text, else its first.
 */
export function clubTexts(override: unknown): Record<Language, JsonObject> {
  const dictionaries = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, {}])) as Record<Language, JsonObject>;
  const changes = isObject(override) && isObject(override.changes) ? override.changes : {};
  for (const [address, change] of Object.entries(changes)) {
    const texts = isObject(change) ? textsOf(change.label) : null;
    if (!texts) continue;
    const { scope, id } = parseAddress(address);
    const [, scopePart, idPart] = clubTextKey(scope, id).split('.') as [string, string, string];
    const fallback = texts['en-US'] ?? Object.values(texts)[0]!;
    for (const language of SUPPORTED_LANGUAGES) {
      const club = (dictionaries[language].club ??= {}) as JsonObject;
      const inScope = (club[scopePart] ??= {}) as JsonObject;
      inScope[idPart] = texts[language] ?? fallback;
    }
  }
  return dictionaries;
}
