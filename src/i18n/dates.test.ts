import { describe, expect, it } from 'vitest';
import { datePattern, dayParts, formatDate, formatSystemDate, formatWhen, uses12HourClock, withReadableDates, type DateCulture } from './dates';

// The demo club: day before month, a 24-hour clock, Madrid.
const club = (language: string, dateFormat = 'dd/MM/yyyy HH:mm', timeZone = 'Europe/Madrid'): DateCulture => ({ language, dateFormat, timeZone });
// Thursday 3 December 2026, 19:00 in Madrid (18:00 UTC: winter time, +1).
const THU_19 = '2026-12-03T18:00:00Z';

describe('one format for every date a player reads (issue 35)', () => {
  it.each([
    ['en-US', 'Thu 3 Dec · 19:00', 'Thu 3 Dec', '3 Dec 2026', 'Thursday 3 December'],
    ['es-ES', 'jue 3 dic · 19:00', 'jue 3 dic', '3 dic 2026', 'jueves 3 de diciembre'],
    ['es-MX', 'jue 3 dic · 19:00', 'jue 3 dic', '3 dic 2026', 'jueves 3 de diciembre'],
    ['fr-FR', 'jeu 3 déc · 19:00', 'jeu 3 déc', '3 déc 2026', 'jeudi 3 décembre'],
    ['it-IT', 'gio 3 dic · 19:00', 'gio 3 dic', '3 dic 2026', 'giovedì 3 dicembre'],
  ])('writes weekday and month names from Intl in %s', (language, dayTime, day, date, longDay) => {
    const culture = club(language);
    expect(formatWhen(THU_19, 'dayTime', culture)).toBe(dayTime);
    expect(formatWhen(THU_19, 'day', culture)).toBe(day);
    expect(formatWhen(THU_19, 'time', culture)).toBe('19:00');
    expect(formatWhen(THU_19, 'date', culture)).toBe(date);
    expect(formatWhen(THU_19, 'dateTime', culture)).toBe(`${date} · 19:00`);
    expect(formatWhen(THU_19, 'longDay', culture)).toBe(longDay);
  });

  it("follows the club's order of day and month and its 12-hour clock", () => {
    const usClub = club('en-US', 'MM/dd/yyyy h:mm tt', 'America/New_York');
    expect(formatWhen(THU_19, 'dayTime', usClub)).toBe('Thu Dec 3 · 1:00 PM');
    expect(formatWhen(THU_19, 'date', usClub)).toBe('Dec 3, 2026');
    expect(formatWhen(THU_19, 'day', club('en-US', 'yyyy-MM-dd'))).toBe('Thu Dec 3');
  });

  it("writes the club's wall clock across the changes of summer time", () => {
    const madrid = club('en-US');
    // Spring forward on Sunday 29 March 2026 at 01:00 UTC: 01:30 is followed by 03:30.
    expect(formatWhen('2026-03-29T00:30:00Z', 'dayTime', madrid)).toBe('Sun 29 Mar · 01:30');
    expect(formatWhen('2026-03-29T01:30:00Z', 'dayTime', madrid)).toBe('Sun 29 Mar · 03:30');
    // Fall back on Sunday 25 October 2026: 02:30 happens twice.
    expect(formatWhen('2026-10-25T00:30:00Z', 'time', madrid)).toBe('02:30');
    expect(formatWhen('2026-10-25T01:30:00Z', 'time', madrid)).toBe('02:30');
    // Half past midnight in Madrid is already Friday.
    expect(formatWhen('2026-12-03T23:30:00Z', 'dayTime', madrid)).toBe('Fri 4 Dec · 00:30');
    // The server's dates without an offset are UTC.
    expect(formatWhen('2026-12-03 18:00', 'dayTime', madrid)).toBe('Thu 3 Dec · 19:00');
  });

  it('keeps a calendar day on its day whatever the time zone', () => {
    const mexico = club('es-MX', 'dd/MM/yyyy', 'America/Mexico_City');
    expect(formatWhen('2026-12-03', 'day', mexico)).toBe('jue 3 dic');
    expect(formatWhen('2026-12-03T00:00:00', 'date', mexico)).toBe('3 dic 2026');
    expect(dayParts('2026-11-28', club('it-IT'))).toEqual({ weekday: 'sab', date: '28 nov' });
    expect(dayParts('2026-11-30T00:00:00', club('fr-FR'), 'long')).toEqual({ weekday: 'lundi', date: '30 novembre' });
  });

  it('writes nothing for a missing or unreadable value, and names things in en-US for an unknown language or zone', () => {
    expect(formatWhen(null, 'dayTime', club('en-US'))).toBe('');
    expect(formatWhen('soon', 'day', club('en-US'))).toBe('');
    expect(dayParts('soon', club('en-US'))).toEqual({ weekday: '', date: '' });
    expect(formatWhen(THU_19, 'dayTime', { dateFormat: 'dd/MM/yyyy', timeZone: 'Mars/Olympus', language: 'not a language!' })).toBe('Thu 3 Dec · 18:00');
  });

  it("rewrites the system-format start inside a server's text, as the club's clock reads it", () => {
    expect(withReadableDates('Padel 1, 2026-12-06 18:00 (60 min)', club('en-US'))).toBe('Padel 1, Sun 6 Dec · 18:00 (60 min)');
    expect(withReadableDates('Padel 1, 2026-12-06 18:00 (60 min)', club('fr-FR', 'MM/dd/yyyy h:mm tt', 'America/New_York'))).toBe('Padel 1, dim déc 6 · 6:00 PM (60 min)');
    expect(withReadableDates('December fee', club('en-US'))).toBe('December fee');
  });

  it("writes times in the club's clock and zone", () => {
    expect(formatWhen('2026-11-26T18:30:00Z', 'time', club('en-US'))).toBe('19:30');
    expect(formatWhen('2026-11-26T18:30:00Z', 'time', club('en-US', 'M/d/yyyy h:mm tt'))).toBe('7:30 PM');
  });
});

