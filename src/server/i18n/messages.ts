import { readFileSync } from 'node:fs';
import { createInstance, type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../i18n/languages';
import type english from '../../../locales/server/en-US.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every refusal the server can answer, as a key of `locales/server/<language>.json`. */
export type MessageKey = Leaves<typeof english>;
export type MessageArgs = Record<string, string | number>;

/** What the server tells a caller, before it is put in the caller's language. */
export interface ServerMessage {
  key: MessageKey;
  args?: MessageArgs;
}

export const message = (key: MessageKey, args?: MessageArgs): ServerMessage => (args ? { key, args } : { key });

function loadDictionary(language: Language): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../../locales/server/${language}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

let instance: I18n | undefined;

/** One i18next instance for the whole server: the dictionaries are small and read once. */
function translator(): I18n {
  if (instance) return instance;
  instance = createInstance();
  void instance.init({
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Its own namespace: the typed resources (src/i18n/i18next.d.ts) give `translation` to the portal's texts.
    ns: ['server'],
    defaultNS: 'server',
    resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, { server: loadDictionary(language) }])),
    initAsync: false,
    // Answers are JSON read by the portal, which escapes on display.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return instance;
}

// i18next takes tens of microseconds a text (more than the rest of a refusal from memory), while the
// dictionaries never change once read: a text is made once per language, key and arguments (a booking
// rush refuses the same slot in the same words to everyone but its winner). Bounded: emptied when full.
const translated = new Map<string, string>();
const TRANSLATED_MAX = 2_000;

export function translate(language: Language, key: MessageKey, args?: MessageArgs): string {
  const memoKey = args ? `${language}\u0000${key}\u0000${JSON.stringify(args)}` : `${language}\u0000${key}`;
  const known = translated.get(memoKey);
  if (known !== undefined) return known;
  const text = translator().t(key, { ...args, lng: language, ns: 'server' });
  if (translated.size >= TRANSLATED_MAX) translated.clear();
  translated.set(memoKey, text);
  return text;
}
