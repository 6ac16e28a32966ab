import type { components } from '../../generated/api';

export type CustomField = components['schemas']['CustomField'];
export type CustomFieldInput = string | boolean;

/** A pick list's options: the comma-separated values, trimmed, without blanks (doc 1 §2.16). */
export function pickListOptions(values: string | null | undefined): string[] {
  return (values ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

/** What the input starts with: a checkbox holds a boolean (or "true"/"false"), the rest text. */
export function initialInput(field: CustomField): CustomFieldInput {
  if (field.fieldType === 'bool') return field.value === true || field.value === 'true';
  return field.value === null || field.value === undefined ? '' : String(field.value);
}

/** The values to save; an empty text clears the field. */
export function customFieldValues(fields: readonly CustomField[], inputs: Readonly<Record<number, CustomFieldInput>>) {
  return fields.map((field) => {
    const input = inputs[field.customFieldId ?? -1] ?? initialInput(field);
    return {
      customFieldId: field.customFieldId ?? -1,
      name: field.name ?? null,
      value: typeof input === 'boolean' ? input : input.trim() === '' ? null : input.trim(),
    };
  });
}
