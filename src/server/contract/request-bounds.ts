/**
 * Bounds every request value the contract leaves unbounded, so no input reaches the database as a value it
 * cannot hold: integers to the 32-bit range of the columns they address, strings to a length. The contract's
 * own bounds, where it states them, are kept. Applied to the schemas requests are validated with, not to the
 * answers' schemas (an answer may carry a long text the club wrote).
 */

const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;
/** Longest text a request may carry where the contract sets no limit (a question, a long answer). */
export const DEFAULT_MAX_TEXT = 10_000;
/** RFC 5321: an address is at most 254 characters. */
const MAX_EMAIL = 254;

/** Money and other decimals: well inside numeric(12,2). */
const MAX_DECIMAL = 1_000_000_000;

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** Keywords whose values map names (of properties, of definitions) to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'schemas']);

function typesOf(schema: Record<string, unknown>): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** A copy of the schema (and every schema inside it) with the missing bounds added. */
export function boundRequestSchema<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item) => boundRequestSchema(item) as unknown) as T;
  if (!node || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (DATA_KEYWORDS.has(key)) copy[key] = value;
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, boundRequestSchema(schema)]));
    } else copy[key] = boundRequestSchema(value);
  }
  const types = typesOf(source);
  if (types.includes('integer')) {
    if (source.minimum === undefined && source.exclusiveMinimum === undefined) copy.minimum = INT32_MIN;
    if (source.maximum === undefined && source.exclusiveMaximum === undefined) copy.maximum = INT32_MAX;
  }
  if (types.includes('number') && !types.includes('integer')) {
    if (source.minimum === undefined && source.exclusiveMinimum === undefined) copy.minimum = -MAX_DECIMAL;
    if (source.maximum === undefined && source.exclusiveMaximum === undefined) copy.maximum = MAX_DECIMAL;
  }
  if (types.includes('string') && source.maxLength === undefined && source.format !== 'binary') {
    copy.maxLength = source.format === 'email' ? MAX_EMAIL : DEFAULT_MAX_TEXT;
  }
  return copy as T;
}
