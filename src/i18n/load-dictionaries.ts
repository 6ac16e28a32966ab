import type { ResourceLanguage } from 'i18next';
import type { Dictionaries } from './create-i18n';
import type { Language } from './languages';

// One chunk per locale, and a visitor downloads only theirs: every dictionary has every key (locales.test.ts
// fails otherwise), so an en-US fallback would be 9 KB of gzip JavaScript on the first paint that is never read.
const dictionaryModules = import.meta.glob<ResourceLanguage>('../../locales/*.json', { import: 'default' });

export async function loadDictionaries(language: Language): Promise<Dictionaries> {
  const load = dictionaryModules[`../../locales/${language}.json`];
  if (!load) throw new Error(`No dictionary for ${language}`);
  return { [language]: await load() };
}
