// The one checker of a club's manifest file: the running server before it serves one (src/server/club-manifest/),
// the tests of manifest/clubs/ and codegen's check use it. Each mistake is one line with its JSON path in the file.
// Ajv compiles validators with `new Function`: the portal's bundle never imports this module.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import manifestSchema from '../../schemas/manifest.schema.json';
import english from '../../locales/en-US.json';
import { manifestBase } from '../generated/manifest-index';
import type { ClubOverride, FormFile, PageFile } from '../generated/schemas/manifest';
import { schemaErrorDetail } from './schema-detail';
import { clubTexts, knownScope, parseAddress, type ChangedItem } from './changes';
import { mergeForm, mergePage, mergeShell, type ShellParts } from './club-file';
import { formOperation, SHELL_FORM_ACTIONS } from './form-bodies';
import { unresolvedItemNames, unresolvedNames, type KnownNames } from './names';
import { isObject, pointerStep, type ItemKind, type JsonObject } from './tree';

// strictRequired is off: the "exactly one of" branches name properties declared beside them (as the manifest tests).
const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictTypes: false, strictRequired: false });
ajv.addSchema(manifestSchema, 'manifest');
const validator = (definition: string): ValidateFunction => ajv.getSchema(`manifest#/definitions/${definition}`)!;

/** The schema definition of each kind of item a change adds or changes. */
const ITEM_DEFINITIONS: Record<ItemKind, string> = {
  node: 'node',
  tab: 'tab',
  panel: 'accordionPanel',
  column: 'tableColumn',
  field: 'field',
  entry: 'menuEntry',
  section: 'homeSection',
};

const schemaProblem = (at: string, error: ErrorObject): string =>
  `${at}${error.instancePath}${at === '' && error.instancePath === '' ? '/' : ''}: ${error.message ?? 'is invalid'}${schemaErrorDetail(error)}`;

/** The product's manifest a club's file applies to. */
interface ManifestBase {
  shell: ShellParts;
  pages: Readonly<Record<string, PageFile>>;
  forms: Readonly<Record<string, FormFile>>;
}

/** The product's shell (routes, layouts, header, footer, home) as the build holds it, before any club file. */
export const builtShell = {
  routes: manifestBase.routes.routes,
  layouts: manifestBase.layouts.layouts,
  header: manifestBase.header,
  footer: manifestBase.footer,
  home: manifestBase.home,
} as unknown as ShellParts;

const builtBase: ManifestBase = {
  shell: builtShell,
  pages: manifestBase.pages as unknown as Record<string, PageFile>,
  forms: manifestBase.forms as unknown as Record<string, FormFile>,
};

function hasEnglish(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split('.')) {
    if (!isObject(node) || !Object.hasOwn(node, part)) return false;
    node = node[part];
  }
  return typeof node === 'string' && node !== '';
}

const definitions = manifestSchema.definitions as unknown as Record<string, { oneOf?: Array<{ $ref: string }>; properties?: Record<string, { enum?: string[] }> }>;

/** What the server knows without the portal's registries: node types and menu actions (the schema), forms, routes and messages. */
function namesOf(base: ManifestBase): KnownNames {
  const nodeTypes = (definitions.node?.oneOf ?? []).map(
    (branch) => (definitions[branch.$ref.replace('#/definitions/', '')]?.properties?.type as { const?: string } | undefined)?.const,
  );
  return {
    nodeTypes: new Set(nodeTypes.filter((type): type is string => typeof type === 'string')),
    menuActions: new Set(definitions.menuEntry?.properties?.action?.enum ?? []),
    forms: new Set(Object.keys(base.forms)),
    routePaths: base.shell.routes.map((route) => route.path),
    hasMessage: hasEnglish,
  };
}

export interface CheckOptions {
  /** The manifest the file applies to: the product's files as built, unless a test gives another. */
  base?: ManifestBase;
  /** The names that resolve; the server's knowledge (node types, menu actions, forms, routes, messages) unless given. */
  known?: KnownNames;
}

/**
 * What is wrong with a club's manifest file, one line per mistake with its JSON path in the file
 * (`/changes/home#nope: unknown id "nope" in home`): the schema (schemas/manifest.schema.json, clubOverride), the
 * pages, forms and names it uses, each change by id, and each field it adds to a form whose operation's body does
 * not declare it. Empty when it may be served.
 */
