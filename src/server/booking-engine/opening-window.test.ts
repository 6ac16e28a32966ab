import { describe, expect, it } from 'vitest';
import { dayOpensAt, openDaysEnd, openingInstants, openingState } from './opening-window';

const MADRID = 'Europe/Madrid';
const FOURTEEN_DAYS = 14 * 1440;

describe('a day opening window', () => {
  it('opens a day at 00:00 club time, 14 days before, with the window the hour before', () => {
    const { windowOpensAt, opensAt } = openingInstants('2026-06-20', { anticipationMins: FOURTEEN_DAYS, windowMins: 60 }, MADRID);
    expect(opensAt.toISOString()).toBe('2026-06-05T22:00:00.000Z'); // 00:00 on 6 June in summer time
    expect(windowOpensAt.toISOString()).toBe('2026-06-05T21:00:00.000Z');
  });

  it('keeps 00:00 club time across a DST change between the opening and the day', () => {
    // Clocks go back on 25 October 2026 in Madrid: the day after opens at 00:00 winter time 14 days before, in summer time.
    expect(dayOpensAt('2026-11-05', FOURTEEN_DAYS, MADRID).toISOString()).toBe('2026-10-21T22:00:00.000Z');
    expect(dayOpensAt('2026-11-10', FOURTEEN_DAYS, MADRID).toISOString()).toBe('2026-10-26T23:00:00.000Z');
    // The window is 60 real minutes even on the night the clocks change.
    const { windowOpensAt, opensAt } = openingInstants('2026-11-08', { anticipationMins: FOURTEEN_DAYS, windowMins: 60 }, MADRID);
    expect(opensAt.getTime() - windowOpensAt.getTime()).toBe(3_600_000);
    expect(opensAt.toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('moves closed → requesting → drawing → open', () => {
    const instants = openingInstants('2026-06-20', { anticipationMins: FOURTEEN_DAYS, windowMins: 60 }, MADRID);
    expect(openingState(new Date('2026-06-05T20:59:59Z'), instants, false)).toBe('closed');
    expect(openingState(new Date('2026-06-05T21:00:00Z'), instants, false)).toBe('requesting');
    expect(openingState(new Date('2026-06-05T22:00:00Z'), instants, false)).toBe('drawing');
    expect(openingState(new Date('2026-06-05T22:00:00Z'), instants, true)).toBe('open');
  });

  it('lets book whole days once open: at 10:00 the day 14 days ahead is open until its end, the next not yet', () => {
    expect(openDaysEnd(new Date('2026-06-06T08:00:00Z'), FOURTEEN_DAYS, MADRID).toISOString()).toBe('2026-06-20T22:00:00.000Z');
    expect(openDaysEnd(new Date('2026-06-05T21:59:59Z'), FOURTEEN_DAYS, MADRID).toISOString()).toBe('2026-06-19T22:00:00.000Z');
    expect(openDaysEnd(new Date('2026-06-05T22:00:00Z'), FOURTEEN_DAYS, MADRID).toISOString()).toBe('2026-06-20T22:00:00.000Z');
  });
});
