import { cultureFormats, DEFAULT_CULTURE } from './culture';
import { formatWhen, type DateCulture } from './dates';
import type { ValueFormat } from '../generated/schemas/manifest';

/** The club's formats: its dates' (DateCulture: DateFormat, time zone, the page's language) and its numbers'. */
export interface FormatOptions extends DateCulture {
  timeZone?: string;
  currencySymbol: string;
  decimalSeparator: string;
}

/**
 * Formats before the club's settings say otherwise: the default culture en-US (doc 1 §9, doc 3 §9) for dates and
 * decimals; the currency is the club's, euros until it is read (as the checkout's EUR, doc 3 §4.3).
 */
export const DEFAULT_CURRENCY_SYMBOL = '€';

let defaults: FormatOptions | undefined;
/** Made on first use, not when the module loads: building Intl formats is costly, and a club's own come first. */
function defaultFormatOptions(): FormatOptions {
  defaults ??= { ...cultureFormats(DEFAULT_CULTURE), currencySymbol: DEFAULT_CURRENCY_SYMBOL };
  return defaults;
}

/**
 * A playing level with the spec's decimals in the club's separator: 1 on cards, 2 in tables and pickers
 * (doc 1 §9). One function for every page, so a level never reads 3,4 on one and 3.35 on the next.
 */
export function formatLevel(value: unknown, where: 'card' | 'table', options: FormatOptions = defaultFormatOptions()): string {
  return formatValue(value, where === 'card' ? 'decimal1' : 'decimal2', options);
}

/** A level range as every page writes it (issue 35): both ends with a card's one decimal, joined by an en dash. */
export function formatLevelRange(min: unknown, max: unknown, options: FormatOptions = defaultFormatOptions()): string {
  const [low, high] = [formatLevel(min, 'card', options), formatLevel(max, 'card', options)];
  return low && high ? `${low}–${high}` : low || high;
}

/** An amount taken off (a discount): always with a minus sign, never a positive number that reads as a charge. */
export function formatDeduction(value: unknown, options: FormatOptions = defaultFormatOptions()): string {
  const number = toNumber(value);
  if (number === null || number === 0) return formatValue(0, 'money', options);
  return `-${formatValue(Math.abs(number), 'money', options)}`;
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
export function formatValue(value: unknown, format: ValueFormat = 'text', options: FormatOptions = defaultFormatOptions()): string {
  if (value === null || value === undefined) return '';
  if (format === 'date' || format === 'dateTime') {
    if (typeof value !== 'string' && typeof value !== 'number') return '';
    // "3 Dec 2026", "3 Dec 2026 · 19:00": the one format of src/i18n/dates.ts, a calendar day never moved by a zone.
    return formatWhen(value, format, options);
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
