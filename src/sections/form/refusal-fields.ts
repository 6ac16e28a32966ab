import type { Message } from '../../i18n/message';

/**
 * A server refusal that names a field of the form (`body/email must be a valid e-mail address`,
 * already in the user's language) as that field's error, with the field's label in place of
 * the body path. Anything else stays a message for the whole form (undefined).
 */
export function refusalFieldErrors(message: Message | undefined, fields: ReadonlyArray<{ name: string; label: string }>): Record<string, Message[]> | undefined {
  if (!message || !('text' in message)) return undefined;
  const text = message.text;
  const named = /\bbody\/([A-Za-z0-9_]+)/.exec(text);
  const field = named ? fields.find((candidate) => candidate.name === named[1]) : undefined;
  if (!field || !named) return undefined;
  return { [field.name]: [{ text: text.replace(named[0], field.label) }] };
}
