import type { Language } from '../../i18n/languages';
import { translate, type MessageArgs, type MessageKey } from '../i18n/messages';

type DocumentKey = MessageKey extends infer K ? (K extends `documents.${infer Rest}` ? Rest : never) : never;

/** The words of an invoice or a ticket in one language (`locales/server/<language>.json`, `documents`). */
export function documentWords(language: Language) {
  const t = (key: DocumentKey, args?: MessageArgs) => translate(language, `documents.${key}` as MessageKey, args);
  return {
    t,
    /** A label as a field's name, "Status:" ("Statut :" in French). */
    label: (key: DocumentKey) => t('label', { label: t(key) }),
    /** A sale's or booking's state in words; a state the texts do not know is shown as stored. */
    status: (value: string) => (isStatus(value) ? t(`statuses.${value}`) : value),
  };
}

export type DocumentWords = ReturnType<typeof documentWords>;

const STATUSES = ['Pending', 'Paid', 'Cancelled', 'Refunded', 'Confirmed', 'Expired'] as const;
const isStatus = (value: string): value is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(value);
