import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { components } from '../../generated/api';
import { DISPLAY_ONLY_INPUTS, FILE_INPUTS, pickListOptions, type DynamicInputType } from '../../domain/dynamic-form-values';
import { dayBounds } from '../../domain/dynamic-form-dates';

export type DynamicFormField = components['schemas']['DynamicFormField'];
export type DynamicFormDefinition = components['schemas']['DynamicFormDefinition'];

/** Files a file field accepts (doc 2 §5: images, pdf, docx, doc, txt, xlsx), as the input's accept list. */
export const FILE_ACCEPT = 'image/*,.pdf,.docx,.doc,.txt,.xlsx';
export const IMAGE_ACCEPT = 'image/*';

/** Keys of the fields the sign-up adds to the club's own ones. */
export const PARTNER_KEY = 'partnerCustomerId';
export const CATEGORY_KEY = 'activityCategoryId';
export const LEGAL_KEY = 'acceptConditions';
export const NEWS_KEY = 'okRss';

/** The grid a field sits in: label columns and control columns out of 12 (col1, col2 of the definition). */
const GRID_COLUMNS = 12;

export interface MappedField {
  /** Property of the JSON Schema (and of rjsf's form data). */
  key: string;
  field: DynamicFormField;
  inputType: DynamicInputType;
  /** Shows something only: never sent. */
  display: boolean;
  file: boolean;
}

export interface MappedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The club's fields in order, with their schema key. */
  fields: MappedField[];
  /** The keys that must be filled, the extra ones (partner, category, legal) included. */
  required: string[];
}

export interface SignUpExtras {
  partner: boolean;
  categories: Array<{ id: number; name?: string | null }>;
  legalChecks: boolean;
  /** The club's today (yyyy-MM-dd): date fields take days from it through their optional last day (doc 3 §9). */
  today?: string;
}

/** A date property with the days it takes (ajv-formats' keywords; form-validator.ts checks them). */
export type DateRangeSchema = RJSFSchema & { formatMinimum?: string; formatMaximum?: string };

const DATE_INPUTS: ReadonlySet<DynamicInputType> = new Set(['Date', 'DateNoTime']);

/** Each input type as a JSON Schema property, and the widget of the design system that draws it (widgets.tsx). */
type TypeMapping = (field: DynamicFormField) => { schema: RJSFSchema; widget: string; options?: Record<string, unknown> };

const text =
  (widget: string, extra: RJSFSchema = {}): TypeMapping =>
  () => ({ schema: { type: 'string', ...extra }, widget });
const shown =
  (widget: string): TypeMapping =>
  (field) => ({ schema: { type: 'string', readOnly: true }, widget, options: { shown: valueText(field.value) } });

const TYPE_MAPPINGS: Record<DynamicInputType, TypeMapping> = {
  Label: shown('czLabel'),
  Href: shown('czHref'),
  Image: shown('czImage'),
  Html: shown('czHtml'),
  HtmlText: shown('czHtml'),
  LabelPassword: shown('czLabelPassword'),
  ColorLabel: shown('czColorLabel'),
  PickListLabel: shown('czLabel'),
  Text: text('czText'),
  TextArea: text('czTextarea'),
  Password: text('czPassword'),
  Email: text('czEmail', { format: 'email' }),
  Hidden: text('hidden'),
  Date: (field) => ({ schema: { type: 'string', format: 'club-date-time' }, widget: 'czDateTime', options: lastDayOf(field) }),
  DateNoTime: (field) => ({ schema: { type: 'string', format: 'date' }, widget: 'czDate', options: lastDayOf(field) }),
  HourPicker: text('czHour', { format: 'hour' }),
  ColorPicker: text('czColor', { format: 'color' }),
  Currency: text('czCurrency', { format: 'amount' }),
  CheckBox: () => ({ schema: { type: 'boolean' }, widget: 'czCheckbox' }),
  Picklist: (field) => ({ schema: { type: 'string', enum: pickListOptions(field.column?.pickListValues) }, widget: 'czSelect' }),
  Lookup: (field) => ({
    schema: { type: 'string' },
    widget: 'czLookup',
    options: { controller: field.column?.lookupController ?? '', displayField: field.column?.lookupDisplayField ?? 'name' },
  }),
  FileLoader: () => ({ schema: { type: 'string' }, widget: 'czFiles', options: { accept: FILE_ACCEPT, multiple: true } }),
  ImageLoader: () => ({ schema: { type: 'string' }, widget: 'czFiles', options: { accept: IMAGE_ACCEPT, multiple: true } }),
};

/**
 * A definition whose pick list repeats an option (the dynamic form's choice items, like radio pills, must have
 * unique values: doc 3 §5.2) is refused: the first repeat, where it is in the definition, or undefined.
 */
