import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SUPPORTED_LANGUAGES, type Language } from '../../i18n/languages';
import { baseShellManifest } from '../../engine/manifest';
import { buildShellManifest } from '../../engine/club-manifest';
import type { ClubOverride, FormFile, MenuEntry } from '../../generated/schemas/manifest';
import { operationBodies } from '../../generated/operation-bodies';
import registerFormJson from '../../../manifest/forms/register.json';

// The club's settings page edits a club's file (schemas/manifest.schema.json#clubOverride) through one form limited
// to what a club may change. Every change is written as a change by id (src/manifest-overrides/changes.ts), so the
// rest of the file is kept as it was.

type Json = Record<string, unknown>;
type Texts = Partial<Record<Language, string>>;
type FieldUse = 'hidden' | 'optional' | 'required';

export interface Look {
  buttonsColor?: string | null;
  footerColor?: string | null;
  logo?: string | null;
  banner?: string | null;
}

/** The form's data: what rjsf edits. */
export interface SettingsForm {
  home: Record<string, boolean>;
  homeOrder: string[];
  menu: Record<string, boolean>;
  tabBar: Record<string, boolean>;
  tabBarOrder: string[];
  texts: Record<string, Texts>;
  registration: Record<string, FieldUse>;
  look: Look;
}

/** What the form offers, with the message key (or plain name) of each item's label. */
export interface SettingsCatalog {
  home: { id: string; label: string }[];
  menu: { id: string; label: string }[];
  tabBar: { id: string; label: string }[];
  registration: { name: string; label: string; added: boolean }[];
}

const REGISTER_SCOPE = 'forms/register';
const registerForm = registerFormJson as unknown as FormFile;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The override without anything it hides, so that every item the club could show again is listed. */
function withoutHiding(override: ClubOverride): ClubOverride {
  const copy = clone(override) as Json;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      delete value.hidden;
      Object.values(value).forEach(visit);
    }
  };
  visit(copy);
  return copy as ClubOverride;
}

const labelled = (entries: readonly MenuEntry[]) => entries.filter((entry) => typeof entry.label === 'string' && entry.widget === undefined);

/** The sections and entries a club may turn on or off, in the order the override gives them. */
export function settingsCatalog(override: ClubOverride): SettingsCatalog {
  const all = buildShellManifest(baseShellManifest, withoutHiding(override));
  const contractFields = operationBodies.registerCustomer ?? [];
  const baseFields = registerForm.fields;
  const required = (name: string) => baseFields.some((field) => field.name === name && (field.rules ?? []).some((rule) => rule.rule === 'required'));
  return {
    home: all.home.sections.map((section) => ({ id: section.id, label: `clubSettings.section.${section.id}` })),
    menu: labelled(all.header.entries).map((entry) => ({ id: entry.id, label: entry.label! })),
    tabBar: labelled(all.footer.mobile).map((entry) => ({ id: entry.id, label: entry.label! })),
    registration: [
      // The fields the server cannot do without stay as they are.
      ...baseFields.filter((field) => !required(field.name)).map((field) => ({ name: field.name, label: field.label ?? field.name, added: false })),
      // A field the contract's registration body declares and the form lacks: the club may add it.
      ...contractFields.filter((name) => !baseFields.some((field) => field.name === name)).map((name) => ({ name, label: `fields.${name}`, added: true })),
    ],
  };
}

const changesOf = (override: ClubOverride): Record<string, Json> => (isRecord((override as Json).changes) ? ((override as Json).changes as Record<string, Json>) : {});

/** The form's data as the club's file and look are now. */
export function formDataOf(override: ClubOverride, look: Look, catalog: SettingsCatalog): SettingsForm {
  const shown = buildShellManifest(baseShellManifest, override);
  const changes = changesOf(override);
  const homeShown = new Set(shown.home.sections.map((section) => section.id));
  const menuShown = new Set(shown.header.entries.map((entry) => entry.id));
  const tabShown = new Set(shown.footer.mobile.map((entry) => entry.id));
  const texts: Record<string, Texts> = {};
  for (const [scope, entries] of [
    ['header', catalog.menu],
    ['footer/mobile', catalog.tabBar],
  ] as const) {
    for (const { id } of entries) {
      const label = changes[`${scope}#${id}`]?.label;
      texts[`${scope}#${id}`] = isRecord(label) ? (label as Texts) : {};
    }
  }
  const registration: Record<string, FieldUse> = {};
  for (const field of catalog.registration) registration[field.name] = fieldUse(override, field.name, field.added);
  return {
    home: Object.fromEntries(catalog.home.map(({ id }) => [id, homeShown.has(id)])),
    homeOrder: catalog.home.map(({ id }) => id),
    menu: Object.fromEntries(catalog.menu.map(({ id }) => [id, menuShown.has(id)])),
    tabBar: Object.fromEntries(catalog.tabBar.map(({ id }) => [id, tabShown.has(id)])),
    tabBarOrder: catalog.tabBar.map(({ id }) => id),
    texts,
    registration,
    look: { ...look },
  };
}

