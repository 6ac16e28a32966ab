import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { loadDictionaries } from './load-dictionaries';

describe('loadDictionaries', () => {
  it("loads only the visitor's language, not the en-US fallback as well", async () => {
    const dictionaries = await loadDictionaries('es-ES');
    expect(Object.keys(dictionaries)).toEqual(['es-ES']);
  });

  it('is enough on its own: the words come in that language', async () => {
    const i18n = createI18n('fr-FR', await loadDictionaries('fr-FR'));
    const english = createI18n('en-US', await loadDictionaries('en-US'));
    expect(i18n.t('pages.home')).not.toBe('pages.home');
    expect(i18n.t('pages.home')).not.toBe(english.t('pages.home'));
  });
});
