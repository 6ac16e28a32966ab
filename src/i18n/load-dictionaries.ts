import type { i18n as I18n, ResourceLanguage } from 'i18next';
import type { Dictionaries } from './create-i18n';
import type { Language } from './languages';

// One chunk per locale, and per part of it (dictionary-parts.ts), and a visitor downloads only theirs: every
// dictionary has every key (locales.test.ts fails otherwise), so an en-US fallback would be gzip JavaScript never read.
const wholeDictionaries = import.meta.glob<ResourceLanguage>('../../locales/*.json', { import: 'default' });
const firstScreenParts = import.meta.glob<ResourceLanguage>('../../locales/*.json', { query: '?part=first-screen', import: 'default' });
const restParts = import.meta.glob<ResourceLanguage>('../../locales/*.json', { query: '?part=rest', import: 'default' });

function loadPart(parts: typeof wholeDictionaries, language: Language): Promise<ResourceLanguage> {
  const load = parts[`../../locales/${language}.json`];
  return load ? load() : Promise.reject(new Error(`No dictionary for ${language}`));
}

/** The languages whose dictionary this page loaded as the first screen's part only (asked for, or offline). */
const partOnly = new Set<Language>();

/**
 * The visitor's dictionary: whole, or only the part home's first screen shows (then `completeWhenNeeded` brings the
 * rest when the visitor acts or leaves home). Offline, a visit that once only saw home has only that part in the
 * service worker's cache: it starts with it rather than not at all.
 */
export async function loadDictionaries(language: Language, part: 'whole' | 'first-screen' = 'whole'): Promise<Dictionaries> {
  if (part === 'whole') {
    try {
      const whole = await loadPart(wholeDictionaries, language);
      partOnly.delete(language);
      return { [language]: whole };
    } catch (error) {
      const first = await loadPart(firstScreenParts, language).catch(() => Promise.reject(error));
      partOnly.add(language);
      return { [language]: first };
    }
  }
  const first = await loadPart(firstScreenParts, language);
  partOnly.add(language);
  return { [language]: first };
}

/** The visit's i18next instance while it holds the first screen's words only; null once whole (or never partial). */
let partial: { i18n: I18n; language: Language; rest: Promise<void> | null } | null = null;
/** The rest could not be loaded (offline): what waits for it shows with the words there are rather than never. */
let failed = false;
const listeners = new Set<() => void>();
const settle = (): void => listeners.forEach((listener) => listener());

/** Whether nothing waits for the rest of the dictionary any more: it is in, or it failed to come. */
export const dictionarySettled = (): boolean => partial === null || failed;

/** Calls `listener` each time dictionarySettled may have changed; returns the unsubscription. */
export function onDictionarySettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Loads the rest of a partial dictionary (once; again after a failure); resolves at once when there is none to load. */
export function completeDictionary(): Promise<void> {
  const current = partial;
  if (!current) return Promise.resolve();
  current.rest ??= loadPart(restParts, current.language).then(
    (rest) => {
      // Deep, never overwriting: the first part's keys (the club's own texts among them) stay as they are.
      current.i18n.addResourceBundle(current.language, 'translation', rest, true, false);
      if (partial === current) partial = null;
      failed = false;
      settle();
    },
    (error: unknown) => {
      current.rest = null;
      failed = true;
      settle();
      throw error;
    },
  );
  return current.rest;
}

/** The input that shows a visitor starts to act: the rest of the dictionary is asked for then, before it is needed. */
const FIRST_INPUT = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * When the dictionary `i18n` was made from is the first screen's part only, the rest loads at the visitor's first tap
 * or key (or when a page other than home, or a popup, asks for it: completeDictionary), never on its own, so a visit
 * that only looks at home downloads none of it. A whole dictionary needs nothing.
 */
export function completeWhenNeeded(i18n: I18n, language: Language, target: EventTarget): void {
  if (!partOnly.has(language)) return;
  partial = { i18n, language, rest: null };
  failed = false;
  const options = { capture: true, passive: true } as const;
  const onInput = (): void => {
    FIRST_INPUT.forEach((type) => target.removeEventListener(type, onInput, options));
    void completeDictionary().catch(() => undefined);
  };
  FIRST_INPUT.forEach((type) => target.addEventListener(type, onInput, options));
}
