import type { DynamicFormField } from '../../db/schema';
import { DISPLAY_ONLY_INPUTS, FILE_INPUTS, isBlankValue, valueProblem, type ValueProblem } from '../../../domain/dynamic-form-values';
import { dayBounds, dayOutOfBounds } from '../../../domain/dynamic-form-dates';
import type { FileKind } from './file-types';
import type { SubmittedField } from './submission';

import type { MessageKey } from '../../i18n/messages';

export const FIELD_REQUIRED: MessageKey = 'forms.fieldRequired';

/** The words of each value problem (src/domain/dynamic-form-values.ts) in the server's messages. */
const PROBLEM_MESSAGE: Record<ValueProblem, MessageKey> = {
  invalidDate: 'forms.invalidDate',
  invalidDateTime: 'forms.invalidDateTime',
  invalidEmail: 'forms.invalidEmail',
  notAnOption: 'forms.notAnOption',
  invalidAmount: 'forms.invalidAmount',
  invalidHour: 'forms.invalidHour',
  invalidColor: 'forms.invalidColor',
  invalidCheck: 'forms.invalidCheck',
  tooLong: 'forms.tooLong',
};

/** Input types whose answer is a day (with a time for Date): it must fall within the field's days. */
const DAY_INPUTS = new Set(['Date', 'DateNoTime']);

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
  /** Field name → the message key of its problem: "The field is required", or the value not fitting the field's type. */
  errors: Record<string, MessageKey>;
}

/**
 * Checks each answer against its field: a required one must be given (a required checkbox ticked, a required
 * file field sent a file or a value naming one), and a given one must fit its type (doc 2 §5). With `today` (the
 * club's calendar day, yyyy-MM-dd), a date field's day must also be one its picker offers: from today through
 * the field's maxDate (doc 3 §9), as the portal checks it (src/domain/dynamic-form-dates.ts).
 */
export function checkAnswers(fields: DynamicFormField[], submitted: SubmittedField[], filesSent: number, today?: string): CheckedAnswers {
  const answers: CheckedAnswers['answers'] = {};
  const errors: CheckedAnswers['errors'] = {};
  for (const field of fields) {
    const value = submittedValue(field, submitted);
    const inputType = field.column?.inputType;
    if (inputType && DISPLAY_ONLY_INPUTS.has(inputType)) continue;
    answers[field.name] = value;
    const blank = isBlankValue(inputType, value);
    if (field.required === true && (isFileField(field) ? blank && filesSent === 0 : blank)) {
      errors[field.name] = FIELD_REQUIRED;
      continue;
    }
    if (value === null || value.trim() === '' || isFileField(field)) continue;
    const problem = valueProblem(inputType, value.trim(), field.column?.pickListValues);
    const outside =
      !problem && today !== undefined && inputType && DAY_INPUTS.has(inputType) ? dayOutOfBounds(value.trim().slice(0, 10), dayBounds(today, field.column?.maxDate)) : undefined;
    if (problem) errors[field.name] = PROBLEM_MESSAGE[problem];
    else if (outside) errors[field.name] = outside === 'dateTooEarly' ? 'forms.dateTooEarly' : 'forms.dateTooLate';
    else answers[field.name] = value.trim();
  }
  return { answers, errors };
}

/**
 * A Lookup answer (a row id by now) must name a row of its field's look-up list, which only the database can
 * tell (`rowExists`); one that does not is "not an option", like a pick-list value that is not in the list.
 */
export async function checkLookupRows(
  fields: DynamicFormField[],
  checked: CheckedAnswers,
  rowExists: (controller: string | null | undefined, id: number) => Promise<boolean>,
): Promise<void> {
  for (const field of fields) {
    const value = checked.answers[field.name];
    if (field.column?.inputType !== 'Lookup' || checked.errors[field.name] || value === null || value === undefined || value.trim() === '') continue;
    if (!(await rowExists(field.column.lookupController, Number(value)))) checked.errors[field.name] = PROBLEM_MESSAGE.notAnOption;
  }
}

/**
 * A file sent with the form must be of a kind its file field takes: a FileLoader every kind file-types.ts
 * recognises, an ImageLoader images only. Files come in one `files` part whatever field they were chosen in, so
 * they are held against the form's file fields together, and a refused one is a field error on the first file
 * field. `field` is null for a form with no file field (the caller answers 400 naming the part).
 */
export function fileRefusal(fields: DynamicFormField[], kinds: Array<FileKind | undefined>): { field: string | null; message: MessageKey } | undefined {
  const fileFields = fields.filter(isFileField);
  const imagesOnly = fileFields.length > 0 && fileFields.every((field) => field.column?.inputType === 'ImageLoader');
  const taken = (kind: FileKind | undefined) => kind !== undefined && (!imagesOnly || kind.contentType.startsWith('image/'));
  if (kinds.every(taken)) return undefined;
  return { field: fileFields[0]?.name ?? null, message: imagesOnly ? 'forms.imageType' : 'forms.fileType' };
}

/** The form field files are filed under: its file field when it has one. */
export function fileFieldName(fields: DynamicFormField[], part: string): string {
  return fields.find(isFileField)?.name ?? part;
}
