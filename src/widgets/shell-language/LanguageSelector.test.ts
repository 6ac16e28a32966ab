import { describe, expect, it } from 'vitest';
import { shortLanguageMark } from './LanguageSelector';

describe("the language's short mark in the desktop bar", () => {
  it('is the language alone when no other offered language shares it', () => {
    expect(shortLanguageMark('en-US', ['en-US', 'es-ES', 'fr-FR'])).toBe('EN');
    expect(shortLanguageMark('es-ES', ['en-US', 'es-ES'])).toBe('ES');
  });

  it('names the country when two offered languages share the language', () => {
    expect(shortLanguageMark('es-ES', ['en-US', 'es-ES', 'es-MX'])).toBe('ES-ES');
    expect(shortLanguageMark('es-MX', ['es-ES', 'es-MX'])).toBe('ES-MX');
  });
});
