import { describe, expect, it } from 'vitest';
import { formatDate, formatSystemDate, uses12HourClock } from './dates';

describe('formatDate', () => {
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
    expect(formatDate(instant, 'dddd d MMMM, ddd MMM hh tt')).toBe('Tuesday 5 March, Tue Mar 02 PM');
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
});

describe('uses12HourClock', () => {
  it('is true only for formats with tt', () => {
    expect(uses12HourClock('M/d/yyyy h:mm tt')).toBe(true);
    expect(uses12HourClock('dd/MM/yyyy HH:mm')).toBe(false);
  });
});
