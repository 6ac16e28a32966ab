import type { Club } from '../repositories/club';
import type { Language } from '../../i18n/languages';

/** Money as the club writes it, e.g. "12,50 €". */
export function money(club: Pick<Club, 'currency_symbol' | 'decimal_separator'>, amount: number): string {
  const fixed = amount.toFixed(2);
  return `${club.decimal_separator === ',' ? fixed.replace('.', ',') : fixed} ${club.currency_symbol}`;
}

/**
 * A moment in the club's time zone, its words (month names) in the reader's language and its clock as the club's
 * culture keeps it (a dd/mm club's English reader still reads 19:00, not 7:00 PM).
 */
export function dateTime(club: Pick<Club, 'time_zone' | 'format_culture'>, date: Date, parts: 'date' | 'time' | 'both' = 'both', language?: Language): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: club.time_zone };
  if (parts !== 'time') options.dateStyle = 'medium';
  if (parts !== 'date') options.timeStyle = 'short';
  try {
    if (language && parts !== 'date') options.hourCycle = new Intl.DateTimeFormat(club.format_culture, { timeStyle: 'short' }).resolvedOptions().hourCycle;
    return new Intl.DateTimeFormat(language ?? club.format_culture, options).format(date);
  } catch {
    // An unknown culture or zone in the settings must not stop a download.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}

export function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)} %`;
}
