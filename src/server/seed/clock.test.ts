import { describe, expect, it } from 'vitest';
import { createSeedClock } from './clock';

describe('seed clock', () => {
  it('places wall-clock times in the club time zone, across a daylight-saving change', () => {
    // 29 March 2025, the day before Spain moves from CET (+01) to CEST (+02).
    const clock = createSeedClock(new Date('2025-03-29T12:00:00Z'), 'Europe/Madrid');
    expect(clock.at(0, '19:00')).toEqual(new Date('2025-03-29T18:00:00Z'));
    expect(clock.at(1, '19:00')).toEqual(new Date('2025-03-30T17:00:00Z'));
    expect(clock.at(-1, '08:30')).toEqual(new Date('2025-03-28T07:30:00Z'));
  });

  it('counts days on the club calendar, not the server one', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    const clock = createSeedClock(new Date('2025-12-31T23:30:00Z'), 'Europe/Madrid');
    expect(clock.day(0)).toBe('2026-01-01');
    expect(clock.day(-1)).toBe('2025-12-31');
    expect(clock.monthDay(-2, 1)).toBe('2025-11-01');
    expect(clock.label(clock.at(2, '19:00'))).toBe('03/01/2026 19:00');
  });
});
