// The one way to write a day, a date or a time (issue 35): the shapes a player meets and the club's .NET-style
// patterns. Names from Intl in the page's language; day/month order and 12/24-hour clock from the club's DateFormat;
// the wall clock from the club's time zone, DST-safe. Intl, no date library: this runs on every page's first paint.
import { DEFAULT_CULTURE } from './culture';
import { CALENDAR_DAY, type DateInput, type Fields, utcFields, wallFields } from './date-fields';

/** The format the server and the portal exchange dates in (doc 1 §5). */
const SYSTEM_DATE_FORMAT = 'yyyy-MM-dd HH:mm';

/** What a date is written after: the club's DateFormat and time zone, and the language names are written in. */
export interface DateCulture {
  /** The club's DateFormat (.NET-style pattern): the order of day and month, and whether the clock is 12-hour. */
  dateFormat: string;
  timeZone?: string | null;
  /** The page's language (en-US when missing): the weekday and month names. */
  language?: string;
}

/**
 * The shapes a player meets: `dayTime` "Thu 3 Dec · 19:00", `day` "Thu 3 Dec", `longDay` "Thursday 3 December" (a
 * heading), `time` "19:00", `date` "3 Dec 2026", `dateTime` "3 Dec 2026 · 19:00" (a record: an order, a mail).
 */
export type DateShape = 'dayTime' | 'day' | 'longDay' | 'time' | 'date' | 'dateTime';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const twelveHour = (hour: number) => hour % 12 || 12;

// ---- names from Intl -------------------------------------------------------------------------------------------

