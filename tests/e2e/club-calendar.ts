// The demo club's calendar: journeys pick their dates in the club's time zone, whatever the machine's, and ask the
// club which days are free rather than trusting the hour or the weekday they run at (CI runs at any hour: at 00:10
// on a Sunday the third day is not yet in a 72-hour window; a weekend evening closes at 21:00).
import type { APIRequestContext } from '@playwright/test';

export const CLUB_ZONE = 'Europe/Madrid';

/** A day on the club's calendar (yyyy-MM-dd), `days` after today (0 is today): calendar days, whatever a DST change. */
export function clubDay(days: number): string {
  return addCalendarDays(new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()), days);
}

/** The calendar day (yyyy-MM-dd) `days` after `day`. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface Slot {
  sstart: string;
  durations: number[];
}

interface Resource {
  id: number;
  name: string;
  timeTable: Slot[];
}

/** What a court has free on a day, in the booking type's window for that caller (the timetable's own answer). */
interface FreeDay {
  date: string;
  resourceId: number;
  /** The starts (HH:mm) at which the court is free for the asked minutes, in order. */
  starts: string[];
}

interface FreeDayQuery {
  bookingTypeId: number;
  /** Club days to try, in order (0 is today). */
  days: number[];
  minutes: number;
  /** The court by its name; the type's first one when left out. */
  court?: string;
  /** Only a day on which this start (HH:mm) is free. */
  start?: string;
  /** The player asking (their window and holds); the public view when left out. */
  customerId?: number;
  headers?: Record<string, string>;
}

/**
 * The first of `days` on which the court has a free start for `minutes` (at `start` when given), as the timetable
 * the journey then opens shows it: a weekend evening, a day beyond the type's window or a court the demo data holds
 * is skipped. Fails the journey naming the days tried when none has one.
 */
export async function firstFreeDay(request: APIRequestContext, query: FreeDayQuery): Promise<FreeDay> {
  const tried: string[] = [];
  for (const days of query.days) {
    const date = clubDay(days);
    tried.push(date);
    const answer = await request.post('/api/publicbookings/list', {
      data: { date, bookingTypeId: query.bookingTypeId, customerId: query.customerId ?? 0 },
      headers: query.headers,
    });
    const list = ((await answer.json()) as { model?: { list?: Resource[] } }).model?.list ?? [];
    const resource = query.court === undefined ? list[0] : list.find((candidate) => candidate.name === query.court);
    if (!resource) continue;
    const starts = resource.timeTable
      .filter((slot) => slot.durations.includes(query.minutes) && (query.start === undefined || slot.sstart === query.start))
      .map((slot) => slot.sstart);
    if (starts.length > 0) return { date, resourceId: resource.id, starts };
  }
  throw new Error(
    `No free ${query.minutes} min${query.start ? ` at ${query.start}` : ''} on ${query.court ?? 'the first court'} of booking type ${query.bookingTypeId} on ${tried.join(', ')}`,
  );
}
