/**
 * Date formats of requests. A day outside 1900–2200 is no booking, birth or fee day, and some (year 0,
 * 9999 plus a week) are beyond what the database or JavaScript dates hold, so they are refused at the edge.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/** The contract's format for a day written yyyy-MM-dd, optionally followed by a time part. */
export const CLUB_DAY_FORMAT = 'club-day';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function saneDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= FIRST_YEAR && year <= LAST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** yyyy-MM-dd with a sane year (a day the calendar lacks, 02-30, is left to the handler to name). */
export function isSaneDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && saneDay(text);
}

/** RFC 3339 date-time with a sane year. */
export function isSaneDateTime(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?$/.test(text) && saneDay(text) && !Number.isNaN(Date.parse(text));
}

/** A club day: yyyy-MM-dd, optionally with a time part after `T` or a space; blank is no day (a cleared field). */
export function isClubDay(text: string): boolean {
  if (text.trim() === '') return true;
  return /^\d{4}-\d{2}-\d{2}(?:[T ].{0,40})?$/.test(text.trim()) && saneDay(text.trim());
}
