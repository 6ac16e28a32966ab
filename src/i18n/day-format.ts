// One way to write a day of the club's calendar where space is short (issue 24): the weekday in the page's
// language, then day and month in the order and separator of the club's DateFormat — "Fri 27/11" beside
// "28/11/2026" elsewhere, never "Fri, Nov 27" on one card and "28/11/2026" on the next.
import { datePattern } from './format-value';
import { formatDate } from './dates';

type WeekdayWidth = 'short' | 'long';

/** The club's date pattern without its year: 'dd/MM/yyyy HH:mm' → 'dd/MM', 'yyyy-MM-dd' → 'MM-dd'. */
export function dayMonthPattern(dateFormat: string): string {
  const withoutYear = datePattern(dateFormat)
    .replace(/^y+[^dM]*/, '')
    .replace(/[^dM]*y+/, '')
    .trim();
  // A pattern with no day or month left (a club's odd format) still names the day.
  return /d/.test(withoutYear) && /M/.test(withoutYear) ? withoutYear : 'dd/MM';
}

// Made once per language and width: building an Intl.DateTimeFormat per card on every render is slow.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

function weekdayName(day: string, language: string, width: WeekdayWidth): string {
  const key = `${language}|${width}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
    weekdayFormats.set(key, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** A calendar day ('2026-11-27', or the server's '2026-11-27T00:00:00') as its weekday and its day and month. */
export function dayParts(day: string, language: string, dateFormat: string, width: WeekdayWidth = 'short'): { weekday: string; date: string } {
  const date = day.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { weekday: '', date: '' };
  // A calendar day, not an instant: no time zone moves it.
  return { weekday: weekdayName(date, language, width), date: formatDate(date, dayMonthPattern(dateFormat)) };
}

/** "Fri 27/11" (short) or "Friday 27/11" (long): a card's or a heading's day in the club's format. */
export function formatDay(day: string | null | undefined, language: string, dateFormat: string, width: WeekdayWidth = 'short'): string {
  if (!day) return '';
  const parts = dayParts(day, language, dateFormat, width);
  return parts.date ? `${parts.weekday} ${parts.date}` : '';
}
