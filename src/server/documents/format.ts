import type { Club } from '../repositories/club';

/** Money as the club writes it, e.g. "12,50 €". */
export function money(club: Pick<Club, 'currency_symbol' | 'decimal_separator'>, amount: number): string {
  const fixed = amount.toFixed(2);
  return `${club.decimal_separator === ',' ? fixed.replace('.', ',') : fixed} ${club.currency_symbol}`;
}

/** A moment in the club's time zone and culture. */
export function dateTime(club: Pick<Club, 'time_zone' | 'format_culture'>, date: Date, parts: 'date' | 'time' | 'both' = 'both'): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: club.time_zone };
  if (parts !== 'time') options.dateStyle = 'medium';
  if (parts !== 'date') options.timeStyle = 'short';
  try {
    return new Intl.DateTimeFormat(club.format_culture, options).format(date);
  } catch {
    // An unknown culture or zone in the settings must not stop a download.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}

export function percent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)} %`;
}
