import type { components } from '../../generated/api';

type Resource = components['schemas']['Resource'];

export interface NextFree {
  /** The earliest start (ISO instant) of a free slot of the day. */
  start: string;
  /** The lowest price shown for a slot of that day (gross or net as the club shows prices), when the day's answer has prices. */
  priceFrom: number | null;
}

/**
 * The first free time of a day's timetable (publicbookings/list): the earliest slot with a bookable duration
 * that has not started, and the lowest price of the day's free slots. Null when the day has none.
 */
export function nextFreeOf(resources: readonly Resource[], now: number): NextFree | null {
  let start: number | null = null;
  let priceFrom: number | null = null;
  for (const resource of resources) {
    for (const slot of resource.timeTable ?? []) {
      const at = Date.parse(slot.start ?? '');
      if (!Number.isFinite(at) || at < now || (slot.durations ?? []).length === 0) continue;
      if (start === null || at < start) start = at;
      for (const price of Object.values(slot.priceByDuration ?? {})) {
        if (typeof price.amount === 'number' && (priceFrom === null || price.amount < priceFrom)) priceFrom = price.amount;
      }
    }
  }
  return start === null ? null : { start: new Date(start).toISOString(), priceFrom };
}

/** Which day a club date is for the player: today, tomorrow, or another day. */
export function dayKind(date: string, today: string): 'today' | 'tomorrow' | 'other' {
  if (date === today) return 'today';
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return date === next ? 'tomorrow' : 'other';
}