// Building an Intl.DateTimeFormat is slow: one per language and shape, made once.
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function nameFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language ?? ''}|${JSON.stringify(options)}`;
  let format = nameFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language || DEFAULT_CULTURE, { ...options, timeZone: 'UTC' });
    } catch {
      // A malformed language tag names things like the default culture.
      format = new Intl.DateTimeFormat(DEFAULT_CULTURE, { ...options, timeZone: 'UTC' });
    }
    nameFormats.set(key, format);
  }
  return format;
}

/** The parts Intl writes for a wall-clock day, read at its noon in UTC so no zone moves it. */
function nameParts(fields: Fields, language: string | undefined, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const noon = new Date(Date.UTC(fields.year, fields.month - 1, fields.day, 12));
  const parts: Record<string, string> = {};
  // "jeu." and "déc." lose their point: the day reads "jeu 3 déc", as in "Thu 3 Dec".
  for (const part of nameFormat(language, options).formatToParts(noon)) if (part.type !== 'literal') parts[part.type] = part.value.replace(/\.$/, '');
  return parts;
}

const monthName = (fields: Fields, language: string | undefined, width: 'long' | 'short') => nameParts(fields, language, { month: width }).month ?? '';
const weekdayName = (fields: Fields, language: string | undefined, width: 'long' | 'short') => nameParts(fields, language, { weekday: width }).weekday ?? '';

// ---- the club's patterns ---------------------------------------------------------------------------------------

type Token = readonly [string, (fields: Fields, language?: string) => string];

// The club's DateFormat uses .NET-style patterns; longest first so "yyyy" never reads as "yy"+"yy".
const TOKENS: readonly Token[] = [
  ['yyyy', (f) => pad(f.year, 4)],
  ['yy', (f) => pad(f.year % 100)],
  ['MMMM', (f, language) => monthName(f, language, 'long')],
  ['MMM', (f, language) => monthName(f, language, 'short')],
  ['MM', (f) => pad(f.month)],
  ['M', (f) => String(f.month)],
  ['dddd', (f, language) => weekdayName(f, language, 'long')],
  ['ddd', (f, language) => weekdayName(f, language, 'short')],
  ['dd', (f) => pad(f.day)],
  ['d', (f) => String(f.day)],
  ['HH', (f) => pad(f.hour)],
  ['H', (f) => String(f.hour)],
  ['hh', (f) => pad(twelveHour(f.hour))],
  ['h', (f) => String(twelveHour(f.hour))],
  ['mm', (f) => pad(f.minute)],
  ['ss', (f) => pad(f.second)],
  ['tt', (f) => (f.hour < 12 ? 'AM' : 'PM')],
];

/** Writes the fields in a .NET-style pattern; any other character is kept as it is. */
function applyPattern(pattern: string, fields: Fields, language?: string): string {
  let result = '';
  for (let index = 0; index < pattern.length;) {
    const token = TOKENS.find(([source]) => pattern.startsWith(source, index));
    if (token) {
      result += token[1](fields, language);
      index += token[0].length;
    } else {
      result += pattern.charAt(index);
      index += 1;
    }
  }
  return result;
}

/** The date picker shows a 12-hour clock only when the club's format asks for am/pm. */
export function uses12HourClock(pattern: string): boolean {
  return pattern.includes('tt');
}

/**
 * The date part of the club's pattern: a club's DateFormat may carry a time ('dd/MM/yyyy HH:mm', the demo club's),
 * and a date alone (a fee's due date, a birthday) must not show one ('01/11/2026 01:00').
 */
export function datePattern(dateFormat: string): string {
  const firstTime = dateFormat.search(/[Hh]/);
  if (firstTime < 0) return dateFormat;
  const dateTokens = [...dateFormat.matchAll(/[dMy]/g)].map((match) => match.index);
  if (dateTokens.length === 0) return dateFormat;
  const lastDate = Math.max(...dateTokens);
  const firstDate = Math.min(...dateTokens);
  // Time after the date (the usual order): cut it; time first: keep from the date on.
  return (firstTime > lastDate ? dateFormat.slice(0, lastDate + 1) : dateFormat.slice(firstDate)).trim();
}

/** The time of day in the club's clock: 12-hour with am/pm only when its pattern asks for it ('tt'), else 24-hour. */
function timePattern(dateFormat: string): string {
  return uses12HourClock(dateFormat) ? 'h:mm tt' : 'HH:mm';
}

/** Whether the club writes the day before the month (dd/MM/yyyy) rather than after it (MM/dd/yyyy, yyyy-MM-dd). */
function dayBeforeMonth(dateFormat: string): boolean {
  const pattern = datePattern(dateFormat);
  const day = pattern.search(/d/);
  const month = pattern.search(/M/);
  return day >= 0 && month >= 0 ? day < month : true;
}

/**
 * Formats an instant in a .NET-style pattern (the system format, a date input's text) in the club's time zone.
 * Strings without an offset are read as UTC, which is how the server sends them; an unknown time zone falls back to
 * UTC. Names (MMM, dddd) are written in `language`, en-US when missing.
 */
export function formatDate(value: DateInput, pattern: string, timeZone?: string | null, language?: string): string {
  const fields = wallFields(value, timeZone);
  return fields ? applyPattern(pattern, fields, language) : '';
}

export function formatSystemDate(value: DateInput, timeZone?: string | null): string {
  return formatDate(value, SYSTEM_DATE_FORMAT, timeZone);
}

// ---- the shapes a player meets ---------------------------------------------------------------------------------

const SHAPES_WITHOUT_TIME: ReadonlySet<DateShape> = new Set(['day', 'longDay', 'date']);

/**
 * "3 Dec" or "Dec 3" in the club's order, the month in the page's language as Intl writes it beside a day: with
 * Intl's own words between them when its order is the club's ("3 de diciembre"), else just a space ("3 Dec" for an
 * en-US page of a dd/MM club).
 */
function dayAndMonth(fields: Fields, culture: DateCulture, width: 'long' | 'short'): string {
  const noon = new Date(Date.UTC(fields.year, fields.month - 1, fields.day, 12));
  const parts = nameFormat(culture.language, { day: 'numeric', month: width }).formatToParts(noon);
  const dayIndex = parts.findIndex((part) => part.type === 'day');
  const monthIndex = parts.findIndex((part) => part.type === 'month');
  const day = parts[dayIndex]?.value ?? String(fields.day);
  const month = (parts[monthIndex]?.value ?? '').replace(/\.$/, '');
  const dayFirst = dayBeforeMonth(culture.dateFormat);
  if (dayFirst !== dayIndex < monthIndex) return dayFirst ? `${day} ${month}` : `${month} ${day}`;
  const [first, last] = dayFirst ? [dayIndex, monthIndex] : [monthIndex, dayIndex];
  const between = parts
    .slice(first + 1, last)
    .map((part) => part.value)
    .join('');
  return dayFirst ? `${day}${between}${month}` : `${month}${between}${day}`;
}

function writeShape(fields: Fields, shape: DateShape, culture: DateCulture): string {
  const time = () => applyPattern(timePattern(culture.dateFormat), fields);
  const year = String(fields.year);
  const date = () => (dayBeforeMonth(culture.dateFormat) ? `${dayAndMonth(fields, culture, 'short')} ${year}` : `${dayAndMonth(fields, culture, 'short')}, ${year}`);
  switch (shape) {
    case 'time':
      return time();
    case 'day':
      return `${weekdayName(fields, culture.language, 'short')} ${dayAndMonth(fields, culture, 'short')}`;
    case 'longDay':
      return `${weekdayName(fields, culture.language, 'long')} ${dayAndMonth(fields, culture, 'long')}`;
    case 'dayTime':
      return `${weekdayName(fields, culture.language, 'short')} ${dayAndMonth(fields, culture, 'short')} · ${time()}`;
    case 'date':
      return date();
    case 'dateTime':
      return `${date()} · ${time()}`;
  }
}

/**
 * A day, date or time as a player reads it, in one of the shapes of `DateShape`. An instant is written on the club's
 * wall clock; a calendar day ('2026-12-03', or '2026-12-03T00:00:00' for a shape without a time) is that day
 * wherever the club is. Nothing, null or an unreadable value gives an empty text.
 */
export function formatWhen(value: DateInput | null | undefined, shape: DateShape, culture: DateCulture): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' && SHAPES_WITHOUT_TIME.has(shape) ? CALENDAR_DAY.exec(value) : null;
  const fields = day ? utcFields(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))) : wallFields(value, culture.timeZone);
  return fields ? writeShape(fields, shape, culture) : '';
}

// The system format inside a server's text: a booking's description names its start on the club's wall clock.
const SYSTEM_DATE_TIME = /\b(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?\b/g;

/**
 * A server's text with its system-format dates (doc 1 §5: yyyy-MM-dd HH:mm, the club's wall clock) written in the one
 * format: "Padel 1, 2026-12-06 18:00 (60 min)" reads "Padel 1, Sun 6 Dec · 18:00 (60 min)". Other text is kept.
 */
export function withReadableDates(text: string, culture: DateCulture): string {
  return text.replace(SYSTEM_DATE_TIME, (_match, year: string, month: string, day: string, hour: string, minute: string) =>
    // Already on the club's clock: written as it is, no zone moves it.
    writeShape(utcFields(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)))), 'dayTime', culture),
  );
}

/** A calendar day's weekday and its day and month apart ("Thu" and "3 Dec"), for a strip of days. */
export function dayParts(day: string, culture: DateCulture, width: 'long' | 'short' = 'short'): { weekday: string; date: string } {
  const match = CALENDAR_DAY.exec(day.slice(0, 10));
  if (!match) return { weekday: '', date: '' };
  const fields = utcFields(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
  return { weekday: weekdayName(fields, culture.language, width), date: dayAndMonth(fields, culture, width) };
}
