import { cultureFormats, DEFAULT_CULTURE } from '../i18n/culture';
import { formatDate } from '../i18n/dates';
import type { ValueFormat } from '../generated/schemas/manifest';

export interface FormatOptions {
  timeZone?: string;
  /** The club's DateFormat (.NET-style pattern). */
  dateFormat: string;
  currencySymbol: string;
  decimalSeparator: string;
}

/**
 * Formats before the club's settings say otherwise: the default culture en-US (doc 1 §9, doc 3 §9) for dates and
 * decimals; the currency is the club's, euros until it is read (as the checkout's EUR, doc 3 §4.3).
 */
export const DEFAULT_FORMAT_OPTIONS: FormatOptions = {
  ...cultureFormats(DEFAULT_CULTURE),
  currencySymbol: '€',
};

/** A date-time pattern: the club's own when it shows a time, else its date plus HH:mm. */
export function dateTimePattern(dateFormat: string): string {
  return /[Hh]/.test(dateFormat) ? dateFormat : `${dateFormat} HH:mm`;
}

function toNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * Rounded half away from zero as written in decimal: toFixed rounds the binary value, so 3.15 would show 3.1
 * and 1.005 € would show 1.00 €.
 */
function fixed(number: number, decimals: number, separator: string): string {
  const scale = 10 ** decimals;
  // 15 significant digits drop the binary noise of the product (1.005 × 100 = 100.49999999999999) before rounding.
  const rounded = (Math.sign(number) * Math.round(Number((Math.abs(number) * scale).toPrecision(15)))) / scale;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals).replace('.', separator);
}

/** The text a value shows as in tables, lists and details. */
export function formatValue(value: unknown, format: ValueFormat = 'text', options: FormatOptions = DEFAULT_FORMAT_OPTIONS): string {
  if (value === null || value === undefined) return '';
  if (format === 'date' || format === 'dateTime') {
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    const pattern = format === 'date' ? options.dateFormat : dateTimePattern(options.dateFormat);
    return formatDate(value, pattern, options.timeZone);
  }
  if (format === 'text') return String(value);
  const number = toNumber(value);
  if (number === null) return String(value);
  switch (format) {
    case 'money':
      // The currency symbol is appended (doc 3 §1).
      return `${fixed(number, 2, options.decimalSeparator)} ${options.currencySymbol}`;
    case 'decimal1':
      return fixed(number, 1, options.decimalSeparator);
    case 'decimal2':
      return fixed(number, 2, options.decimalSeparator);
    case 'signedDecimal2':
      return `${number > 0 ? '+' : ''}${fixed(number, 2, options.decimalSeparator)}`;
  }
}

/** Amounts starting with a minus sign are styled apart from recharges (doc 1 §2.17). */
export function signTone(value: unknown): 'negative' | 'positive' {
  return String(value).trim().startsWith('-') ? 'negative' : 'positive';
}
