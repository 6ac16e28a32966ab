import { render, screen } from '@testing-library/react';
import { createInstance as createI18next, type ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages';
import { createInstance } from './i18next';
import { I18nextProvider, initReactI18next, useTranslation } from './react-i18next';

const dictionaries = import.meta.glob<ResourceLanguage>('../../../locales/*.json', { import: 'default', eager: true });
const dictionary = (language: string) => dictionaries[`../../../locales/${language}.json`] as ResourceLanguage;

function keysOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

/** Options that fill every {{variable}} a text names (dotted paths as nested objects), with a marker value. */
function fillFor(text: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [, raw] of text.matchAll(/\{\{-?(.+?)\}\}/g)) {
    const path = (raw ?? '').trim().split('.');
    let node = options;
    path.slice(0, -1).forEach((part) => (node = (node[part] ??= {}) as Record<string, unknown>));
    node[path[path.length - 1] ?? ''] = path[path.length - 1] === 'sport' ? 'padel' : `<${path.join('.')}>`;
  }
  return options;
}

const settings = (lng: string, fallback: boolean) => ({
  lng,
  fallbackLng: fallback ? 'en-US' : (false as const),
  resources: { [lng]: { translation: dictionary(lng) }, ...(fallback ? { 'en-US': { translation: dictionary('en-US') } } : {}) },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

describe("the build's i18next", () => {
  for (const language of SUPPORTED_LANGUAGES) {
    it(`answers as i18next for every key of ${language}, with and without counts, variables and the fallback`, () => {
      for (const fallback of [false, true]) {
        const real = createI18next();
        void real.init(settings(language, fallback));
        const lite = createInstance();
        void lite.init(settings(language, fallback));
        const keys = [...new Set(keysOf(dictionary(language)).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];
        for (const key of [...keys, 'no.such.key']) {
          const text = JSON.stringify(dictionary(language)).includes(key) ? String(real.t(key, { count: 2 })) : '';
          const filled = { ...fillFor(text), ...fillFor(String(real.t(key))) };
          for (const options of [undefined, filled, { count: 0, ...filled }, { count: 1, ...filled }, { count: 5, ...filled }, { count: 1.5 }, {}]) {
            expect(lite.t(key, options), `${language} ${key} ${JSON.stringify(options)}`).toBe(real.t(key, options));
          }
        }
        expect(lite.t('no.such.key', { defaultValue: 'Plan {{x}}', x: 1 })).toBe(real.t('no.such.key', { defaultValue: 'Plan {{x}}', x: 1 }));
      }
    });
  }

  it('gives components the provided instance through useTranslation', () => {
    const lite = createInstance();
    void lite.use(initReactI18next).init(settings('es-ES', false));
    function Title() {
      const { t, i18n } = useTranslation();
      return <h1 lang={i18n.language}>{t('pages.home')}</h1>;
    }
    render(
      <I18nextProvider i18n={lite}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(String(dictionary('es-ES').pages && (dictionary('es-ES').pages as Record<string, string>).home));
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('es-ES');
  });
});
