import { useState } from 'react';
import { clubLocalTime } from '../../domain/club-time';
import { useRootStore } from '../../stores/StoresContext';
import { useQuietQuery } from '../../stores/use-query';
import { availabilityQuery, availableDatesQuery } from '../booking-support/availability-queries';
import { nextFreeOf, type NextFree } from './next-free';

/** How far ahead a type's next free time is looked for: the booking page's first strip of dates. */
const LOOK_AHEAD_DAYS = 14;

/**
 * A booking type's next free time, from the calls its booking page makes anyway (and shares through the query
 * cache): the first date with a free slot (available-dates), then that day's timetable. Two calls per type;
 * null while loading, when nothing is free in the next two weeks, or when a call fails (only logged: the card
 * still works without it).
 */
export function useNextFree(bookingTypeId: number, enabled: boolean): NextFree | null {
  const root = useRootStore();
  // The moment the card first shows: its day and which slots have already started.
  const [now] = useState(() => Date.now());
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const today = clubLocalTime(now, timeZone).date;
  const dates = useQuietQuery('free dates', availableDatesQuery(root, bookingTypeId, today, LOOK_AHEAD_DAYS), [], enabled);
  const first = dates?.[0] ?? null;
  const day = useQuietQuery('free times', availabilityQuery(root, bookingTypeId, first ?? today), null, enabled && first !== null);
  if (!day) return null;
  return nextFreeOf(day.list ?? [], now);
}
