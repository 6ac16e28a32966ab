import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from './message-key';

/**
 * Something to tell the user: a locale key with arguments, or a text the server sent
 * (errorMsg), which is shown as is. Stores and validators speak in Messages; only the
 * view turns them into words.
 */
export type Message = { key: MessageKey; args?: Record<string, string | number> } | { text: string };

function messageText(t: TFunction, message: Message): string {
  return 'text' in message ? message.text : t(message.key, message.args);
}

export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  return (message) => messageText(t, message);
}

/**
 * A message key named in free JSON (a widget's options in a manifest, rjsf's ui:options), which no type can check:
 * a key only when the loaded dictionary has it, so a misspelt one falls back instead of showing the raw key.
 */
export function useOptionKey(): (value: unknown) => MessageKey | undefined {
  const { i18n } = useTranslation();
  return (value) => (typeof value === 'string' && i18n.exists(value) ? (value as MessageKey) : undefined);
}

export const CRASH: Message = { key: 'errors.crash' };

/** An error whose message is meant for the user, e.g. the server's errorMsg. */
export class MessageError extends Error {
  constructor(readonly userMessage: Message) {
    super('text' in userMessage ? userMessage.text : userMessage.key);
    this.name = 'MessageError';
  }
}

/** What a failed load tells the user: the server's message when there is one, else Crash. */
export function failureMessage(error: unknown): Message {
  if (error instanceof MessageError) return error.userMessage;
  console.error(error);
  return CRASH;
}
