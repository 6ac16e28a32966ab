import type { ResourceLanguage } from 'i18next';
import type { Dictionaries } from './create-i18n';
import { FALLBACK_LANGUAGE, type Language } from './languages';

// One chunk per locale: a visitor downloads only their language and the en-US fallback.
const dictionaryModules = import.meta.glob<ResourceLanguage>('../../locales/*.json', { import: 'default' });

async function loadDictionary(language: Language): Promise<ResourceLanguage> {
  const load = dictionaryModules[`../../locales/${language}.json`];
  if (!load) throw new Error(`No dictionary for ${language}`);
  return load();
}

export async function loadDictionaries(language: Language): Promise<Dictionaries> {
  const languages = [...new Set([language, FALLBACK_LANGUAGE])];
  const loaded = await Promise.all(languages.map(loadDictionary));
  return Object.fromEntries(languages.map((lang, index) => [lang, loaded[index]]));
}
