import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('uses the stored choice', () => {
    expect(resolveLanguage('fr-FR', ['it-IT'])).toBe('fr-FR');
    expect(resolveLanguage('es-MX', [])).toBe('es-MX');
  });

  it('falls back to en-US for an unknown stored locale', () => {
    expect(resolveLanguage('de-DE', ['fr-FR'])).toBe('en-US');
  });

  it('maps a stored locale of an offered language onto it', () => {
    expect(resolveLanguage('it-CH', [])).toBe('it-IT');
    expect(resolveLanguage('en-GB', [])).toBe('en-US');
  });

  it('uses the first offered browser language when nothing is stored', () => {
    expect(resolveLanguage(null, ['de-DE', 'fr-CA', 'en-US'])).toBe('fr-FR');
  });

  it('starts in en-US when the browser gives no language and nothing is stored', () => {
    expect(resolveLanguage(null, [])).toBe('en-US');
    expect(resolveLanguage(undefined)).toBe('en-US');
    expect(resolveLanguage('', [''])).toBe('en-US');
  });

  it('falls back to en-US when the browser speaks only languages we do not offer (unknown locales fall back to en-US)', () => {
    expect(resolveLanguage(null, ['de-DE'])).toBe('en-US');
    expect(resolveLanguage(undefined, ['de-DE', 'ja'])).toBe('en-US');
  });
});

describe('matchLanguage', () => {
  it('reads Mexican Spanish as es-MX and other Spanish as es-ES', () => {
    expect(matchLanguage('es-mx')).toBe('es-MX');
    expect(matchLanguage('es-AR')).toBe('es-ES');
    expect(matchLanguage('es')).toBe('es-ES');
    expect(matchLanguage('es_MX')).toBe('es-MX');
  });

  it('returns null for a language we do not offer', () => {
    expect(matchLanguage('pt-BR')).toBeNull();
  });
});