function fieldUse(override: ClubOverride, name: string, added: boolean): FieldUse {
  const change = changesOf(override)[`${REGISTER_SCOPE}#${name}`];
  const legacy = override.forms?.register?.fields?.find((field) => field.name === name);
  if (change?.hidden === true || legacy?.hidden === true || (added && !change?.add && !legacy)) return 'hidden';
  const rules = (isRecord(change?.props) ? (change.props as Json).rules : undefined) ?? (isRecord(change?.add) ? (change.add as Json).rules : undefined) ?? legacy?.rules;
  return Array.isArray(rules) && rules.some((rule) => isRecord(rule) && rule.rule === 'required') ? 'required' : 'optional';
}

/** Removes the item's legacy `hidden` (an override array's entry), so a change can show it again. */
function unhideLegacy(items: unknown, key: 'id' | 'name', id: string): void {
  if (!Array.isArray(items)) return;
  for (const item of items) if (isRecord(item) && item[key] === id) delete item.hidden;
}

/** Sets or clears one property of a change, dropping a change left empty. */
function setChange(changes: Record<string, Json>, address: string, property: string, value: unknown): void {
  const change = { ...(changes[address] ?? {}) };
  if (value === undefined) delete change[property];
  else change[property] = value;
  if (Object.keys(change).length === 0) delete changes[address];
  else changes[address] = change;
}

/**
 * The club's file with the form's data written into it as changes by id (everything else kept), and the look.
 * `hasMessage` tells whether a message key exists, for the label of a field the club adds.
 */
export function draftOf(form: SettingsForm, previous: ClubOverride, catalog: SettingsCatalog, hasMessage: (key: string) => boolean): { override: ClubOverride; look: Look } {
  const override = clone(previous) as Json & ClubOverride;
  const changes: Record<string, Json> = { ...changesOf(override) };
  const before = formDataOf(previous, {}, catalog);
  // Only what the form changes is written: an item hidden already stays hidden the way the file hides it.
  const showOrHide = (scope: string, legacy: unknown, key: 'id' | 'name', id: string, shown: boolean, wasShown: boolean) => {
    if (shown === wasShown) return;
    const address = `${scope}#${id}`;
    if (shown) {
      unhideLegacy(legacy, key, id);
      setChange(changes, address, 'hidden', undefined);
    } else setChange(changes, address, 'hidden', true);
  };
  for (const { id } of catalog.home) showOrHide('home', override.home?.sections, 'id', id, form.home[id] !== false, before.home[id] !== false);
  for (const { id } of catalog.menu) showOrHide('header', override.header?.entries, 'id', id, form.menu[id] !== false, before.menu[id] !== false);
  for (const { id } of catalog.tabBar) showOrHide('footer/mobile', override.footer?.mobile, 'id', id, form.tabBar[id] !== false, before.tabBar[id] !== false);
  setChange(changes, 'home', 'order', sameOrder(form.homeOrder, catalog.home) ? undefined : form.homeOrder);
  setChange(changes, 'footer/mobile', 'order', sameOrder(form.tabBarOrder, catalog.tabBar) ? undefined : form.tabBarOrder);

  for (const [address, texts] of Object.entries(form.texts)) {
    const given = Object.fromEntries(SUPPORTED_LANGUAGES.flatMap((language) => (texts[language]?.trim() ? [[language, texts[language]!.trim()]] : [])));
    const current = changes[address]?.label;
    if (Object.keys(given).length > 0) setChange(changes, address, 'label', given);
    else if (isRecord(current)) setChange(changes, address, 'label', undefined);
  }

  for (const field of catalog.registration) {
    const address = `${REGISTER_SCOPE}#${field.name}`;
    const use = form.registration[field.name] ?? 'optional';
    const rules = use === 'required' ? [{ rule: 'required' }] : undefined;
    if (field.added) {
      if (use === 'hidden') delete changes[address];
      else {
        const add: Json = { widget: 'text', ...(rules ? { rules } : {}) };
        // Its words: the portal's own when it has them, else its name as a text of the club's.
        const name = field.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
        const label = changes[address]?.label ?? (hasMessage(field.label) ? field.label : { 'en-US': name.charAt(0).toUpperCase() + name.slice(1) });
        changes[address] = { ...changes[address], add: { ...(isRecord(changes[address]?.add) ? changes[address]!.add : {}), ...add, ...(rules ? {} : { rules: [] }) }, label };
      }
      continue;
    }
    showOrHide(REGISTER_SCOPE, override.forms?.register?.fields, 'name', field.name, use !== 'hidden', before.registration[field.name] !== 'hidden');
    if (use === 'hidden' || (use === 'required') === (before.registration[field.name] === 'required')) continue;
    const props = { ...(isRecord(changes[address]?.props) ? (changes[address]!.props as Json) : {}) };
    props.rules = rules ?? [];
    setChange(changes, address, 'props', props);
  }

  if (Object.keys(changes).length > 0) override.changes = changes as ClubOverride['changes'];
  else delete override.changes;
  const look = Object.fromEntries(Object.entries(form.look).filter(([, value]) => typeof value === 'string' && value !== '')) as Look;
  return { override, look };
}

