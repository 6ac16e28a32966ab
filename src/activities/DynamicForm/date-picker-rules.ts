/**
 * The date picker's rules (doc 3 §9): it starts at 8:00 and is 24-hour unless the club's date format contains 'tt';
 * the days it offers (from today through an optional upper bound) are src/domain/dynamic-form-dates.ts's.
 */

/** The time a picker starts from when the field has none yet. */
export const DEFAULT_TIME = '08:00';

/** Minutes offered, 5 apart (a value already holding another minute keeps it as an option). */
const MINUTE_STEP = 5;

/** 12-hour with AM/PM only when the club's pattern asks for it ('tt'), else 24-hour. */
export function usesTwelveHours(dateFormat: string): boolean {
  return dateFormat.includes('tt');
}

export interface TimeParts {
  /** 0–23. */
  hour: number;
  minute: number;
}

export function timeParts(value: string | undefined): TimeParts | null {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

const pad = (number: number) => String(number).padStart(2, '0');

export function timeText({ hour, minute }: TimeParts): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** The hour as the 12-hour clock shows it (12, 1 … 11) and its half of the day. */
export function toTwelveHours(hour: number): { hour12: number; pm: boolean } {
  return { hour12: hour % 12 === 0 ? 12 : hour % 12, pm: hour >= 12 };
}

export function fromTwelveHours(hour12: number, pm: boolean): number {
  return (hour12 % 12) + (pm ? 12 : 0);
}

/** The minutes to offer: every MINUTE_STEP, plus the value's own minute when it is off the step. */
export function minuteChoices(current: number | undefined): number[] {
  const choices = Array.from({ length: 60 / MINUTE_STEP }, (_, index) => index * MINUTE_STEP);
  if (current !== undefined && !choices.includes(current)) return [...choices, current].sort((a, b) => a - b);
  return choices;
}

/** A day's parts as the day picker's selects hold them (numbers as text; '' while not chosen). */
export interface DayParts {
  day: string;
  month: string;
  year: string;
}

/** The order of day, month and year in the club's date format ('dd/MM/yyyy' → d, M, y; 'M/d/yyyy' → M, d, y). */
export function dayFieldOrder(dateFormat: string): Array<keyof DayParts> {
  const found = (['day', 'month', 'year'] as const).map((part) => ({ part, at: dateFormat.indexOf(part === 'day' ? 'd' : part === 'month' ? 'M' : 'y') }));
  // A pattern missing one of them (or none at all) falls back to day, month, year.
  if (found.some(({ at }) => at < 0)) return ['day', 'month', 'year'];
  return found.sort((a, b) => a.at - b.at).map(({ part }) => part);
}

export function dayPartsOf(value: string | undefined): DayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) } : { day: '', month: '', year: '' };
}

/** The day (yyyy-MM-dd) the parts name, or undefined while one is missing or they name no day (31 April). */
export function dayOfParts(parts: DayParts): string | undefined {
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  if (!parts.year || !parts.month || !parts.day) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The years a day picker offers: from today's through the last day's (two years on when there is none), and the value's own. */
export function yearChoices(bounds: { min: string; max?: string }, value: string | undefined): number[] {
  const first = Number(bounds.min.slice(0, 4));
  const last = bounds.max ? Number(bounds.max.slice(0, 4)) : first + 2;
  const years = Array.from({ length: Math.max(0, last - first) + 1 }, (_, index) => first + index);
  const own = Number(dayPartsOf(value).year);
  return own && !years.includes(own) ? [...years, own].sort((a, b) => a - b) : years;
}