export function repeatedPickListOption(definition: DynamicFormDefinition | null | undefined): { path: string; value: string; field: string } | undefined {
  for (const [index, field] of (definition?.fields ?? []).entries()) {
    if (inputTypeOf(field) !== 'Picklist') continue;
    const options = pickListOptions(field.column?.pickListValues);
    const repeated = options.find((option, position) => options.indexOf(option) !== position);
    if (repeated !== undefined) return { path: `/fields/${index}/column/pickListValues`, value: repeated, field: field.label ?? field.name ?? String(field.id) };
  }
  return undefined;
}

/** A date field's last day for its picker, when the definition gives one. */
function lastDayOf(field: DynamicFormField): Record<string, unknown> | undefined {
  return field.column?.maxDate ? { maxDate: field.column.maxDate } : undefined;
}

function valueText(value: DynamicFormField['value']): string {
  return value === null || value === undefined ? '' : String(value);
}

function inputTypeOf(field: DynamicFormField): DynamicInputType {
  const declared = field.column?.inputType;
  if (declared) return declared;
  return field.isFile ? 'FileLoader' : 'Text';
}

/** col1 / col2 kept inside 1–12 (a missing or odd width falls back to a label of 4 and a control of 8). */
function gridOf(field: DynamicFormField): { col1: number; col2: number } {
  const clamp = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= GRID_COLUMNS ? value : fallback;
  return { col1: clamp(field.col1, 4), col2: clamp(field.col2, 8) };
}

/** The initial value of a field in rjsf's form data. */
function initialValue(inputType: DynamicInputType, field: DynamicFormField): unknown {
  if (inputType === 'CheckBox') return field.value === true || field.value === 'true';
  if (DISPLAY_ONLY_INPUTS.has(inputType) || FILE_INPUTS.has(inputType)) return undefined;
  const value = valueText(field.value);
  if (inputType === 'Picklist' && !pickListOptions(field.column?.pickListValues).includes(value)) return undefined;
  return value === '' ? undefined : value;
}

/**
 * The server's form definition (dynamicforms/form-def) as a JSON Schema and uiSchema for @rjsf/core: one property
 * per field in the definition's order, its input type as one of our widgets, col1/col2 as the row's grid, and
 * the partner, category and legal-conditions fields the sign-up adds, all three required when present.
 */
export function toRjsfForm(definition: DynamicFormDefinition | null | undefined, extras: SignUpExtras): MappedForm & { formData: Record<string, unknown> } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  const formData: Record<string, unknown> = {};
  const fields: MappedField[] = (definition?.fields ?? []).map((field, index) => {
    const inputType = inputTypeOf(field);
    return { key: `field${index}`, field, inputType, display: DISPLAY_ONLY_INPUTS.has(inputType), file: FILE_INPUTS.has(inputType) || field.isFile === true };
  });

  for (const mapped of fields) {
    const { field, inputType, key } = mapped;
    const { schema, widget, options } = TYPE_MAPPINGS[inputType](field);
    const range: DateRangeSchema = {};
    if (extras.today && DATE_INPUTS.has(inputType)) {
      const bounds = dayBounds(extras.today, field.column?.maxDate);
      range.formatMinimum = bounds.min;
      if (bounds.max) range.formatMaximum = bounds.max;
    }
    properties[key] = { ...schema, ...range, title: field.label ?? field.name };
    uiSchema[key] = { 'ui:widget': widget, 'ui:options': { ...options, ...gridOf(field), inputType } };
    const value = initialValue(inputType, field);
    if (value !== undefined) formData[key] = value;
    if (field.required === true && !mapped.display) required.push(key);
  }

  if (extras.partner) {
    properties[PARTNER_KEY] = { type: 'integer', title: 'partner' };
    uiSchema[PARTNER_KEY] = { 'ui:widget': 'czPartner', 'ui:options': { col1: 4, col2: 8, labelKey: 'activities.partner' } };
    required.push(PARTNER_KEY);
  }
  if (extras.categories.length > 0) {
    properties[CATEGORY_KEY] = { type: 'integer', title: 'category', enum: extras.categories.map((category) => category.id) };
    uiSchema[CATEGORY_KEY] = {
      'ui:widget': 'czSelect',
      'ui:options': { col1: 4, col2: 8, labelKey: 'activities.category', enumNames: extras.categories.map((category) => category.name ?? String(category.id)) },
    };
    required.push(CATEGORY_KEY);
  }
  properties[NEWS_KEY] = { type: 'boolean', title: 'news' };
  uiSchema[NEWS_KEY] = { 'ui:widget': 'czCheckbox', 'ui:options': { col1: 0, col2: 12, labelKey: 'activities.okRss' } };
  formData[NEWS_KEY] = false;
  if (extras.legalChecks) {
    properties[LEGAL_KEY] = { type: 'boolean', title: 'legal' };
    uiSchema[LEGAL_KEY] = { 'ui:widget': 'czLegal', 'ui:options': { col1: 0, col2: 12, labelKey: 'activities.acceptConditions', legal: true } };
    formData[LEGAL_KEY] = false;
    required.push(LEGAL_KEY);
  }

  return { schema: { type: 'object', properties, required }, uiSchema, fields, required, formData };
}
