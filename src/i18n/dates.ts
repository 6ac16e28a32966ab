// Dates in the club's format and time zone with the browser's own Intl, no date library: this runs on
// every page's first paint, and dayjs with its time-zone plugins was 4 KB of gzip JavaScript there.

/** The format the server and the portal exchange dates in (doc 1 §5). */
const SYSTEM_DATE_FORMAT = 'yyyy-MM-dd HH:mm';

/** The wall-clock fields of an instant in one time zone. */
interface Fields {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const twelveHour = (hour: number) => hour % 12 || 12;

// The club's DateFormat uses .NET-style patterns; longest first so "yyyy" never reads as "yy"+"yy".
const TOKENS: ReadonlyArray<readonly [string, (fields: Fields) => string]> = [
  ['yyyy', (f) => pad(f.year, 4)],
  ['yy', (f) => pad(f.year % 100)],
  ['MMMM', (f) => MONTHS[f.month - 1] ?? ''],
  ['MMM', (f) => (MONTHS[f.month - 1] ?? '').slice(0, 3)],
  ['MM', (f) => pad(f.month)],
  ['M', (f) => String(f.month)],
  ['dddd', (f) => WEEKDAYS[f.weekday] ?? ''],
  ['ddd', (f) => (WEEKDAYS[f.weekday] ?? '').slice(0, 3)],
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
function applyPattern(pattern: string, fields: Fields): string {
  let result = '';
  for (let index = 0; index < pattern.length;) {
    const token = TOKENS.find(([source]) => pattern.startsWith(source, index));
    if (token) {
      result += token[1](fields);
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

export type DateInput = string | number | Date;

// "2024-03-05 14:07", "2024-03-05T14:07:00.000", "2024-03-05": the server's dates, without an offset.
const WITHOUT_OFFSET = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The instant a value names; strings without an offset are read as UTC, which is how the server sends them. */
function toInstant(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value);
  const match = WITHOUT_OFFSET.exec(value);
  if (!match) return new Date(value);
  const part = (index: number, fallback: number) => (match[index] ? Number(match[index]) : fallback);
  const millisecond = match[7] ? Number(match[7].slice(0, 3).padEnd(3, '0')) : 0;
  return new Date(Date.UTC(part(1, 0), part(2, 1) - 1, part(3, 1) || 1, part(4, 0), part(5, 0), part(6, 0), millisecond));
}

function utcFields(instant: Date): Fields {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    hour: instant.getUTCHours(),
    minute: instant.getUTCMinutes(),
    second: instant.getUTCSeconds(),
    weekday: instant.getUTCDay(),
  };
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** One formatter per time zone (building one is slow); null for a zone the browser does not know. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  if (!zoneFormats.has(timeZone)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(timeZone, format);
  }
  return zoneFormats.get(timeZone) ?? null;
}

function zoneFields(instant: Date, format: Intl.DateTimeFormat): Fields {
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const fields = { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0 };
  return { ...fields, weekday: new Date(Date.UTC(fields.year, fields.month - 1, fields.day)).getUTCDay() };
}

/**
 * Formats an instant in the club's time zone. Strings without an offset are read as UTC,
 * which is how the server sends them; an unknown time zone falls back to UTC.
 */
export function formatDate(value: DateInput, pattern: string, timeZone?: string | null): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return '';
  const format = timeZone ? zoneFormat(timeZone) : null;
  return applyPattern(pattern, format ? zoneFields(instant, format) : utcFields(instant));
}

export function formatSystemDate(value: DateInput, timeZone?: string | null): string {
  return formatDate(value, SYSTEM_DATE_FORMAT, timeZone);
}
