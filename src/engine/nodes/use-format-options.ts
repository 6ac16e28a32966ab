import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import type { FormatOptions } from '../format-value';

/** The club's formatting settings with the page's language (weekday and month names); call from an observer so views follow settings changes. */
export function useFormatOptions(): FormatOptions {
  const options = useRootStore().settings.formatOptions;
  const { i18n } = useTranslation();
  return useMemo(() => ({ ...options, language: i18n.language }), [options, i18n.language]);
}
