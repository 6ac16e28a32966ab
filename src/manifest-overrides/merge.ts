// Club overrides are merged over the base manifest with these rules:
// - objects merge key by key;
// - arrays of objects that share an identity key (`id`, else `name`, else `path`) merge
//   item by item; override items that match nothing are appended;
// - an override item with `hidden: true` drops the matching item (`hidden` exists only in
//   overrides; the schema keeps it out of base files);
// - `order: { <arrayName>: [ids] }` in an override object moves the listed items of the
//   sibling array to the front in that order; unlisted items keep their relative order;
// - any other value in the override replaces the base value.

type Json = unknown;
type JsonObject = Record<string, Json>;

const IDENTITY_KEYS = ['id', 'name', 'path'] as const;

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function identityKeyOf(items: readonly Json[]): string | null {
  if (!items.every(isObject)) return null;
  for (const key of IDENTITY_KEYS) {
    if (items.every((item) => isObject(item) && typeof item[key] === 'string')) return key;
  }
  return null;
}

function withoutHidden(items: readonly Json[]): Json[] {
  return items.flatMap((item) => {
    if (!isObject(item) || !('hidden' in item)) return [item];
    if (item.hidden === true) return [];
    const { hidden: _hidden, ...rest } = item;
    return [rest];
  });
}

function mergeArrays(base: readonly Json[], override: readonly Json[]): Json[] {
  const key = identityKeyOf([...base, ...override]);
  if (key === null) return withoutHidden(override);
  const identity = (item: Json): string => String((item as JsonObject)[key]);
  const overrides = new Map(override.map((item) => [identity(item), item]));
  const merged = base.map((item) => mergeOverride(item, overrides.get(identity(item))));
  const baseIds = new Set(base.map(identity));
  const added = override.filter((item) => !baseIds.has(identity(item)));
  return withoutHidden([...merged, ...added]);
}

function applyOrder(items: Json, order: Json): Json {
  if (!Array.isArray(items) || !Array.isArray(order)) return items;
  const key = identityKeyOf(items);
  if (key === null) return items;
  const rank = new Map(order.map((id, index) => [String(id), index]));
  const position = (item: Json): number => rank.get(String((item as JsonObject)[key])) ?? order.length;
  // Array.prototype.sort is stable, so unlisted items keep their relative order.
  return [...items].sort((a, b) => position(a) - position(b));
}

function mergeObjects(base: JsonObject, override: JsonObject): JsonObject {
  const result: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (key === 'order' && isObject(value)) continue;
    result[key] = mergeOverride(base[key], value);
  }
  const order = override.order;
  if (isObject(order)) {
    for (const [arrayName, ids] of Object.entries(order)) {
      result[arrayName] = applyOrder(result[arrayName], ids);
    }
  }
  return result;
}

export function mergeOverride<T>(base: T, override: unknown): T {
  if (override === undefined) return base;
  if (Array.isArray(base) && Array.isArray(override)) return mergeArrays(base, override) as T;
  if (isObject(base) && isObject(override)) return mergeObjects(base, override) as T;
  if (base === undefined && Array.isArray(override)) return withoutHidden(override) as T;
  return override as T;
}
