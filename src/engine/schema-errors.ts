import type { ErrorObject } from 'ajv';
import { schemaErrorDetail as detail } from '../manifest-overrides/schema-detail';

/** One line per ajv error: `<file>#<instancePath>: <message>`, duplicates dropped. */
export function formatSchemaErrors(file: string, errors: readonly ErrorObject[] | null | undefined): string[] {
  const lines = (errors ?? []).map((error) => `${file}#${error.instancePath || '/'}: ${error.message ?? 'is invalid'}${detail(error)}`);
  return [...new Set(lines)];
}
