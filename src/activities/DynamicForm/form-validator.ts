import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { MAX_VALUE_LENGTH, valueProblem, type DynamicInputType, type ValueProblem } from '../../domain/dynamic-form-values';
import { dayOutOfBounds } from '../../domain/dynamic-form-dates';
import { LEGAL_KEY, type DateRangeSchema } from './form-schema';

/*
 * Not @rjsf/validator-ajv8 (installed only because @rjsf/core imports it; knip.json knows): ajv compiles schemas
 * with `new Function`, which the Content-Security-Policy (no 'unsafe-eval') refuses, and precompiling would mean
 * serving generated code per form. Our schemas are one flat vocabulary (form-schema.ts), so this checks it in plain
 * code with the server's per-type rules (src/domain/dynamic-form-values.ts): the same answer on both sides.
 */

/** The message keys a problem is shown with (locales/*.json, dynamicForm.*). */
export type FormMessageKey = `dynamicForm.${ValueProblem | 'fieldRequired' | 'acceptLegal' | 'notANumber' | 'dateTooEarly' | 'dateTooLate'}`;

/** The schema formats form-schema.ts writes, and the input type whose rules check them. */
const FORMAT_TYPES: Record<string, DynamicInputType> = {
  email: 'Email',
  date: 'DateNoTime',
  'club-date-time': 'Date',
  hour: 'HourPicker',
  color: 'ColorPicker',
  amount: 'Currency',
};

interface Problem {
  key: string;
  message: FormMessageKey;
}

function isMissing(value: unknown, schema: RJSFSchema): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  // A required box must be ticked (the legal conditions, a required CheckBox).
  return schema.type === 'boolean' && value !== true;
}

/** The problem of one value against its property schema; undefined when it fits. */
function propertyProblem(value: unknown, schema: RJSFSchema): FormMessageKey | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (schema.type === 'boolean') return typeof value === 'boolean' ? undefined : 'dynamicForm.invalidCheck';
  if (schema.type === 'integer' || schema.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value) || (schema.type === 'integer' && !Number.isInteger(value))) return 'dynamicForm.notANumber';
  } else if (typeof value !== 'string') {
    return 'dynamicForm.invalidCheck';
  } else {
    if (value.length > MAX_VALUE_LENGTH) return 'dynamicForm.tooLong';
    const inputType = schema.format ? FORMAT_TYPES[schema.format] : undefined;
    const problem = inputType ? valueProblem(inputType, value.trim()) : undefined;
    if (problem) return `dynamicForm.${problem}`;
    if (inputType === 'Date' || inputType === 'DateNoTime') {
      const { formatMinimum, formatMaximum } = schema as DateRangeSchema;
      const outside = dayOutOfBounds(value.trim().slice(0, 10), { min: formatMinimum, max: formatMaximum });
      if (outside) return `dynamicForm.${outside}`;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value as never)) return 'dynamicForm.notAnOption';
  return undefined;
}

/** Every problem of the form data against the (flat object) schema, in the schema's field order. */
export function formProblems(schema: RJSFSchema, formData: unknown): Problem[] {
  const data = (typeof formData === 'object' && formData !== null ? formData : {}) as Record<string, unknown>;
  const required = new Set(schema.required ?? []);
  const problems: Problem[] = [];
  for (const [key, definition] of Object.entries(schema.properties ?? {})) {
    if (typeof definition !== 'object') continue;
    const value = data[key];
    if (required.has(key) && isMissing(value, definition)) {
      problems.push({ key, message: key === LEGAL_KEY ? 'dynamicForm.acceptLegal' : 'dynamicForm.fieldRequired' });
      continue;
    }
    const problem = propertyProblem(value, definition);
    if (problem) problems.push({ key, message: problem });
  }
  return problems;
}

/** rjsf's validator for our forms: the rules above, with messages in the user's language from `translate`. */
export function createFormValidator(translate: (key: FormMessageKey) => string): ValidatorType {
  const toErrors = (problems: Problem[]): RJSFValidationError[] =>
    problems.map(({ key, message }) => {
      const words = translate(message);
      return { name: message, property: `.${key}`, message: words, stack: words, params: {}, schemaPath: `#/properties/${key}` };
    });

  const validator: ValidatorType = {
    validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator, transformErrors?: ErrorTransformer, uiSchema?: UiSchema): ValidationData<unknown> {
      let errors = toErrors(formProblems(schema, formData));
      if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
      const errorSchema = toErrorSchema(errors);
      if (typeof customValidate !== 'function') return { errors, errorSchema };
      const handler = customValidate(formData, createErrorHandler(formData), uiSchema, errorSchema);
      return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      if (schema.type !== 'object') return propertyProblem(formData, schema) === undefined;
      return formProblems(schema, formData).length === 0;
    },
    rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
      return { errors: toErrors(formProblems(schema, formData)) as Result[] };
    },
  };
  return validator;
}
