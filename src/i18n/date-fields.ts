// Reading a date value into its wall-clock fields in the club's time zone (DST-safe, through the browser's Intl):
// the one reading behind every format of dates.ts.

export type DateInput = string | number | Date;

/** The wall-clock fields of an instant in one time zone. */
export interface Fields {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

// "2024-03-05 14:07", "2024-03-05T14:07:00.000", "2024-03-05": the server's dates, without an offset.
const WITHOUT_OFFSET = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
// A day of the club's calendar, not an instant: '2026-12-03', or the server's '2026-12-03T00:00:00'.
export const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00)?$/;

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

export function utcFields(instant: Date): Fields {
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

/** The wall-clock fields of a value in the club's time zone (UTC for an unknown or missing one); null if unreadable. */
export function wallFields(value: DateInput, timeZone?: string | null): Fields | null {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return null;
  const format = timeZone ? zoneFormat(timeZone) : null;
  return format ? zoneFields(instant, format) : utcFields(instant);
}
