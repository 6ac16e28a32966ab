import type { components } from '../../generated/api';
import { envelope } from '../../api/client';
import type { Message } from '../../i18n/message';
import type { ActionMap } from '../actions';
import { isRecord } from '../../domain/is-record';
import { customerIdOf } from '../sources/answers';
import { refusalMessage } from '../../api/answers';
import type { FormValues } from '../validation';
import type { Invalidation } from '../../api/query-keys';
import { formBody } from '../../manifest-overrides/form-bodies';

type CustomerUpdate = components['schemas']['CustomerUpdate'];
type CustomerGender = components['schemas']['CustomerGender'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
// Select widgets say "nothing chosen" with -1; the contract says it with null.
const genderOf = (value: unknown): CustomerGender | null => (value === 0 || value === 1 ? value : null);

/**
 * The whole profile to send: the server wants name, surname, email and phone on every save, so a tab's values go
 * over the customer already loaded. A property neither holds is left out, so the server keeps what it has. Custom
 * fields are sent by their own widget.
 */
export function customerUpdate(customerId: number, loaded: unknown, values: FormValues): CustomerUpdate {
  const { customFields: _customFields, ...merged }: Record<string, unknown> = { ...(isRecord(loaded) ? loaded : {}), ...values };
  if ('gender' in merged) merged.gender = genderOf(merged.gender);
  return formBody('saveCustomer', merged, { id: customerId, name: text(merged.name), surname: text(merged.surname), email: text(merged.email), phone: text(merged.phone) });
}

/** The server's field errors (field name → message) under their fields. */
function fieldErrorsOf(errors: components['schemas']['FieldErrors'] | null | undefined): Record<string, Message[]> | undefined {
  const entries = Object.entries(errors ?? {}).flatMap(([field, message]): Array<[string, Message[]]> => (message.trim() !== '' ? [[field, [{ text: message }]]] : []));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The reads a saved profile changes: the customer every account page loads, and the session's (the match dialog's gender). */
export const SAVED_CUSTOMER = ['getAcademyCustomer', 'getCustomer'] as const satisfies readonly Invalidation[];

export const accountActions: ActionMap = {
  async saveCustomer(values, { root, scope }) {
    const customerId = customerIdOf(root);
    const body = customerUpdate(customerId, scope, values);
    const answer = envelope(await root.client.POST('/api/publicacademycustomers/put-json', { body }));
    if (answer.ok !== true) {
      const fieldErrors = fieldErrorsOf('errors' in answer ? answer.errors : undefined);
      return { ok: false, fieldErrors, message: refusalMessage(answer) };
    }
    // The customer loads again, so the other tab's form starts from what is saved; the companions (custom fields)
    // save over the saved record. A new e-mail is not saved yet (it waits for the link mailed to it): the answer's.
    const saved = { ...(isRecord(scope) ? scope : {}), ...(answer.model ?? values) };
    const done = { ok: true as const, saved, invalidates: SAVED_CUSTOMER };
    if (answer.pendingEmail) return { ...done, message: { key: 'account.emailConfirmationSent', args: { email: answer.pendingEmail } } };
    return done;
  },
};
