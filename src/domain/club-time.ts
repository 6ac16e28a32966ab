/**
 * The club's wall clock, shared by the portal, the server and the seed. Pure (Intl only), DST-safe.
 * Instants are stored as such; days, opening hours, price bands and labels are wall-clock times of the
 * club's time zone (the settings' TimeZone, clubs.time_zone), whatever the zone of the machine.
 */

export interface WallTime {
  /** yyyy-MM-dd */
  date: string;
  /** Minutes since the club's midnight, 0..1439. */
  minute: number;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

// Intl's formatToParts is slow (a booking day asks for thousands of instants) while the wall fields of a
// minute never change: they are remembered per zone and minute, a bounded number of them.
const fieldsMemo = new Map<string, Fields>();
const FIELDS_MEMO_MAX = 50_000;

function fieldsAt(instantMs: number, timeZone: string): Fields {
  const key = `${timeZone}|${Math.floor(instantMs / 60_000)}`;
  const known = fieldsMemo.get(key);
  if (known) return known;
  const fields = formatFields(instantMs, timeZone);
  if (fieldsMemo.size >= FIELDS_MEMO_MAX) fieldsMemo.clear();
  fieldsMemo.set(key, Object.freeze(fields));
  return fields;
}

function formatFields(instantMs: number, timeZone: string): Fields {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, format);
  }
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instantMs)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute! };
}

const pad = (value: number) => String(value).padStart(2, '0');
const ms = (instant: Date | number) => (typeof instant === 'number' ? instant : instant.getTime());

/** 'HH:mm' of minutes since midnight. */
export const hhmm = (minute: number): string => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** 'HH:mm' or 'HH:mm:ss' (a time column) as minutes since midnight; '24:00' is 1440. */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The calendar day `days` days after `date` (both yyyy-MM-dd). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 Sunday .. 6 Saturday of a calendar day. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Day, minute and weekday of an instant on the club's wall clock. */
export function wallTime(instant: Date | number, timeZone: string): WallTime {
  const f = fieldsAt(ms(instant), timeZone);
  const date = `${f.year}-${pad(f.month)}-${pad(f.day)}`;
  return { date, minute: f.hour * 60 + f.minute, weekday: weekdayOf(date) };
}

/** Calendar day and 'HH:mm' of an instant as the club reads it. */
export function clubLocalTime(instant: Date | number, timeZone: string): { date: string; hour: string } {
  const wall = wallTime(instant, timeZone);
  return { date: wall.date, hour: hhmm(wall.minute) };
}

/** Offset of the zone from UTC at an instant, in ms (whole minutes). */
export function offsetMs(instant: Date | number, timeZone: string): number {
  const at = ms(instant);
  const f = fieldsAt(at, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute) - Math.floor(at / MINUTE_MS) * MINUTE_MS;
}

/** Every instant whose wall time is `minute` on `date`: none in a spring-forward gap, two in a repeated hour. Earliest first. */
export function instantsOfWall(date: string, minute: number, timeZone: string): Date[] {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;
  const offsets = new Set([offsetMs(asUtc - DAY_MS, timeZone), offsetMs(asUtc, timeZone), offsetMs(asUtc + DAY_MS, timeZone)]);
  const found = new Set(
    [...offsets]
      .map((offset) => asUtc - offset)
      .filter((candidate) => {
        const wall = wallTime(candidate, timeZone);
        return wall.date === date && wall.minute === minute;
      }),
  );
  return [...found].sort((a, b) => a - b).map((instant) => new Date(instant));
}

/**
 * The instant a wall time starts: the earlier one when it happens twice; a wall time that does not exist
 * (spring-forward gap) is read with the offset from before the jump, so 02:30 becomes 03:30 (Temporal's
 * "compatible"). `minute` 1440 or more counts into later days.
 */
export function wallToInstant(date: string, minute: number, timeZone: string): Date {
  if (minute >= 1440) return wallToInstant(addDays(date, Math.floor(minute / 1440)), minute % 1440, timeZone);
  const exact = instantsOfWall(date, minute, timeZone)[0];
  if (exact) return exact;
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;
  return new Date(asUtc - offsetMs(asUtc - DAY_MS, timeZone));
}
