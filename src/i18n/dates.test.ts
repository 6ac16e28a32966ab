import { describe, expect, it } from 'vitest';
import { formatDate, formatSystemDate, toDayjsFormat, uses12HourClock } from './dates';

describe('toDayjsFormat', () => {
  it('converts every pattern of the spec', () => {
    expect(toDayjsFormat('dd/MM/yyyy HH:mm')).toBe('DD/MM/YYYY HH:mm');
    expect(toDayjsFormat('d/M/yy H:mm')).toBe('D/M/YY H:mm');
    expect(toDayjsFormat('M/d/yyyy h:mm tt')).toBe('M/D/YYYY h:mm A');
    expect(toDayjsFormat('yyyy-MM-dd HH:mm')).toBe('YYYY-MM-DD HH:mm');
  });

  it('keeps other letters as literal text', () => {
    expect(toDayjsFormat('yyyy-MM-ddTHH:mm')).toBe('YYYY-MM-DD[T]HH:mm');
  });
});

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
