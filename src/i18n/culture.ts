/** The culture numbers and dates follow when the club names none (doc 1 §1 and §9, doc 3 §9). */
export const DEFAULT_CULTURE = 'en-US';

interface CultureFormats {
  /** A short date in the culture's order, as a .NET-style pattern (e.g. MM/dd/yyyy, dd/MM/yyyy). */
  dateFormat: string;
  decimalSeparator: string;
}

const SAMPLE_DATE = new Date(Date.UTC(2024, 10, 22, 12));

/** The culture itself when the browser knows it, else en-US: an unknown culture falls back like an unknown locale. */
function knownCulture(culture: string | null | undefined): string {
  const tag = culture?.trim().replace('_', '-');
  if (!tag) return DEFAULT_CULTURE;
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 ? tag : DEFAULT_CULTURE;
  } catch {
    return DEFAULT_CULTURE;
  }
}

function datePattern(culture: string): string {
  const parts = new Intl.DateTimeFormat(culture, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(SAMPLE_DATE);
  return parts
    .map((part) => {
      if (part.type === 'year') return 'yyyy';
      if (part.type === 'month') return 'MM';
      if (part.type === 'day') return 'dd';
      // Letters in a separator would read as pattern tokens; the supported cultures use / . - only.
      return part.type === 'literal' ? part.value.replace(/[A-Za-z]/g, '') : '';
    })
    .join('');
}

/**
 * Each culture's formats, worked out once: asking Intl builds formatters (slow on a phone), and every formatted
 * value of a page reads them (issue 38).
 */
const formatsByCulture = new Map<string, CultureFormats>();

/** How a culture writes a short date and a decimal number. */
export function cultureFormats(culture: string | null | undefined): CultureFormats {
  const key = culture ?? '';
  let formats = formatsByCulture.get(key);
  if (!formats) {
    const known = knownCulture(culture);
    const decimal = new Intl.NumberFormat(known).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    formats = Object.freeze({ dateFormat: datePattern(known), decimalSeparator: decimal });
    formatsByCulture.set(key, formats);
  }
  return formats;
}
