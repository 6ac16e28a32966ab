import type { FormField, Rule } from '../generated/schemas/manifest';
import type { MessageKey } from '../i18n/message-key';

/** A message key plus its interpolation arguments; the wording lives only in locales/. */
export interface ValidationMessage {
  key: MessageKey;
  args?: Record<string, string | number>;
}

export type FieldValue = string | number | boolean | null | undefined;
export type FormValues = Record<string, FieldValue>;
export type FormErrors = Record<string, ValidationMessage[]>;

/** A check of a field: a manifest's rule, or one read from the contract (an e-mail format). */
export type CheckRule = Rule | { rule: 'email'; message?: MessageKey };

/** The shape of an address the contract's `format: email` accepts (ajv-formats' fast check). */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** Select widgets use -1 for "nothing chosen" (doc 1 §5). */
export const NO_SELECTION = -1;

const DEFAULT_KEYS: Record<CheckRule['rule'], MessageKey> = {
  email: 'validation.email',
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  min: 'validation.min',
  max: 'validation.max',
  contains: 'validation.contains',
  sameAs: 'validation.mismatch',
};

function isEmptyValue(value: FieldValue): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value === NO_SELECTION;
}

function message(rule: CheckRule, args?: Record<string, string | number>): ValidationMessage {
  const key = rule.message ?? DEFAULT_KEYS[rule.rule];
  return args ? { key, args } : { key };
}

function breaks(rule: CheckRule, value: FieldValue, values: FormValues): ValidationMessage | null {
  switch (rule.rule) {
    case 'required':
      return isEmptyValue(value) ? message(rule) : null;
    case 'minLength':
      return String(value).length < rule.value ? message(rule, { min: rule.value }) : null;
    case 'maxLength':
      return String(value).length > rule.value ? message(rule, { max: rule.value }) : null;
    case 'min':
      return Number(value) < rule.value ? message(rule, { min: rule.value }) : null;
    case 'max':
      return Number(value) > rule.value ? message(rule, { max: rule.value }) : null;
    case 'contains':
      return String(value).includes(rule.value) ? null : message(rule, { text: rule.value });
    case 'sameAs':
      return value === values[rule.value] ? null : message(rule, { field: rule.value });
    case 'email':
      return EMAIL.test(String(value).trim()) ? null : message(rule);
  }
}

/**
 * Messages for every rule the value breaks. An empty value only answers to `required`,
 * so an empty field never also shows "Minimum length is 5".
 */
export function validateField(value: FieldValue, rules: readonly CheckRule[] = [], values: FormValues = {}): ValidationMessage[] {
  if (isEmptyValue(value)) {
    const required = rules.find((rule) => rule.rule === 'required');
    return required ? [message(required)] : [];
  }
  return rules.flatMap((rule) => {
    const broken = breaks(rule, value, values);
    return broken ? [broken] : [];
  });
}

/** Errors keyed by field name; fields without errors are left out. */
export function validateForm(fields: readonly FormField[], values: FormValues, extraRules: Readonly<Record<string, readonly CheckRule[]>> = {}): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const messages = validateField(values[field.name], [...(field.rules ?? []), ...(extraRules[field.name] ?? [])], values);
    if (messages.length > 0) errors[field.name] = messages;
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}
