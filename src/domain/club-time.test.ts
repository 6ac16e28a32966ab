import { describe, expect, it } from 'vitest';
import { addDays, clubLocalTime, hhmm, instantsOfWall, minutesOfTime, offsetMs, wallTime, wallToInstant, weekdayOf } from './club-time';

const MADRID = 'Europe/Madrid';

describe('club time', () => {
  it('reads an instant on the club calendar, not the machine one', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(wallTime(new Date('2025-12-31T23:30:00Z'), MADRID)).toEqual({ date: '2026-01-01', minute: 30, weekday: 4 });
    expect(clubLocalTime(new Date('2025-07-01T17:05:00Z'), MADRID)).toEqual({ date: '2025-07-01', hour: '19:05' });
    expect(offsetMs(new Date('2025-07-01T12:00:00Z'), MADRID)).toBe(2 * 3_600_000);
  });

  it('places wall times across daylight-saving changes', () => {
    expect(wallToInstant('2025-03-29', 19 * 60, MADRID)).toEqual(new Date('2025-03-29T18:00:00Z'));
    expect(wallToInstant('2025-03-30', 19 * 60, MADRID)).toEqual(new Date('2025-03-30T17:00:00Z'));
    // 02:30 does not exist on 30 March (02:00 jumps to 03:00): read as 03:30 CEST.
    expect(instantsOfWall('2025-03-30', 150, MADRID)).toEqual([]);
    expect(wallToInstant('2025-03-30', 150, MADRID)).toEqual(new Date('2025-03-30T01:30:00Z'));
    // 02:30 happens twice on 26 October: the earlier one.
    expect(instantsOfWall('2025-10-26', 150, MADRID)).toHaveLength(2);
    expect(wallToInstant('2025-10-26', 150, MADRID)).toEqual(new Date('2025-10-26T00:30:00Z'));
    expect(wallToInstant('2025-10-25', 1440, MADRID)).toEqual(new Date('2025-10-25T22:00:00Z'));
  });

  it('counts days and minutes', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(weekdayOf('2025-03-30')).toBe(0);
    expect(minutesOfTime('19:30:00')).toBe(1170);
    expect(hhmm(1170)).toBe('19:30');
  });
});
