import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DisclosureMenu } from '../../app/layout/DisclosureMenu';
import type { WidgetProps } from '../../engine/widget-types';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../i18n/languages';
import { useRootStore } from '../../stores/StoresContext';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language menu: the choice is stored and the page reloads in it (doc 1 §2.4). */
export const LanguageSelector = observer(function LanguageSelector({ options }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const { ui } = useRootStore();
  const offered = Array.isArray(options.languages) ? options.languages.filter(isLanguage) : [...SUPPORTED_LANGUAGES];
  const current = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return (
    <DisclosureMenu className="language-selector" label={`${t('header.language')}: ${t(`languages.${current}`)}`}>
      {() => (
        <ul className="menu-dropdown__list">
          {offered.map((language) => (
            <li key={language}>
              <button type="button" className="menu-link" aria-current={language === current ? 'true' : undefined} onClick={() => ui.chooseLanguage(language)}>
                {t(`languages.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
});
