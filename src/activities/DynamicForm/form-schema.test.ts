import { describe, expect, it } from 'vitest';
import { DYNAMIC_INPUT_TYPES, type DynamicInputType } from '../../domain/dynamic-form-values';
import { CATEGORY_KEY, FILE_ACCEPT, IMAGE_ACCEPT, LEGAL_KEY, PARTNER_KEY, toRjsfForm, type DynamicFormField } from './form-schema';
import { createFormValidator, formProblems } from './form-validator';

const field = (inputType: DynamicInputType, extra: Partial<DynamicFormField> = {}): DynamicFormField => ({
  id: 1,
  name: inputType.toLowerCase(),
  label: `${inputType} label`,
  required: false,
  col1: 3,
  col2: 9,
  column: { inputType },
  ...extra,
});
const NO_EXTRAS = { partner: false, categories: [], legalChecks: false };
const one = (inputType: DynamicInputType, extra: Partial<DynamicFormField> = {}) => {
  const form = toRjsfForm({ fields: [field(inputType, extra)] }, NO_EXTRAS);
  return { form, schema: form.schema.properties!.field0 as Record<string, unknown>, ui: form.uiSchema.field0 as Record<string, unknown> };
};

// Every input type of doc 2 §3: the schema property, the widget of our registry and what it carries.
const EXPECTED: Record<DynamicInputType, { schema: Record<string, unknown>; widget: string; options?: Record<string, unknown> }> = {
  Label: { schema: { type: 'string', readOnly: true }, widget: 'czLabel', options: { shown: 'shown text' } },
  Href: { schema: { type: 'string', readOnly: true }, widget: 'czHref', options: { shown: 'shown text' } },
  Image: { schema: { type: 'string', readOnly: true }, widget: 'czImage', options: { shown: 'shown text' } },
  Html: { schema: { type: 'string', readOnly: true }, widget: 'czHtml', options: { shown: 'shown text' } },
  HtmlText: { schema: { type: 'string', readOnly: true }, widget: 'czHtml', options: { shown: 'shown text' } },
  LabelPassword: { schema: { type: 'string', readOnly: true }, widget: 'czLabelPassword', options: { shown: 'shown text' } },
  ColorLabel: { schema: { type: 'string', readOnly: true }, widget: 'czColorLabel', options: { shown: 'shown text' } },
  PickListLabel: { schema: { type: 'string', readOnly: true }, widget: 'czLabel', options: { shown: 'shown text' } },
  Text: { schema: { type: 'string' }, widget: 'czText' },
  TextArea: { schema: { type: 'string' }, widget: 'czTextarea' },
  Password: { schema: { type: 'string' }, widget: 'czPassword' },
  Email: { schema: { type: 'string', format: 'email' }, widget: 'czEmail' },
  Hidden: { schema: { type: 'string' }, widget: 'hidden' },
  Date: { schema: { type: 'string', format: 'club-date-time' }, widget: 'czDateTime' },
  DateNoTime: { schema: { type: 'string', format: 'date' }, widget: 'czDate' },
  HourPicker: { schema: { type: 'string', format: 'hour' }, widget: 'czHour' },
  ColorPicker: { schema: { type: 'string', format: 'color' }, widget: 'czColor' },
  Currency: { schema: { type: 'string', format: 'amount' }, widget: 'czCurrency' },
  CheckBox: { schema: { type: 'boolean' }, widget: 'czCheckbox' },
  Picklist: { schema: { type: 'string', enum: ['S', 'M', 'L'] }, widget: 'czSelect' },
  Lookup: { schema: { type: 'string' }, widget: 'czLookup', options: { controller: 'customers', displayField: 'surname' } },
  FileLoader: { schema: { type: 'string' }, widget: 'czFiles', options: { accept: FILE_ACCEPT, multiple: true } },
  ImageLoader: { schema: { type: 'string' }, widget: 'czFiles', options: { accept: IMAGE_ACCEPT, multiple: true } },
};

