import type { ErrorObject } from 'ajv';

/** What an ajv error names beyond its message: the extra property, the allowed values, the discriminator's value. */
export function schemaErrorDetail(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (typeof params.additionalProperty === 'string') return ` "${params.additionalProperty}"`;
  if (Array.isArray(params.allowedValues)) return ` (${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')})`;
  if (params.tagValue !== undefined) return ` (got ${JSON.stringify(params.tagValue)})`;
  return '';
}
