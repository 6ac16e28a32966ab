import { isRecord } from '../domain/is-record';

/** Reads `a.b.0.c` from the data in scope; undefined when any step is missing. */
export function resolvePath(scope: unknown, path: string): unknown {
  let value: unknown = scope;
  for (const step of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Fills `{field}` placeholders from the data in scope, URL-encoding each value. Null when
 * a value is missing, so a link to e.g. /booking-join/{parentId} is left out without a parent.
 */
export function fillTemplate(template: string, scope: unknown): string | null {
  let missing = false;
  const filled = template.replace(/\{([\w.]+)\}/g, (_match, path: string) => {
    const value = resolvePath(scope, path);
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : filled;
}

/** A stable React key for an item of a bound list. */
export function itemKey(item: unknown, index: number): string {
  const id = isRecord(item) ? item.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? `id-${id}` : `index-${index}`;
}

/**
 * A server-given address safe to put in an href: http(s) or root-relative. Anything else
 * (javascript:, data:, protocol-relative) is refused, so a stored value cannot run script.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  if (/^https?:\/\//i.test(address)) return address;
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  return null;
}
