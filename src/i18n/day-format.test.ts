import { describe, expect, it } from 'vitest';
import { dayMonthPattern, dayParts, formatDay } from './day-format';

describe("a day in the club's format where space is short (issue 24)", () => {
  it("keeps the club's day and month order and separator and drops the year and time", () => {
    expect(dayMonthPattern('dd/MM/yyyy HH:mm')).toBe('dd/MM');
    expect(dayMonthPattern('M/d/yyyy h:mm tt')).toBe('M/d');
    expect(dayMonthPattern('yyyy-MM-dd')).toBe('MM-dd');
    expect(dayMonthPattern('dd.MM.yyyy')).toBe('dd.MM');
    expect(dayMonthPattern('yyyy')).toBe('dd/MM');
  });

  it('writes the weekday in the page language before the day, on cards and headings alike', () => {
    expect(formatDay('2026-11-27', 'en-US', 'dd/MM/yyyy HH:mm')).toBe('Fri 27/11');
    expect(formatDay('2026-11-27T00:00:00', 'es-ES', 'dd/MM/yyyy')).toBe('vie 27/11');
    expect(formatDay('2026-11-27', 'en-US', 'MM/dd/yyyy')).toBe('Fri 11/27');
    expect(formatDay('2026-11-30', 'fr-FR', 'dd/MM/yyyy', 'long')).toBe('lundi 30/11');
    expect(dayParts('2026-11-28', 'it-IT', 'dd/MM/yyyy')).toEqual({ weekday: 'sab', date: '28/11' });
  });

  it('shows nothing for a missing or unreadable day', () => {
    expect(formatDay(null, 'en-US', 'dd/MM/yyyy')).toBe('');
    expect(formatDay('soon', 'en-US', 'dd/MM/yyyy')).toBe('');
  });
});
