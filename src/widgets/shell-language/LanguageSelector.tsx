import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DisclosureMenu } from '../../app/layout/DisclosureMenu';
import type { WidgetProps } from '../../engine/widget-types';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../i18n/languages';
import { useRootStore } from '../../stores/StoresContext';
import { GlobeIcon } from '../../ui/Icon/icons';
import './LanguageSelector.css';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language's short mark in the desktop bar: "EN", or "ES-MX" when another offered language shares its first
 * part, so the bar keeps room for its links (the full "Language: English" is the button's name and the drawer's text).
 */
export function shortLanguageMark(language: Language, offered: readonly Language[]): string {
  const [base] = language.split('-');
  const shared = offered.some((other) => other !== language && other.split('-')[0] === base);
  return (shared ? language : base!).toUpperCase();
}

/** The language menu: the choice is stored and the page reloads in it (doc 1 §2.4). */
export const LanguageSelector = observer(function LanguageSelector({ options }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const { ui } = useRootStore();
  const offered = Array.isArray(options.languages) ? options.languages.filter(isLanguage) : [...SUPPORTED_LANGUAGES];
  const current = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const name = `${t('header.language')}: ${t(`languages.${current}`)}`;
  const mark = shortLanguageMark(current, offered);
  return (
    <DisclosureMenu
      className="language-selector"
      label={
        <>
          <span className="language-selector__full">{name} </span>
          <span className="language-selector__short">
            <GlobeIcon size={18} />
            {mark}
          </span>
        </>
      }
    >
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
