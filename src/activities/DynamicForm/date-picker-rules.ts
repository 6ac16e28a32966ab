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
