import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { completeDictionary, dictionarySettled, loadDictionaries, onDictionarySettled, completeWhenNeeded } from './load-dictionaries';

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

describe("home's first screen's words, then the rest", () => {
  it('starts with the first part only, and loads the rest at the first tap, not before', async () => {
    const whole = createI18n('it-IT', await loadDictionaries('it-IT'));
    const i18n = createI18n('it-IT', await loadDictionaries('it-IT', 'first-screen'));
    const target = new EventTarget();
    completeWhenNeeded(i18n, 'it-IT', target);
    expect(i18n.t('header.login')).toBe(whole.t('header.login'));
    expect(i18n.t('checkout.title')).toBe('checkout.title');
    expect(i18n.t('booking.timetable')).toBe('booking.timetable');
    expect(dictionarySettled()).toBe(false);

    const settled = vi.fn();
    const unsubscribe = onDictionarySettled(settled);
    target.dispatchEvent(new Event('pointerdown'));
    await completeDictionary();
    unsubscribe();
    expect(settled).toHaveBeenCalled();
    expect(dictionarySettled()).toBe(true);
    expect(i18n.t('checkout.title')).toBe(whole.t('checkout.title'));
    // A group split between the parts is whole again.
    expect(i18n.t('booking.nextFree')).toBe(whole.t('booking.nextFree'));
    expect(i18n.t('booking.timetable')).toBe(whole.t('booking.timetable'));
  });

  it('gives the whole dictionary when asked for it, with nothing left to load', async () => {
    const whole = await loadDictionaries('es-MX');
    expect(Object.keys(whole['es-MX'] ?? {})).toEqual(expect.arrayContaining(['header', 'checkout', 'booking']));
    completeWhenNeeded(createI18n('es-MX', whole), 'es-MX', new EventTarget());
    expect(dictionarySettled()).toBe(true);
    await expect(completeDictionary()).resolves.toBeUndefined();
  });
});
