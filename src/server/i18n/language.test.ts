import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('the language of a request', () => {
  it('is the first language by weight that the server speaks', () => {
    expect(languageOf('fr-FR')).toBe('fr-FR');
    expect(languageOf('de-DE,it;q=0.8,en;q=0.9')).toBe('en-US');
    expect(languageOf('de-DE, it;q=0.9, en;q=0.8')).toBe('it-IT');
    expect(languageOf('es-MX')).toBe('es-MX');
    expect(languageOf('es-AR,es;q=0.9')).toBe('es-ES');
  });

  it('falls back to en-US for nothing, a wildcard, refused languages or garbage', () => {
    expect(languageOf(undefined)).toBe('en-US');
    expect(languageOf('*')).toBe('en-US');
    expect(languageOf('fr;q=0')).toBe('en-US');
    expect(languageOf(';;;,,,q=abc')).toBe('en-US');
    expect(languageOf('x'.repeat(10_000))).toBe('en-US');
  });
});
