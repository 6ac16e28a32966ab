import type { FormFile } from '../generated/schemas/manifest';

/** The field widget that draws a field's options as radio pills (src/sections/form/RadioPills.tsx). */
const RADIO_PILLS_WIDGET = 'radioPills';

/** A value a radio-pill group repeats, where (a JSON pointer into the form file) and which option it repeats. */
export interface RepeatedPill {
  path: string;
  value: string | number;
  firstPath: string;
}

/**
 * Radio pill items must have unique values (doc 3 §5.2): two pills with one value cannot be told apart once
 * chosen, and the browser ticks both. Every repeat of a form's radio-pill fields, in field order; values compare
 * as text, as the browser's radio inputs hold them ("1" and 1 are one value).
 */
export function repeatedRadioPills(form: Pick<FormFile, 'fields'>): RepeatedPill[] {
  const repeats: RepeatedPill[] = [];
  form.fields.forEach((field, fieldIndex) => {
    if (field.widget !== RADIO_PILLS_WIDGET) return;
    const seen = new Map<string, number>();
    (field.options ?? []).forEach((option, optionIndex) => {
      const key = String(option.value);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, optionIndex);
      else repeats.push({ path: `/fields/${fieldIndex}/options/${optionIndex}/value`, value: option.value, firstPath: `/fields/${fieldIndex}/options/${first}/value` });
    });
  });
  return repeats;
}

/** The refusal the engine shows in place of such a form, naming the file, the path and the repeated value. */
export function repeatedPillMessage(formId: string, repeat: RepeatedPill): string {
  return `Form "${formId}": radio pill value ${JSON.stringify(repeat.value)} at forms/${formId}.json#${repeat.path} repeats #${repeat.firstPath} (radio pill items must have unique values)`;
}