const sameOrder = (order: readonly string[], items: readonly { id: string }[]) => order.length === items.length && order.every((id, index) => items[index]!.id === id);

/** What rjsf draws: the schema (titles are message keys, put in the page's language by `translate`) and its uiSchema. */
export function settingsSchema(catalog: SettingsCatalog, translate: (key: string) => string): { schema: RJSFSchema; uiSchema: UiSchema } {
  const switches = (title: string, items: readonly { id: string; label: string }[]): RJSFSchema => ({
    type: 'object',
    title: translate(title),
    properties: Object.fromEntries(items.map((item) => [item.id, { type: 'boolean', title: translate(item.label) }])),
  });
  const order = (title: string, items: readonly { id: string; label: string }[]): RJSFSchema => ({
    type: 'array',
    title: translate(title),
    items: { type: 'string', enum: items.map((item) => item.id) },
  });
  const languageNames = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, translate(`languages.${language}`)]));
  const textItems = [
    ...catalog.menu.map((entry) => ({ address: `header#${entry.id}`, label: entry.label })),
    ...catalog.tabBar.map((entry) => ({ address: `footer/mobile#${entry.id}`, label: entry.label })),
  ];
  const colour = (title: string): RJSFSchema => ({ type: 'string', title: translate(title), pattern: '^#[0-9A-Fa-f]{6}$' });
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      home: switches('clubSettings.homeSections', catalog.home),
      homeOrder: order('clubSettings.homeOrder', catalog.home),
      menu: switches('clubSettings.menu', catalog.menu),
      tabBar: switches('clubSettings.tabBar', catalog.tabBar),
      tabBarOrder: order('clubSettings.tabBarOrder', catalog.tabBar),
      texts: {
        type: 'object',
        title: translate('clubSettings.texts'),
        properties: Object.fromEntries(
          textItems.map((item) => [
            item.address,
            {
              type: 'object',
              title: translate(item.label),
              properties: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, { type: 'string', title: languageNames[language] }])),
            },
          ]),
        ),
      },
      registration: {
        type: 'object',
        title: translate('clubSettings.registration'),
        properties: Object.fromEntries(
          catalog.registration.map((field) => [
            field.name,
            {
              type: 'string',
              title: translate(field.label),
              enum: ['hidden', 'optional', 'required'],
            } as RJSFSchema,
          ]),
        ),
      },
      look: {
        type: 'object',
        title: translate('clubSettings.look'),
        properties: {
          buttonsColor: colour('clubSettings.buttonsColor'),
          footerColor: colour('clubSettings.footerColor'),
          logo: { type: 'string', title: translate('clubSettings.logo') },
          banner: { type: 'string', title: translate('clubSettings.banner') },
        },
      },
    },
  };
  const orderUi = (items: readonly { label: string }[]) => ({
    'ui:options': { addable: false, removable: false, orderable: true, copyable: false },
    items: { 'ui:widget': 'orderLabel', 'ui:enumNames': items.map((item) => translate(item.label)) },
  });
  const fieldUses = ['clubSettings.fieldHidden', 'clubSettings.fieldOptional', 'clubSettings.fieldRequired'].map(translate);
  const uiSchema: UiSchema = {
    homeOrder: orderUi(catalog.home),
    tabBarOrder: orderUi(catalog.tabBar),
    texts: { 'ui:options': { collapsed: true } },
    registration: Object.fromEntries(catalog.registration.map((field) => [field.name, { 'ui:widget': 'czSelect', 'ui:enumNames': fieldUses }])),
    look: {
      buttonsColor: { 'ui:widget': 'czColor' },
      footerColor: { 'ui:widget': 'czColor' },
      logo: { 'ui:widget': 'clubImage', 'ui:options': { kind: 'logo' } },
      banner: { 'ui:widget': 'clubImage', 'ui:options': { kind: 'banner' } },
    },
  };
  return { schema, uiSchema };
}
