import type { ErrorObject } from 'ajv';

function detail(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (typeof params.additionalProperty === 'string') return ` "${params.additionalProperty}"`;
  if (Array.isArray(params.allowedValues)) return ` (${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')})`;
  if (params.tagValue !== undefined) return ` (got ${JSON.stringify(params.tagValue)})`;
  return '';
}

/** One line per ajv error: `<file>#<instancePath>: <message>`, duplicates dropped. */
export function formatSchemaErrors(file: string, errors: readonly ErrorObject[] | null | undefined): string[] {
  const lines = (errors ?? []).map((error) => `${file}#${error.instancePath || '/'}: ${error.message ?? 'is invalid'}${detail(error)}`);
  return [...new Set(lines)];
}
