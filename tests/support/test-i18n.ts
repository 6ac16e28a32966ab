// English dictionary loaded synchronously, for component tests.
import type { ResourceLanguage } from 'i18next';
import english from '../../locales/en-US.json';
import { createI18n } from '../../src/i18n/create-i18n';

export function createTestI18n() {
  return createI18n('en-US', { 'en-US': english as ResourceLanguage });
}
