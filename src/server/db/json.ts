declare const jsonOf: unique symbol;

/** JSON text for a jsonb column, remembering the type it encodes. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/**
 * Encodes a value for a jsonb column. Writes go through this instead of passing the value itself,
 * because node-postgres turns a JavaScript array parameter into a PostgreSQL array literal, which
 * is not JSON.
 */
export function jsonb<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
