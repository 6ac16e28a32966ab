import { resolve, type Contract } from './contract';

type Schema = Record<string, unknown>;

/** The smallest value a schema accepts: tests use it to build valid requests for any operation. */
export function sampleValue(contract: Contract, node: unknown, depth = 0): unknown {
  const schema = resolve<Schema>(contract, node) ?? {};
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleValue(contract, part, depth + 1) as object));
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives?.length) return sampleValue(contract, alternatives[0], depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') as string) : (schema.type as string | undefined);
  switch (type ?? (schema.properties ? 'object' : 'string')) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleValue(contract, properties[name] ?? {}, depth + 1)]));
    }
    case 'array': {
      const count = Number(schema.minItems ?? 0);
      return Array.from({ length: count }, () => sampleValue(contract, schema.items ?? {}, depth + 1));
    }
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'someone@example.com';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00Z';
    case 'uri':
      return 'https://example.com/';
    default:
      return 'x'.repeat(Math.max(Number(schema.minLength ?? 1), 1));
  }
}