describe("the club's own patterns", () => {
  const instant = '2024-03-05T14:07:00Z';

  it("shows the time in the club's time zone", () => {
    expect(formatDate(instant, 'dd/MM/yyyy HH:mm', 'Europe/Madrid')).toBe('05/03/2024 15:07');
    expect(formatDate(instant, 'M/d/yy h:mm tt', 'America/Mexico_City')).toBe('3/5/24 8:07 AM');
  });

  it('reads server dates without an offset as UTC', () => {
    expect(formatDate('2024-03-05T14:07:00', 'HH:mm', 'Europe/Madrid')).toBe('15:07');
  });

  it('falls back to UTC for an unknown or missing time zone', () => {
    expect(formatDate(instant, 'HH:mm', 'Mars/Olympus')).toBe('14:07');
    expect(formatDate(instant, 'HH:mm')).toBe('14:07');
  });

  it('writes every pattern of the spec, other letters as they are', () => {
    expect(formatDate(instant, 'dd/MM/yyyy HH:mm', 'UTC')).toBe('05/03/2024 14:07');
    expect(formatDate(instant, 'd/M/yy H:mm')).toBe('5/3/24 14:07');
    expect(formatDate(instant, 'M/d/yyyy h:mm tt', 'Europe/Madrid')).toBe('3/5/2024 3:07 PM');
    expect(formatDate(instant, 'yyyy-MM-ddTHH:mm:ss')).toBe('2024-03-05T14:07:00');
  });

  it('names months and weekdays in the language asked, not always in English (issue 37 item 23)', () => {
    expect(formatDate(instant, 'dddd d MMMM, ddd MMM hh tt')).toBe('Tuesday 5 March, Tue Mar 02 PM');
    expect(formatDate(instant, 'dddd d MMMM', 'Europe/Madrid', 'es-ES')).toBe('martes 5 marzo');
    expect(formatDate(instant, 'ddd d MMM', 'Europe/Madrid', 'fr-FR')).toBe('mar 5 mars');
    expect(formatDate(instant, 'dddd d MMMM', 'Europe/Madrid', 'it-IT')).toBe('martedì 5 marzo');
  });

  it('reads every shape the server sends: a day alone, seconds and fractions, an offset, a number', () => {
    expect(formatDate('2024-03-05', 'dd/MM/yyyy HH:mm', 'Europe/Madrid')).toBe('05/03/2024 01:00');
    expect(formatDate('2024-03-05 23:30:15.250', 'dd HH:mm:ss', 'Europe/Madrid')).toBe('06 00:30:15');
    expect(formatDate('2024-03-05T14:07:00+02:00', 'HH:mm')).toBe('12:07');
    expect(formatDate(Date.UTC(2024, 2, 5, 0, 0), 'dddd HH:mm', 'America/Mexico_City')).toBe('Monday 18:00');
    expect(formatDate('2024-07-01T10:00:00Z', 'HH:mm', 'Europe/Madrid')).toBe('12:00');
  });

  it('returns an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'HH:mm', 'Europe/Madrid')).toBe('');
  });

  it('formats the system format yyyy-MM-dd HH:mm', () => {
    expect(formatSystemDate(instant, 'Europe/Madrid')).toBe('2024-03-05 15:07');
  });

  it('takes the date part of a pattern with a time', () => {
    expect(datePattern('dd/MM/yyyy HH:mm')).toBe('dd/MM/yyyy');
    expect(datePattern('M/d/yyyy h:mm tt')).toBe('M/d/yyyy');
    expect(datePattern('HH:mm dd.MM.yyyy')).toBe('dd.MM.yyyy');
    expect(datePattern('yyyy-MM-dd')).toBe('yyyy-MM-dd');
  });

  it('uses a 12-hour clock only for formats with tt', () => {
    expect(uses12HourClock('M/d/yyyy h:mm tt')).toBe(true);
    expect(uses12HourClock('dd/MM/yyyy HH:mm')).toBe(false);
  });
});
