import { badRequest } from '../../http/errors';

/** Dates already found to be days (the booking page asks for the same few again and again), bounded. */
const knownDays = new Map<string, string>();
const MAX_KNOWN_DAYS = 1000;

/** The yyyy-MM-dd day of the request's `date` (which may carry a time); a 400 names anything else. */
export function requestedDay(date: string): string {
  const known = knownDays.get(date);
  if (known !== undefined) return known;
  const day = checkedDay(date);
  if (knownDays.size >= MAX_KNOWN_DAYS) knownDays.clear();
  knownDays.set(date, day);
  return day;
}

function checkedDay(date: string): string {
  const day = date.trim().slice(0, 10);
  const parsed = Date.parse(`${day}T00:00:00Z`);
  // The round trip refuses days a calendar lacks (2026-02-30), which the database would reject.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day) {
    throw badRequest('validation.formatDate', { field: 'body/date' });
  }
  return day;
}
