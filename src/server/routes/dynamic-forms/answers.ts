import type { DynamicFormField, DynamicFormInputType } from '../../db/schema';
import type { SubmittedField } from './submission';

import type { MessageKey } from '../../i18n/messages';

export const FIELD_REQUIRED: MessageKey = 'forms.fieldRequired';

/** Input types that only display something: nothing is typed into them, so they are never "missing". */
const DISPLAY_ONLY: ReadonlySet<DynamicFormInputType> = new Set(['Label', 'Href', 'Html', 'HtmlText', 'LabelPassword', 'ColorLabel', 'PickListLabel', 'Image']);
const FILE_INPUTS: ReadonlySet<DynamicFormInputType> = new Set(['FileLoader', 'ImageLoader']);

const isFileField = (field: DynamicFormField) => field.isFile === true || (field.column ? FILE_INPUTS.has(field.column.inputType) : false);

/** The submitted value of a form field, matched by id (or by name when the client sent no matching id). */
function submittedValue(field: DynamicFormField, submitted: SubmittedField[]): string | null {
  const byId = submitted.find((each) => each.id === String(field.id));
  const found = byId ?? submitted.find((each) => each.name !== null && each.name === field.name);
  return found?.value ?? null;
}

export interface CheckedAnswers {
  /** Field name → value, for the fields the form defines (anything else sent is ignored). */
  answers: Record<string, string | null>;
  /** Field name → the message key of "The field is required", for each required field left empty. */
  errors: Record<string, MessageKey>;
}

/** A required checkbox must be ticked; a required file field needs a file or a value naming one. */
export function checkAnswers(fields: DynamicFormField[], submitted: SubmittedField[], filesSent: number): CheckedAnswers {
  const answers: CheckedAnswers['answers'] = {};
  const errors: CheckedAnswers['errors'] = {};
  for (const field of fields) {
    const value = submittedValue(field, submitted);
    const inputType = field.column?.inputType;
    if (inputType && DISPLAY_ONLY.has(inputType)) continue;
    answers[field.name] = value;
    if (field.required !== true) continue;
    const blank = value === null || value.trim() === '' || (inputType === 'CheckBox' && value.trim().toLowerCase() !== 'true');
    const missing = isFileField(field) ? blank && filesSent === 0 : blank;
    if (missing) errors[field.name] = FIELD_REQUIRED;
  }
  return { answers, errors };
}

/** The form field files are filed under: its file field when it has one. */
export function fileFieldName(fields: DynamicFormField[], part: string): string {
  return fields.find(isFileField)?.name ?? part;
}
