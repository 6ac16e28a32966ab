// Demo dates are relative to the moment of seeding and expressed in the club's wall-clock time,
// so "tomorrow 19:00" is an evening booking whatever the server's time zone.
import { addDays, clubLocalTime, minutesOfTime, wallTime, wallToInstant } from '../../domain/club-time';

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

export function createSeedClock(now: Date, timeZone: string): SeedClock {
  const today = wallTime(now, timeZone).date;
  const [year, month] = today.split('-').map(Number) as [number, number];
  return {
    now,
    at: (dayOffset, time) => wallToInstant(addDays(today, dayOffset), minutesOfTime(time), timeZone),
    day: (dayOffset) => addDays(today, dayOffset),
    monthDay: (monthOffset, dayOfMonth) => new Date(Date.UTC(year, month - 1 + monthOffset, dayOfMonth)).toISOString().slice(0, 10),
    ago: (days, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000),
    label(instant) {
      const { date, hour } = clubLocalTime(instant, timeZone);
      const [y, m, d] = date.split('-');
      return `${d}/${m}/${y} ${hour}`;
    },
  };
}
