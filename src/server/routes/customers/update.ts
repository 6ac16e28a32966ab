import type { Kysely, Updateable } from 'kysely';
import type { components } from '../../../generated/api';
import type { CustomersTable, DB } from '../../db/schema';
import { hasSqlState, SqlState } from '../../db/sql-state';
import { emailTaken } from '../../repositories/identity';
import { listCustomFields, updateCustomerProfile, type CustomFieldValue } from '../../repositories/customer-profile';
import type { MessageArgs, MessageKey } from '../../i18n/messages';

type CustomerUpdate = components['schemas']['CustomerUpdate'];
/** Field name → the message key of its problem, put in words by the answer. */
export type FieldErrors = Record<string, MessageKey>;

const REQUIRED: MessageKey = 'forms.fieldRequired';
export const EMAIL_TAKEN: MessageKey = 'customers.emailTaken';
export const CHECK_FIELDS: MessageKey = 'customers.checkFields';
const INVALID_EMAIL: MessageKey = 'customers.invalidEmail';
const INVALID_DATE: MessageKey = 'customers.invalidDate';

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+$/;
const INVALID = Symbol('invalid');

export type SaveOutcome = { ok: true } | { ok: false; refusal: MessageKey; args?: MessageArgs; errors: FieldErrors | null };

/** Validates and saves a profile and its custom field values in one transaction; `now` (app.clock) tells a birth date in the future. */
export async function saveCustomerProfile(db: Kysely<DB>, body: CustomerUpdate, now: Date): Promise<SaveOutcome> {
  const errors: FieldErrors = {};
  const changes = profileChanges(body, errors, now);
  const fields = await listCustomFields(db);
  const values: CustomFieldValue[] = [];
  for (const entry of body.customFields ?? []) {
    const field = fields.find((f) => f.id === entry.customFieldId);
    if (!field) return { ok: false, refusal: 'customers.unknownCustomField', args: { id: entry.customFieldId }, errors: null };
    const value = customFieldValue(field.field_type, field.pick_list_values, entry.value);
    if (value === INVALID) errors[field.name] = field.field_type === 'picklist' ? 'customers.chooseOption' : 'customers.invalidValue';
    else values.push({ fieldId: field.id, value });
  }
  if (changes.email && !errors.email && (await emailTaken(db, changes.email, body.id))) errors.email = EMAIL_TAKEN;
  if (Object.keys(errors).length > 0) return { ok: false, refusal: CHECK_FIELDS, errors };

  try {
    await updateCustomerProfile(db, body.id, changes, values);
  } catch (error) {
    // Another account took the address between the check and the write.
    if (hasSqlState(error, SqlState.uniqueViolation)) return { ok: false, refusal: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } };
    throw error;
  }
  return { ok: true };
}

/** The columns to write; an absent optional field is left as it is, null clears it. */
function profileChanges(body: CustomerUpdate, errors: FieldErrors, now: Date): Updateable<CustomersTable> {
  const required = (field: 'name' | 'surname' | 'email' | 'phone') => {
    const value = body[field].trim();
    if (value === '') errors[field] = REQUIRED;
    return value;
  };
  const changes: Updateable<CustomersTable> = {
    name: required('name'),
    surname: required('surname'),
    email: required('email'),
    phone: required('phone'),
  };
  if (changes.email && !EMAIL_PATTERN.test(changes.email)) errors.email = INVALID_EMAIL;
  for (const field of ['email2', 'email3'] as const) {
    if (body[field] === undefined) continue;
    const value = optionalText(body[field]);
    if (value !== null && !EMAIL_PATTERN.test(value)) errors[field] = INVALID_EMAIL;
    changes[field] = value;
  }
  const texts = {
    phone2: 'phone2',
    phone3: 'phone3',
    addressLine1: 'address_line1',
    postalCode: 'postal_code',
    city: 'city',
    town: 'town',
    country: 'country',
  } as const;
  for (const [field, column] of Object.entries(texts) as Array<[keyof typeof texts, (typeof texts)[keyof typeof texts]]>) {
    if (body[field] !== undefined) changes[column] = optionalText(body[field]);
  }
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.okRss !== undefined && body.okRss !== null) changes.ok_rss = body.okRss;
  if (body.acceptConditions !== undefined && body.acceptConditions !== null) changes.accept_conditions = body.acceptConditions;
  if (body.birthDate !== undefined) {
    const day = birthDay(body.birthDate, now);
    if (day === INVALID) errors.birthDate = INVALID_DATE;
    else changes.birth_date = day;
  }
  return changes;
}

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** 'YYYY-MM-DD' from an ISO date (a time part is dropped); a day after today is no birth date. */
function birthDay(value: string | null, now: Date): string | null | typeof INVALID {
  const text = optionalText(value);
  if (text === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (!match) return INVALID;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day || date.getTime() > now.getTime()) return INVALID;
  return day;
}

/** The text to store for a custom field; null removes the value. */
function customFieldValue(type: string, options: string | null, value: string | number | boolean | null | undefined): string | null | typeof INVALID {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (type === 'bool') {
    if (value === true || value === 'true') return 'true';
    if (value === false || value === 'false') return 'false';
    return INVALID;
  }
  const text = String(value).trim();
  if (type === 'picklist') {
    const allowed = (options ?? '').split(',').map((option) => option.trim());
    return allowed.includes(text) ? text : INVALID;
  }
  return text;
}
