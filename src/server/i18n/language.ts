import { FALLBACK_LANGUAGE, matchLanguage, type Language } from '../../i18n/languages';

/**
 * The caller's language from Accept-Language (the portal sends the one the player chose):
 * the first offered tag by weight that we speak, else en-US.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return FALLBACK_LANGUAGE;
  const ranked = acceptLanguage
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim().match(/^q=([01](?:\.\d{1,3})?)$/)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}
