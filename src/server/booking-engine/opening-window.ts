import { addDays, wallTime, wallToInstant } from '../../domain/club-time';

/** A type's booking horizon when it sets none (doc 2 §9): 366 days. */
const DEFAULT_ANTICIPATION_MINS = 366 * 1440;

export type OpeningState = 'closed' | 'requesting' | 'drawing' | 'open';

export interface OpeningInstants {
  /** From here players ask instead of booking. */
  windowOpensAt: Date;
  /** The day's slots open (and the draw runs) here. */
  opensAt: Date;
}

/**
 * The instant a club day's slots open: the day's midnight, `anticipationMins` earlier counted on the club's wall
 * clock (14 days → 00:00 club time 14 days before), so a DST change in between moves nothing.
 */
export function dayOpensAt(date: string, anticipationMins: number | null, timeZone: string): Date {
  const back = anticipationMins ?? DEFAULT_ANTICIPATION_MINS;
  const days = Math.floor(-back / 1440);
  return wallToInstant(addDays(date, days), -back - days * 1440, timeZone);
}

/** The day's window and opening: the window is `windowMins` real minutes long and ends at the opening. */
export function openingInstants(date: string, type: { anticipationMins: number | null; windowMins: number }, timeZone: string): OpeningInstants {
  const opensAt = dayOpensAt(date, type.anticipationMins, timeZone);
  return { windowOpensAt: new Date(opensAt.getTime() - type.windowMins * 60_000), opensAt };
}

/** Where a day is at `now`; `drawn` once its draw is recorded. */
export function openingState(now: Date, instants: OpeningInstants, drawn: boolean): OpeningState {
  if (drawn) return 'open';
  if (now.getTime() < instants.windowOpensAt.getTime()) return 'closed';
  if (now.getTime() < instants.opensAt.getTime()) return 'requesting';
  return 'drawing';
}

/**
 * End (exclusive) of what a type with an opening window lets book at `now`: whole club days open at their
 * opening instant, so this is the midnight starting the first day not open yet. (Without a window the rolling
 * `windowEnd` rule stays: each slot opens its anticipation before its start.)
 */
export function openDaysEnd(now: Date, anticipationMins: number | null, timeZone: string): Date {
  let day = wallTime(now.getTime() + (anticipationMins ?? DEFAULT_ANTICIPATION_MINS) * 60_000, timeZone).date;
  while (dayOpensAt(addDays(day, 1), anticipationMins, timeZone).getTime() <= now.getTime()) day = addDays(day, 1);
  while (dayOpensAt(day, anticipationMins, timeZone).getTime() > now.getTime()) day = addDays(day, -1);
  return wallToInstant(addDays(day, 1), 0, timeZone);
}
