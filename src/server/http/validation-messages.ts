import type { FastifySchemaValidationError } from 'fastify';
import { message, type ServerMessage } from '../i18n/messages';
import { NUL_PATTERN } from '../contract/hostile-text';

const FORMAT_KEYS = { email: 'validation.formatEmail', date: 'validation.formatDate', 'date-time': 'validation.formatDateTime' } as const;

/** One schema problem as a message naming the field (`body/email`, `params/id`), in words the caller can act on. */
export function validationMessage(context: string, issue: FastifySchemaValidationError): ServerMessage {
  const params = (issue.params ?? {}) as Record<string, unknown>;
  const field = `${context}${issue.instancePath ?? ''}`;
  switch (issue.keyword) {
    case 'required':
      return message('validation.required', { field: `${field}/${String(params.missingProperty)}` });
    case 'type':
      return message('validation.type', { field, type: String(params.type) });
    case 'format': {
      const format = String(params.format);
      const key = FORMAT_KEYS[format as keyof typeof FORMAT_KEYS];
      return key ? message(key, { field }) : message('validation.format', { field, format });
    }
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
      return message(`validation.${issue.keyword}`, { field, limit: Number(params.limit) });
    case 'minimum':
    case 'maximum':
      return message(`validation.${issue.keyword}`, { field, limit: String(params.limit) });
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return message('validation.invalid', { field });
    case 'enum':
      return message('validation.enum', { field, values: (params.allowedValues as unknown[] | undefined)?.join(', ') ?? '' });
    case 'const':
      return message('validation.enum', { field, values: String(params.allowedValue) });
    case 'pattern':
      return message(params.pattern === NUL_PATTERN ? 'validation.nul' : 'validation.pattern', { field });
    case 'additionalProperties':
      return message('validation.additionalProperties', { field, property: String(params.additionalProperty) });
    default:
      return message('validation.invalid', { field });
  }
}
