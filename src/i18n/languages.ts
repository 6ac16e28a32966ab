export const SUPPORTED_LANGUAGES = ['en-US', 'es-ES', 'es-MX', 'fr-FR', 'it-IT'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * The server's language for a mail or a link preview when neither the customer (a stored language, the request's)
 * nor the club names one: the spec's default locale (doc 3: "The default locale is en-US").
 */
export const DEFAULT_LANGUAGE: Language = 'en-US';
export const FALLBACK_LANGUAGE: Language = 'en-US';

export const LANGUAGE_STORAGE_KEY = 'lang';

function isSupported(tag: string): tag is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(tag);
}

/** Maps any BCP 47 tag onto a supported language, or null when its language is not offered. */
export function matchLanguage(tag: string): Language | null {
  const normalised = tag.trim().replace('_', '-');
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === normalised.toLowerCase());
  if (exact) return exact;
  const base = normalised.split('-')[0]?.toLowerCase();
  // Any Spanish other than Mexico's reads es-ES (doc 3 §9: Spanish maps to es-ES or es-MX).
  return SUPPORTED_LANGUAGES.find((language) => language.split('-')[0] === base) ?? null;
}

/**
 * The stored choice wins; then the first browser language we offer; else en-US, the default locale (doc 1 §1,
 * doc 3 §9).
 */
export function resolveLanguage(stored: string | null | undefined, navigatorLanguages: readonly string[] = []): Language {
  if (stored) {
    if (isSupported(stored)) return stored;
    return matchLanguage(stored) ?? FALLBACK_LANGUAGE;
  }
  for (const tag of navigatorLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}
