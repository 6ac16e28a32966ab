import { describe, expect, it } from 'vitest';
import { periodEnd } from './membership-period';

describe('periodEnd', () => {
  it('adds calendar months and years, keeping the day or falling back to the month end', () => {
    expect(periodEnd('2026-11-24', 'Months', 1)).toBe('2026-12-24');
    expect(periodEnd('2026-11-24', 'Months', 1, 3)).toBe('2027-02-24');
    expect(periodEnd('2027-01-31', 'Months', 1)).toBe('2027-02-28');
    expect(periodEnd('2028-02-29', 'Years', 1)).toBe('2029-02-28');
  });

  it('adds days and weeks, and makes a period shorter than a day last one day', () => {
    expect(periodEnd('2026-12-29', 'Weeks', 1)).toBe('2027-01-05');
    expect(periodEnd('2026-11-24', 'Days', 10)).toBe('2026-12-04');
    expect(periodEnd('2026-11-24', 'Hours', 12)).toBe('2026-11-25');
    expect(periodEnd('2026-11-24', 'Hours', 48)).toBe('2026-11-26');
    expect(periodEnd('2026-11-24', 'Minutes', 30)).toBe('2026-11-25');
  });
});
