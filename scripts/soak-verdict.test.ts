import { describe, expect, it } from 'vitest';
import { soakVerdict } from './soak-verdict';

describe('the soak verdict', () => {
  it('calls flat a run that settles after its warm-up minute and stays within ±10 % of its median (the run called NOT flat by its spread)', () => {
    const verdict = soakVerdict([162, 167, 138, 136, 135, 133, 136, 136, 140, 148, 148]);
    expect(verdict.judged).toEqual([138, 136, 135, 133, 136, 136, 140, 148, 148]);
    expect(verdict.medianMb).toBe(136);
    expect(verdict.flat).toBe(true);
    expect(verdict.slopeMbPerMinute).toBeCloseTo(1.48, 2);
    expect(verdict.text).toContain('trend +1.5 MB/min');
    expect(verdict.text).toMatch(/: flat$/);
  });

  it('calls NOT flat a run with a minute outside ±10 % of the median after the warm-up', () => {
    const verdict = soakVerdict([150, 160, 140, 141, 139, 170, 140, 141]);
    expect(verdict.flat).toBe(false);
    expect(verdict.text).toContain('OUTSIDE ±10 %');
  });

  it('calls NOT flat a steady climb that never leaves the band around its median: a leak', () => {
    const verdict = soakVerdict([100, 110, 120, 122, 124, 126, 128, 130, 132, 134, 136]);
    expect(verdict.furthestPercent).toBeLessThanOrEqual(10);
    expect(verdict.slopeMbPerMinute).toBeCloseTo(2, 5);
    expect(verdict.flat).toBe(false);
    expect(verdict.text).toContain('GROWING');
  });

  it('judges a two-minute check by its last sample', () => {
    expect(soakVerdict([150, 170, 160]).judged).toEqual([160]);
    expect(soakVerdict([150, 170, 160]).flat).toBe(true);
  });
});
