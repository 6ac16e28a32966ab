import type { FormField } from '../../generated/schemas/manifest';
import { NO_SELECTION, type FieldValue, type FormValues } from '../../engine/validation';

function emptyValueFor(field: FormField): FieldValue {
  if (field.widget === 'checkbox') return false;
  if (field.widget === 'select') return NO_SELECTION;
  return '';
}

function isFieldValue(value: unknown): value is FieldValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Starting values: the data the page loaded, else the field's default, else empty. */
export function initialFormValues(fields: readonly FormField[], source: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const loaded = source[field.name];
      if (isFieldValue(loaded) && loaded !== null) return [field.name, loaded];
      return [field.name, field.defaultValue ?? emptyValueFor(field)];
    }),
  );
}
