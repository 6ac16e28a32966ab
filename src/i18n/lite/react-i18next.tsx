// The portal's build uses this instead of react-i18next (vite.config.ts aliases it), with ./i18next: the
// instance comes from I18nextProvider (or the one initReactI18next registered) and never changes language
// while the page lives (choosing another language reloads the page), so nothing needs to re-render on a change.
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { LiteI18n } from './i18next';

let registered: LiteI18n | null = null;
const I18nContext = createContext<LiteI18n | null>(null);

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: LiteI18n): void {
    registered = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext) ?? registered;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  return useMemo(() => Object.assign([i18n.t, i18n, true] as const, { t: i18n.t, i18n, ready: true }), [i18n]);
}
