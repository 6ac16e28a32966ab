import type { components } from '../../../generated/api';
import { datePattern, formatTime, type FormatOptions } from '../../../i18n/format-value';

type CustomerBooking = components['schemas']['CustomerBooking'];
type Player = NonNullable<components['schemas']['Booking']['players']>[number];

/** How many other players the card names; the rest are counted ("+2"). */
const NAMED_PLAYERS = 3;

/** The customer's next booking: the earliest of the upcoming ones that has not ended yet, or null. */
export function nextBooking(upcoming: readonly CustomerBooking[], now: number): CustomerBooking | null {
  const ends = (booking: CustomerBooking) => Date.parse(booking.start ?? '') + (booking.duration ?? 0) * 60_000;
  const ahead = upcoming.filter((booking) => ends(booking) > now);
  ahead.sort((a, b) => Date.parse(a.start ?? '') - Date.parse(b.start ?? ''));
  return ahead[0] ?? null;
}

// One formatter per language and time zone: made once, not per render.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When, as a player says it: "Thu 3 Dec · 19:00" — the weekday and month in the page's language, the day and
 * month in the order of the club's DateFormat (Dec 3 in a MM/dd club), the time in its clock and time zone.
 */
export function bookingWhen(start: string, language: string, options: FormatOptions): string {
  const key = `${language}|${options.timeZone ?? ''}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: options.timeZone || undefined });
    dayFormats.set(key, format);
  }
  const parts = format.formatToParts(new Date(start));
  const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((candidate) => candidate.type === type)?.value ?? '').replace(/\.$/, '');
  const pattern = datePattern(options.dateFormat);
  const dayFirst = pattern.indexOf('d') < pattern.indexOf('M');
  const day = dayFirst ? `${part('day')} ${part('month')}` : `${part('month')} ${part('day')}`;
  return `${part('weekday')} ${day} · ${formatTime(start, options)}`;
}

/** Who else plays: the booking's players but the customer and its free places, the first few by name. */
export function otherPlayers(players: readonly Player[], customerId: number | null): { names: string[]; more: number } {
  const others = players.filter((player) => !player.isPlaceholder && player.name && player.customerId !== customerId).map((player) => player.name ?? '');
  return { names: others.slice(0, NAMED_PLAYERS), more: Math.max(others.length - NAMED_PLAYERS, 0) };
}
