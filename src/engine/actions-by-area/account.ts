import type { components } from '../../generated/api';
import { envelope } from '../../api/client';
import type { Message } from '../../i18n/message';
import type { ActionMap } from '../actions';
import { isRecord } from '../data-path';
import { customerIdOf, refusalMessage } from '../sources/answers';
import type { FormValues } from '../validation';

type CustomerUpdate = components['schemas']['CustomerUpdate'];

const REQUIRED_FIELDS = ['name', 'surname', 'email', 'phone'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The whole profile to send: the server wants name, surname, email and phone on every save,
 * so a tab's values go over the customer already loaded (or saved from the other tab).
 */
export function customerUpdate(customerId: number, loaded: unknown, values: FormValues): CustomerUpdate {
  const base = isRecord(loaded) ? loaded : {};
  const merged: Record<string, unknown> = { ...base, ...values, id: customerId };
  const update: Record<string, unknown> = { ...merged };
  for (const field of REQUIRED_FIELDS) update[field] = text(merged[field]);
  // Select widgets say "nothing chosen" with -1; the contract says it with null.
  if (update.gender === -1) update.gender = null;
  // Custom fields are sent as values only, by the custom-fields widget.
  delete update.customFields;
  for (const key of ['parent', 'children', 'currentId', 'status', 'logo']) delete update[key];
  return update as unknown as CustomerUpdate;
}

/** The server's field errors (field name → message) under their fields. */
function fieldErrorsOf(errors: components['schemas']['FieldErrors'] | null | undefined): Record<string, Message[]> | undefined {
  const entries = Object.entries(errors ?? {}).flatMap(([field, message]): Array<[string, Message[]]> => (message.trim() !== '' ? [[field, [{ text: message }]]] : []));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export const accountActions: ActionMap = {
  async saveCustomer(values, { root, scope }) {
    const customerId = customerIdOf(root);
    const body = customerUpdate(customerId, scope, values);
    const answer = envelope(await root.client.POST('/api/publicacademycustomers/put-json', { body }));
    if (answer.ok !== true) {
      const fieldErrors = fieldErrorsOf(answer.errors);
      return { ok: false, fieldErrors, message: refusalMessage(answer) };
    }
    // The loaded customer is this page's record of what is saved: the other tab's form starts from it.
    // A new e-mail is not saved yet (it waits for the link mailed to it), so the saved record is the answer's.
    if (isRecord(scope)) Object.assign(scope, answer.model ?? values);
    if (answer.pendingEmail) return { ok: true, message: { key: 'account.emailConfirmationSent', args: { email: answer.pendingEmail } } };
    return { ok: true };
  },
};
