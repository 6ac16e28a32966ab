import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a calendar event of a booking needs; the state decides STATUS (a cancelled or expired booking stays, marked CANCELLED). */
export interface CalendarEntry {
  id: number;
  status: 'Pending' | 'Confirmed' | 'Cancelled' | 'Expired';
  /** A hold (Pending) past this has expired, whether or not anything recorded it yet. */
  paymentDeadline: Date | null;
  start: Date;
  end: Date;
  typeName: string;
  resourceNames: string | null;
  title: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  /** The public booking page (/booking/{token}). */
  url: string;
}

export interface CalendarOptions {
  /** The calendar's name (the club's, or the club's and the customer's for a feed). */
  name: string;
  timeZone: string;
  /** The club's address, as the events' LOCATION. */
  location: string | null;
  /** Host part of the events' UIDs, stable across downloads so a calendar updates the same event. */
  uidDomain: string;
  now: Date;
  /** A feed asks subscribers to refresh; a single file is published once. */
  refreshMins?: number;
}

/** ICS state of a booking at `now`. */
function calendarStatus(entry: Pick<CalendarEntry, 'status' | 'paymentDeadline'>, now: Date): ICalEventStatus {
  if (entry.status === 'Confirmed') return ICalEventStatus.CONFIRMED;
  if (entry.status === 'Pending' && (entry.paymentDeadline === null || entry.paymentDeadline > now)) return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CANCELLED;
}

/**
 * An iCalendar (RFC 5545) of bookings: times are wall times of the club's zone (DTSTART;TZID=…), with
 * that zone's VTIMEZONE, so a calendar in another zone shows the right instant and the club's hour.
 * DTSTAMP is UTC. A cancelled booking keeps its UID with STATUS:CANCELLED and a higher SEQUENCE, so a
 * subscribed calendar (or a re-imported file) drops it instead of keeping a stale event.
 */
export function bookingsCalendar(entries: CalendarEntry[], options: CalendarOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'club-portal', product: 'bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // name null: DTSTAMP stays UTC; the generator still writes the VTIMEZONE of every event's zone.
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(options.refreshMins ? { ttl: options.refreshMins * 60 } : {}),
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: options.timeZone }]);
  const inClub = (instant: Date) => dayjs(instant).tz(options.timeZone);
  for (const entry of entries) {
    const status = calendarStatus(entry, options.now);
    // A pre-booked booking's title already names its type and resources.
    const summary = entry.title ?? [entry.typeName, entry.resourceNames].filter(Boolean).join(' · ');
    calendar.createEvent({
      id: `booking-${entry.id}@${options.uidDomain}`,
      start: inClub(entry.start),
      end: inClub(entry.end),
      timezone: options.timeZone,
      stamp: options.now,
      lastModified: entry.cancelledAt ?? entry.createdAt,
      sequence: status === ICalEventStatus.CANCELLED ? 1 : 0,
      status,
      summary,
      description: entry.url,
      location: options.location,
      url: entry.url,
    });
  }
  return calendar.toString();
}
