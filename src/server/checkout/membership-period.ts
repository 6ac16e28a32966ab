import { addDays } from '../../domain/club-time';
import type { DurationUnit } from '../db/schema';

/** The last day of a month (1..12) of a year. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar day `months` months after `date`, kept on the same day of the month or the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/**
 * The day after the last day of `periods` periods of `count` `unit` starting on `start` (yyyy-MM-dd): the end of
 * a fee's period and the day the next fee is due. Fees are per day, so a period shorter than a day lasts one day.
 */
export function periodEnd(start: string, unit: DurationUnit, count: number, periods = 1): string {
  const length = count * periods;
  switch (unit) {
    case 'Years':
      return addMonths(start, 12 * length);
    case 'Months':
      return addMonths(start, length);
    case 'Weeks':
      return addDays(start, 7 * length);
    case 'Days':
      return addDays(start, length);
    case 'Hours':
      return addDays(start, Math.max(1, Math.ceil(length / 24)));
    case 'Minutes':
      return addDays(start, Math.max(1, Math.ceil(length / 1440)));
  }
}
