import { describe, expect, it } from 'vitest';
import { splitShares } from './shares';

describe('splitShares', () => {
  it('gives the owner the remainder, so the shares of 30.67 among 4 add up to 30.67 (not 4 × 7.67 = 30.68)', () => {
    expect(splitShares(3067, 4)).toEqual({ owner: 769, other: 766 });
  });

  it('always adds up to the total, the owner never paying less than the others nor less than nothing', () => {
    for (const total of [0, 1, 2, 5, 99, 1000, 3067, 3600, 4599, 123457]) {
      for (const places of [1, 2, 3, 4, 5, 6, 8, 12]) {
        const { owner, other } = splitShares(total, places);
        expect(owner + other * (places - 1)).toBe(total);
        expect(owner).toBeGreaterThanOrEqual(other);
        expect(other).toBeGreaterThanOrEqual(0);
        expect(owner - other).toBeLessThan(places);
      }
    }
  });

  it('splits evenly when it can, and one place takes the whole total', () => {
    expect(splitShares(3600, 4)).toEqual({ owner: 900, other: 900 });
    expect(splitShares(1999, 1)).toEqual({ owner: 1999, other: 1999 });
  });
});
