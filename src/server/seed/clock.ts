// Demo dates are relative to the moment of seeding and expressed in the club's wall-clock time,
// so "tomorrow 19:00" is an evening booking whatever the server's time zone.

export interface SeedClock {
  now: Date;
  /** The instant of `time` ('HH:MM', club time) on the day `dayOffset` days from today (club calendar). */
  at(dayOffset: number, time: string): Date;
  /** 'YYYY-MM-DD' of the day `dayOffset` days from today (club calendar). */
  day(dayOffset: number): string;
  /** The day `monthOffset` months from today's month, on `dayOfMonth`, as 'YYYY-MM-DD'. */
  monthDay(monthOffset: number, dayOfMonth: number): string;
  /** `days` days before now, at the same time of day. */
  ago(days: number, hours?: number): Date;
  /** 'dd/MM/yyyy HH:mm' in club time, for labels. */
  label(instant: Date): string;
}

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

function wallClock(instant: Date, timeZone: string): CivilDate & { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}

function offsetMs(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function zonedToInstant(date: CivilDate, hour: number, minute: number, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = asUtc - offsetMs(new Date(asUtc), timeZone);
  // Around a DST change the offset at the guess can differ from the offset at the result.
  return new Date(asUtc - offsetMs(new Date(first), timeZone));
}

function shiftDays(date: CivilDate, days: number): CivilDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const iso = (date: CivilDate) => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

export function createSeedClock(now: Date, timeZone: string): SeedClock {
  const today = wallClock(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    now,
    at(dayOffset, time) {
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      return zonedToInstant(shiftDays(today, dayOffset), hour, minute, timeZone);
    },
    day: (dayOffset) => iso(shiftDays(today, dayOffset)),
    monthDay(monthOffset, dayOfMonth) {
      const first = new Date(Date.UTC(today.year, today.month - 1 + monthOffset, dayOfMonth));
      return iso({ year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: first.getUTCDate() });
    },
    ago: (days, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000),
    label(instant) {
      const wall = wallClock(instant, timeZone);
      return `${pad(wall.day)}/${pad(wall.month)}/${wall.year} ${pad(wall.hour)}:${pad(wall.minute)}`;
    },
  };
}
