import { describe, expect, it } from 'vitest';
import { loadLabel, median, medianFigures, openActivityId, openMatchId, printedRow, visitFlags } from './lighthouse-summary';

describe('bench:lighthouse', () => {
  it('measures a first visit with storage and cache reset, and a repeat visit without', () => {
    expect(visitFlags('cold')).toEqual({ disableStorageReset: false });
    expect(visitFlags('repeat')).toEqual({ disableStorageReset: true });
  });

  it("prints each figure's median of the runs, so one slow run does not decide", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
    const run = (performance: number, tbtMs: number) => ({ performance, accessibility: 100, clsScore: 0.01, tbtMs, lcpMs: 1800, fcpMs: 900 });
    expect(medianFigures([run(97, 100), run(60, 900), run(95, 120)])).toMatchObject({ performance: 95, tbtMs: 120 });
  });

  it('marks a figure that misses its target', () => {
    const row = printedRow('/post/1', { performance: 94, accessibility: 100, clsScore: 0.338, tbtMs: 100, lcpMs: 2500, fcpMs: 1200 }, 3);
    expect(row).toMatchObject({ performance: '94 ✗', accessibility: '100', CLS: '0.338 ✗', TBT: '100 ms', LCP: '2.50 s ✗', FCP: '1.20 s' });
  });

  it('takes an open match and an activity open to sign-up from the demo lists', () => {
    expect(
      openMatchId([
        { id: 1, allowJoin: false },
        { id: 2, maxParticipants: 4, participantsIn: 4 },
        { id: 3, maxParticipants: 4, participantsIn: 2 },
      ]),
    ).toBe(3);
    expect(
      openActivityId([
        { id: 5, onlineSignUp: false },
        { id: 6, onlineSignUp: true },
      ]),
    ).toBe(6);
    expect(openMatchId([])).toBeUndefined();
  });

  it('labels figures measured on a busy machine', () => {
    expect(loadLabel(5.2, 2)).toMatch(/^MEASURED UNDER LOAD/);
    expect(loadLabel(0.3, 2)).toMatch(/^measured on a quiet machine/);
  });
});
