/** A NUL character: PostgreSQL cannot store it in text, so no request value may carry one. */
export const NUL_PATTERN = '^[^\\u0000]*$';
export const NUL_MESSAGE = 'must not contain a NUL character';

/** The JSON pointer (`/name`, `/items/0/value`) of the first string or key holding a NUL; undefined when none does. */
export function findNul(value: unknown, pointer = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer : undefined;
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key.includes('\u0000')) return at;
    const found = findNul(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
