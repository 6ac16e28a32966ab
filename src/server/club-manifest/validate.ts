import Ajv, { type ErrorObject } from 'ajv';
import manifestSchema from '../../../schemas/manifest.schema.json';
import { manifestForms, manifestPages } from '../../generated/manifest-index';
import english from '../../../locales/en-US.json';

/** Properties whose text is a message key of locales/ (as the manifests' name check reads them). */
const MESSAGE_PROPERTIES = new Set(['label', 'title', 'text', 'message', 'emptyText', 'caption', 'header', 'placeholder', 'help', 'submitLabel', 'successMessage']);

// strictRequired is off: the "exactly one of" branches name properties declared beside them (as the manifest tests).
const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictTypes: false, strictRequired: false });
ajv.addSchema(manifestSchema, 'manifest');
const validateOverride = ajv.getSchema('manifest#/definitions/clubOverride')!;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const pointer = (steps: readonly (string | number)[]) => steps.map((step) => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function schemaProblem(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const detail =
    typeof params.additionalProperty === 'string'
      ? ` "${params.additionalProperty}"`
      : Array.isArray(params.allowedValues)
        ? ` (${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')})`
        : '';
  return `${error.instancePath || '/'}: ${error.message ?? 'is invalid'}${detail}`;
}

function hasMessage(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, part)) return false;
    node = node[part];
  }
  return typeof node === 'string' && node !== '';
}

/** The names a club's file uses that nothing resolves: pages and forms it overrides, message keys it shows. */
function unresolvedNames(override: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const pages = new Set<string>(manifestPages);
  const forms = new Set<string>(manifestForms);
  for (const page of Object.keys(isRecord(override.pages) ? override.pages : {})) if (!pages.has(page)) problems.push(`${pointer(['pages', page])}: unknown page "${page}"`);
  for (const form of Object.keys(isRecord(override.forms) ? override.forms : {})) if (!forms.has(form)) problems.push(`${pointer(['forms', form])}: unknown form "${form}"`);
  const routes = isRecord(override) && Array.isArray(override.routes) ? override.routes : [];
  routes.forEach((route, index) => {
    if (isRecord(route) && typeof route.page === 'string' && !pages.has(route.page)) problems.push(`${pointer(['routes', index, 'page'])}: unknown page "${route.page}"`);
  });
  const visit = (value: unknown, steps: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...steps, index]));
    if (!isRecord(value)) return;
    for (const [property, child] of Object.entries(value)) {
      // Options are a widget's own; conditions and routes hold no message keys.
      if (property === 'options' || property === 'when' || property === 'routes' || property === 'layouts') continue;
      if (typeof child === 'string' && MESSAGE_PROPERTIES.has(property) && !hasMessage(child)) problems.push(`${pointer([...steps, property])}: unknown message key "${child}"`);
      else visit(child, [...steps, property]);
    }
  };
  visit(override, []);
  return problems;
}

/**
 * What is wrong with a club's manifest file, one line per mistake with its JSON path (`/home/sections/0/type: …`):
 * the schema (schemas/manifest.schema.json, clubOverride), then the names it uses. Empty when it may be served.
 */
export function clubManifestProblems(json: unknown): string[] {
  if (!validateOverride(json)) return [...new Set((validateOverride.errors ?? []).map(schemaProblem))];
  return unresolvedNames(json as Record<string, unknown>);
}
