import { useState } from 'react';
import { clubLocalTime } from '../../domain/club-time';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuietQuery } from '../../stores/use-query';
import { availabilityQuery, availableDatesQuery } from '../../booking/availability-queries';
import { nextFreeOf, type NextFree } from './next-free';

/** How far ahead a type's next free time is looked for: the booking page's first strip of dates. */
const LOOK_AHEAD_DAYS = 14;

/**
 * A booking type's next free time as one answer: the first date with a free slot (available-dates), then that day's
 * timetable reduced to its first free time and lowest price. One query, so a server-rendered page inlines these few
 * bytes, not each type's whole day. Keyed as the dates it looks through: a change on any of them loads it again.
 */
function nextFreeQuery(root: RootStore, bookingTypeId: number, today: string): Query<NextFree | null> {
  const customerId = root.session.customerId ?? -1;
  return query(['listAvailableDates', bookingTypeId, today, LOOK_AHEAD_DAYS, 'next-free', customerId], async (signal) => {
    const [first] = await availableDatesQuery(root, bookingTypeId, today, LOOK_AHEAD_DAYS).load(signal);
    if (first === undefined) return null;
    const day = await availabilityQuery(root, bookingTypeId, first).load(signal);
    return nextFreeOf(day.list ?? [], Date.now());
  });
}

/**
 * A booking type's next free time; null while loading, when nothing is free in the next two weeks, or when a call
 * fails (only logged: the card still works without it).
 */
export function useNextFree(bookingTypeId: number, enabled: boolean): NextFree | null {
  const root = useRootStore();
  // The day the card first shows.
  const [now] = useState(() => Date.now());
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const today = clubLocalTime(now, timeZone).date;
  return useQuietQuery('next free time', nextFreeQuery(root, bookingTypeId, today), null, enabled);
}
