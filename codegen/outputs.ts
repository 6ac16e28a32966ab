import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { compile } from 'json-schema-to-typescript';
import { generateDbSchema } from '../src/server/db/schema-codegen';
import { renderManifestCheck, renderManifestIndex } from './manifest-check';
import { renderRouteParams } from './route-params';
import { bundleContract } from './bundle-contract';
import { renderNamedEnums } from './named-enums';
import { renderOperationBodies } from './operation-bodies';

const HEADER = '// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate.\n';

/** Every generated file, by path relative to src/generated, with its exact content. */
export async function renderOutputs(root: string): Promise<Map<string, string>> {
  const outputs = new Map<string, string>();
  const contract = await bundleContract(root);

  outputs.set('openapi.json', JSON.stringify(contract, null, 2) + '\n');
  outputs.set('api.d.ts', await renderApiTypes(contract));
  outputs.set('operations.ts', HEADER + renderOperationIndex(contract));
  // What each operation's request body declares: a form sends those of its fields (src/manifest-overrides/form-bodies.ts).
  outputs.set('operation-bodies.ts', renderOperationBodies(contract, HEADER));
  // The numeric enums the contract names (PaymentMethodType.Transbank, not 18), as values for the server and the portal.
  outputs.set('enums.ts', renderNamedEnums(contract, HEADER));
  // The tables' types, read from a fresh in-memory database migrated with src/server/db/migrations.
  outputs.set('db-schema.ts', await generateDbSchema());
  // Every manifest file as a literal that satisfies its type, so tsc checks the manifests.
  outputs.set('manifest-check.ts', await renderManifestCheck(root, HEADER));
  // The product's manifest files, for the checker of a club's file (src/manifest-overrides/check.ts) on the built server.
  outputs.set('manifest-index.ts', await renderManifestIndex(root, HEADER));
  outputs.set('route-params.ts', await renderRouteParams(root, HEADER));

  const schemaDir = path.join(root, 'schemas');
  for (const file of (await readdir(schemaDir)).filter((name) => name.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(await readFile(path.join(schemaDir, file), 'utf8'));
    const name = file.replace(/\.schema\.json$/, '');
    const typed = name === 'manifest' ? withTypedMessageKeys(schema) : schema;
    const types = await compile(withoutPresenceRules(typed), name, {
      bannerComment: name === 'manifest' ? `${HEADER}${MESSAGE_KEY_IMPORT}`.trim() : HEADER.trim(),
      cwd: schemaDir,
      // Where a schema leaves it open (free-form options), the type stays open too.
      additionalProperties: true,
      style: { singleQuote: true },
    });
    outputs.set(`schemas/${name}.ts`, types);
  }
  return outputs;
}

const MESSAGE_KEY_IMPORT = "import type { MessageKey as LocaleKey } from '../../i18n/message-key';\n";

/**
 * The manifest's message keys are typed as the keys of locales/en-US.json (src/i18n/message-key.ts), so a
 * misspelt key in a manifest fails tsc through src/generated/manifest-check.ts, not only the names test.
 */
function withTypedMessageKeys(schema: { definitions?: Record<string, object> }): object {
  const messageKey = schema.definitions?.messageKey;
  if (!messageKey) throw new Error('schemas/manifest.schema.json: no definitions.messageKey to type (codegen/outputs.ts)');
  return { ...schema, definitions: { ...schema.definitions, messageKey: { ...messageKey, tsType: 'LocaleKey' } } };
}

/**
 * The schema for the type: `oneOf`/`anyOf`/`allOf` groups whose branches only say which properties
 * must be present ("text or field") are validation rules, not shapes. json-schema-to-typescript turns
 * each such branch into `{ [k: string]: unknown }`, which makes every node type match every other; the
 * validator still enforces them (manifest/manifest.test.ts), the type keeps the properties optional.
 */
function withoutPresenceRules<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutPresenceRules) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'oneOf' || key === 'anyOf' || key === 'allOf') && Array.isArray(value) && value.every(isPresenceRule)) continue;
    result[key] = withoutPresenceRules(value);
  }
  return result as T;
}

function isPresenceRule(branch: unknown): boolean {
  if (branch === null || typeof branch !== 'object') return false;
  return Object.entries(branch).every(
    ([key, value]) => key === 'required' || ((key === 'oneOf' || key === 'anyOf' || key === 'allOf') && Array.isArray(value) && value.every(isPresenceRule)),
  );
}

/** src/generated/api.d.ts: the contract's types (openapi-typescript). */
export async function renderApiTypes(contract: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(contract as never, { enum: false, alphabetize: true, exportType: true });
  return HEADER + astToString(ast);
}

type Operation = { operationId?: string; tags?: string[] };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A runtime list of the operations, so the portal and the server can enumerate them without the 1 MB contract. */
function renderOperationIndex(contract: Record<string, unknown>): string {
  const paths = (contract.paths ?? {}) as Record<string, Record<string, Operation>>;
  const rows: string[] = [];
  for (const [route, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation?.operationId) {
        rows.push(`  ${operation.operationId}: { method: '${method.toUpperCase()}', path: '${route}', tag: '${operation.tags?.[0] ?? ''}' },`);
      }
    }
  }
  rows.sort();
  return `export const operations = {\n${rows.join('\n')}\n} as const;\n\nexport type OperationId = keyof typeof operations;\n`;
}