describe('toRjsfForm', () => {
  it.each(DYNAMIC_INPUT_TYPES)('maps %s to its schema property and widget, with the label and the col1/col2 grid', (inputType) => {
    const display = ['Label', 'Href', 'Image', 'Html', 'HtmlText', 'LabelPassword', 'ColorLabel', 'PickListLabel'].includes(inputType);
    const { schema, ui } = one(inputType, {
      value: display ? 'shown text' : null,
      column: { inputType, pickListValues: 'S, M,,L', lookupController: 'customers', lookupDisplayField: 'surname' },
    });
    const expected = EXPECTED[inputType];
    expect(schema).toEqual({ ...expected.schema, title: `${inputType} label` });
    expect(ui['ui:widget']).toBe(expected.widget);
    expect(ui['ui:options']).toEqual({ ...expected.options, col1: 3, col2: 9, inputType });
  });

  it('requires required fields, never a display-only one, and starts from the definition values', () => {
    const form = toRjsfForm(
      {
        fields: [
          field('Text', { name: 'a', required: true, value: 'preset' }),
          field('Label', { name: 'b', required: true, value: 'Read me' }),
          field('CheckBox', { name: 'c', value: 'true' }),
          field('Picklist', { name: 'd', value: 'XL', column: { inputType: 'Picklist', pickListValues: 'S,M' } }),
        ],
      },
      NO_EXTRAS,
    );
    expect(form.required).toEqual(['field0']);
    expect(form.formData).toEqual({ field0: 'preset', field2: true, okRss: false });
  });

  it('falls back to a 4 + 8 grid for a missing or impossible col1/col2, and to Text or FileLoader without a column', () => {
    const form = toRjsfForm({ fields: [field('Text', { col1: 0, col2: 40, column: null }), field('Text', { col1: null, col2: null, column: null, isFile: true })] }, NO_EXTRAS);
    expect(form.uiSchema.field0['ui:options']).toMatchObject({ col1: 4, col2: 8, inputType: 'Text' });
    expect(form.uiSchema.field1['ui:options']).toMatchObject({ inputType: 'FileLoader' });
  });

  it('adds the partner, the category choice and the legal conditions, all required', () => {
    const form = toRjsfForm(
      { fields: [] },
      {
        partner: true,
        categories: [
          { id: 7, name: 'Mixed' },
          { id: 8, name: 'Open' },
        ],
        legalChecks: true,
      },
    );
    expect(form.required).toEqual([PARTNER_KEY, CATEGORY_KEY, LEGAL_KEY]);
    expect(form.schema.properties![CATEGORY_KEY]).toMatchObject({ type: 'integer', enum: [7, 8] });
    expect(form.uiSchema[CATEGORY_KEY]['ui:options']).toMatchObject({ enumNames: ['Mixed', 'Open'] });
    expect(form.uiSchema[PARTNER_KEY]['ui:widget']).toBe('czPartner');
  });
});

describe('the eval-free form validator', () => {
  const form = toRjsfForm(
    {
      fields: [
        field('Text', { name: 'name', required: true }),
        field('DateNoTime', { name: 'birth' }),
        field('Picklist', { name: 'size', column: { inputType: 'Picklist', pickListValues: 'S,M' } }),
        field('Email', { name: 'mail' }),
        field('CheckBox', { name: 'agree', required: true }),
      ],
    },
    { partner: true, categories: [{ id: 7, name: 'Mixed' }], legalChecks: true },
  );
  const validator = createFormValidator((key) => `t:${key}`);

  it('names every missing required field and the legal conditions, in field order', () => {
    const { errors, errorSchema } = validator.validateFormData({ okRss: false, acceptConditions: false }, form.schema);
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['.field0', 't:dynamicForm.fieldRequired'],
      ['.field4', 't:dynamicForm.fieldRequired'],
      ['.partnerCustomerId', 't:dynamicForm.fieldRequired'],
      ['.activityCategoryId', 't:dynamicForm.fieldRequired'],
      ['.acceptConditions', 't:dynamicForm.acceptLegal'],
    ]);
    expect(errorSchema.acceptConditions?.__errors).toEqual(['t:dynamicForm.acceptLegal']);
  });

  it('refuses a wrong date, option, e-mail and category, and accepts a complete form', () => {
    const wrong = { field0: 'Ana', field1: '2026-13-01', field2: 'XL', field3: 'ana@', field4: true, partnerCustomerId: 5, activityCategoryId: 99, acceptConditions: true };
    expect(formProblems(form.schema, wrong).map((problem) => [problem.key, problem.message])).toEqual([
      ['field1', 'dynamicForm.invalidDate'],
      ['field2', 'dynamicForm.notAnOption'],
      ['field3', 'dynamicForm.invalidEmail'],
      ['activityCategoryId', 'dynamicForm.notAnOption'],
    ]);
    const right = { ...wrong, field1: '2016-05-31', field2: 'M', field3: 'ana@demo.club', activityCategoryId: 7 };
    expect(validator.isValid(form.schema, right, form.schema)).toBe(true);
    expect(validator.validateFormData(right, form.schema).errors).toEqual([]);
  });

  it('adds what a custom validation reports, as rjsf expects of a validator', () => {
    const { errors } = validator.validateFormData({ field0: 'Ana' }, { type: 'object', properties: { field0: { type: 'string' } } }, (data, handler) => {
      handler.field0?.addError('server says no');
      return handler;
    });
    expect(errors.map((error) => error.message)).toContain('server says no');
  });
});
