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
    const { allOf, ...rest } = schema;
    return sampleValue(
      contract,
      (allOf as unknown[]).reduce<Schema>((merged, part) => mergeSchemas(merged, resolve<Schema>(contract, part) ?? {}), rest),
      depth + 1,
    );
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
    case 'club-day':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00Z';
    case 'uri':
      return 'https://example.com/';
    default:
      return 'x'.repeat(Math.max(Number(schema.minLength ?? 1), 1));
  }
}

/** Both constraints at once, enough to sample from: properties and required lists are united, bounds tightened. */
function mergeSchemas(a: Schema, b: Schema): Schema {
  const merged: Schema = { ...a, ...b };
  if (a.properties || b.properties) {
    const left = (a.properties ?? {}) as Record<string, unknown>;
    const right = (b.properties ?? {}) as Record<string, unknown>;
    merged.properties = Object.fromEntries(
      [...new Set([...Object.keys(left), ...Object.keys(right)])].map((key) => [key, key in left && key in right ? { allOf: [left[key], right[key]] } : (left[key] ?? right[key])]),
    );
  }
  if (a.required || b.required) merged.required = [...new Set([...((a.required ?? []) as string[]), ...((b.required ?? []) as string[])])];
  if (a.minItems !== undefined || b.minItems !== undefined) merged.minItems = Math.max(Number(a.minItems ?? 0), Number(b.minItems ?? 0));
  if (a.type && b.type && !b.properties && a.properties) merged.type = a.type;
  return merged;
}

/** One request value with a single hostile leaf: where it sits (`/booking/customerId`) and the whole value. */
export interface HostileVariant {
  path: string;
  value: unknown;
}

/** What to put in a leaf of a type, given its schema; undefined leaves the leaf alone. */
export type HostileLeaf = (type: 'integer' | 'number' | 'string', schema: Schema) => unknown[];

/**
 * Every valid-but-for-one-leaf value of a schema: the sample value with one integer, number or string leaf
 * (at any depth, through objects, arrays and alternatives) replaced by each hostile value for it.
 */
export function hostileVariants(contract: Contract, node: unknown, hostile: HostileLeaf, depth = 0): HostileVariant[] {
  let schema = resolve<Schema>(contract, node) ?? {};
  if (depth > 6) return [];
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    schema = (allOf as unknown[]).reduce<Schema>((merged, part) => mergeSchemas(merged, resolve<Schema>(contract, part) ?? {}), rest);
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives?.length) {
    const usable = alternatives.find((alternative) => resolve<Schema>(contract, alternative)?.type !== 'null');
    return usable ? hostileVariants(contract, usable, hostile, depth + 1) : [];
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : undefined)]) as Array<string | undefined>;
  if (types.includes('object') && schema.properties) {
    const base = (sampleValue(contract, schema, depth) ?? {}) as Record<string, unknown>;
    return Object.entries(schema.properties as Record<string, unknown>).flatMap(([name, property]) =>
      hostileVariants(contract, property, hostile, depth + 1).map((variant) => ({ path: `/${name}${variant.path}`, value: { ...base, [name]: variant.value } })),
    );
  }
  if (types.includes('array') && schema.items) {
    return hostileVariants(contract, schema.items, hostile, depth + 1).map((variant) => ({ path: `/0${variant.path}`, value: [variant.value] }));
  }
  const leaf = types.find((type): type is 'integer' | 'number' | 'string' => type === 'integer' || type === 'number' || type === 'string');
  if (!leaf || schema.format === 'binary') return [];
  return hostile(leaf, schema).map((value) => ({ path: '', value }));
}
