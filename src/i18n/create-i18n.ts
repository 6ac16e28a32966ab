import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from './languages';

export type Dictionaries = Partial<Record<Language, ResourceLanguage>>;

/** A ready i18next instance; the dictionaries are already loaded, so it initialises synchronously. */
export function createI18n(language: Language, dictionaries: Dictionaries): I18n {
  const resources: Resource = {};
  for (const [lang, dictionary] of Object.entries(dictionaries)) {
    if (dictionary) resources[lang] = { translation: dictionary };
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    // The portal loads only the visitor's dictionary (complete: locales.test.ts); tests may pass en-US too.
    fallbackLng: resources[FALLBACK_LANGUAGE] ? FALLBACK_LANGUAGE : false,
    supportedLngs: Object.keys(resources),
    resources,
    initAsync: false,
    // React escapes text already; HTML messages go through HtmlBlock, which sanitizes.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return instance;
}