export function checkClubManifest(json: unknown, options: CheckOptions = {}): string[] {
  const validateOverride = validator('clubOverride');
  if (!validateOverride(json)) return [...new Set((validateOverride.errors ?? []).map((error) => schemaProblem('', error)))];
  const override = json as ClubOverride;
  const base = options.base ?? builtBase;
  const texts = clubTexts(override)['en-US'];
  const known = options.known ?? namesOf(base);
  const isClubText = (key: string) => {
    let node: unknown = texts;
    for (const part of key.split('.')) node = isObject(node) ? node[part] : undefined;
    return typeof node === 'string';
  };
  const names: KnownNames = { ...known, hasMessage: (key) => isClubText(key) || (known.hasMessage?.(key) ?? true) };
  const problems: string[] = [];

  // Its structural parts (the changes are checked where they apply).
  const { changes, ...structural } = override;
  const pageIds = Object.keys(base.pages);
  for (const page of Object.keys(override.pages ?? {})) if (!Object.hasOwn(base.pages, page)) problems.push(`${pointerStep('pages')}${pointerStep(page)}: unknown page "${page}"`);
  for (const form of Object.keys(override.forms ?? {})) if (!Object.hasOwn(base.forms, form)) problems.push(`/forms${pointerStep(form)}: unknown form "${form}"`);
  (override.routes ?? []).forEach((route, index) => {
    if (typeof route.page === 'string' && !pageIds.includes(route.page)) problems.push(`/routes/${index}/page: unknown page "${route.page}"`);
  });
  problems.push(...unresolvedNames('club', structural, names).map((line) => line.replace(/^club /, '')));

  // Its changes, each where it applies.
  const changed: ChangedItem[] = [];
  for (const [address, change] of Object.entries(changes ?? {})) {
    const { scope } = parseAddress(address);
    const [folder, id] = scope.split('/');
    const missing = !knownScope(scope) || (folder === 'pages' && !Object.hasOwn(base.pages, id!)) || (folder === 'forms' && !Object.hasOwn(base.forms, id!));
    if (missing) problems.push(`/changes${pointerStep(address)}: unknown place "${scope}" (header, footer/mobile, footer/desktop, home, pages/<page>, forms/<form>)`);
    if (typeof change.label === 'string' && !names.hasMessage!(change.label)) problems.push(`/changes${pointerStep(address)}/label: unknown message key "${change.label}"`);
  }
  const shell = mergeShell(base.shell, override);
  problems.push(...shell.problems);
  changed.push(...shell.changed);
  const scopesOf = (folder: string, structuralIds: string[]) => [
    ...new Set([
      ...structuralIds,
      ...Object.keys(changes ?? {}).flatMap((address) => (address.startsWith(`${folder}/`) ? [parseAddress(address).scope.slice(folder.length + 1)] : [])),
    ]),
  ];
  for (const pageId of scopesOf('pages', Object.keys(override.pages ?? {})).filter((pageId) => Object.hasOwn(base.pages, pageId))) {
    const page = mergePage(pageId, base.pages[pageId]!, override);
    problems.push(...page.problems);
    changed.push(...page.changed);
  }
  for (const formId of scopesOf('forms', Object.keys(override.forms ?? {})).filter((formId) => Object.hasOwn(base.forms, formId))) {
    const form = mergeForm(formId, base.forms[formId]!, override);
    problems.push(...form.problems, ...undeclaredFields(formId, base, form.result, override, form.changed));
    changed.push(...form.changed);
  }
  for (const item of changed) problems.push(...itemProblems(item, names));
  return [...new Set(problems)];
}

/** What is wrong with an item a change added or changed: its schema, and the names it uses. */
function itemProblems({ pointer, kind, item, props }: ChangedItem, known: KnownNames): string[] {
  const validate = validator(ITEM_DEFINITIONS[kind]);
  const problems: string[] = [];
  if (!validate(item)) {
    for (const error of validate.errors ?? []) {
      const params = error.params as { additionalProperty?: unknown };
      // A property the club gave is named: `/changes/home#matches/props/colour`.
      const named = props !== null && error.instancePath === '' && typeof params.additionalProperty === 'string' ? pointerStep(params.additionalProperty) : '';
      problems.push(`${pointer}${named}${error.instancePath}: ${error.message ?? 'is invalid'}${schemaErrorDetail(error)}`);
    }
  }
  problems.push(...unresolvedItemNames(kind, item, pointer, known).map(({ path, problem }) => `${path}: ${problem}`));
  return problems;
}

/**
 * A field the club's file adds to a form must be in the request body of every operation the form sends to (the
 * pages' form nodes name the form and its submit action); otherwise the server would never receive it.
 */
function undeclaredFields(formId: string, base: ManifestBase, merged: FormFile, override: ClubOverride, changed: readonly ChangedItem[]): string[] {
  const own = new Set(base.forms[formId]!.fields.map((field) => field.name));
  const origins = new Map<string, string>();
  (override.forms?.[formId]?.fields ?? []).forEach((field, index) => {
    if (typeof field.name === 'string') origins.set(field.name, `/forms${pointerStep(formId)}/fields/${index}`);
  });
  for (const item of changed) if (item.props === null && typeof item.item.name === 'string') origins.set(item.item.name, item.pointer);
  const actions = new Set([...(SHELL_FORM_ACTIONS[formId] ?? []), ...Object.values(base.pages).flatMap((page) => submitActionsOf(page.body, formId))]);
  const problems: string[] = [];
  for (const field of merged.fields.filter((each) => !own.has(each.name))) {
    for (const action of actions) {
      const operation = formOperation(action);
      const property = operation?.fields[field.name] ?? field.name;
      if (operation && !operation.body.includes(property)) {
        problems.push(
          `${origins.get(field.name) ?? `/forms${pointerStep(formId)}`}: field "${field.name}" is not in the request body of ${operation.label}, which the form "${formId}" sends`,
        );
      }
    }
  }
  return problems;
}

/** The submit actions of every form node of a node list that shows the form. */
function submitActionsOf(nodes: readonly unknown[], formId: string): string[] {
  return nodes.flatMap((node): string[] => {
    if (!isObject(node)) return [];
    const own = node.type === 'form' && node.form === formId && typeof node.submit === 'string' ? [node.submit] : [];
    const lists = Object.values(node).flatMap((value) =>
      Array.isArray(value) ? [value] : isObject(value) && Array.isArray((value as JsonObject).children) ? [(value as JsonObject).children as unknown[]] : [],
    );
    return [...own, ...lists.flatMap((list) => submitActionsOf(list, formId))];
  });
}
