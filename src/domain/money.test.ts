import { describe, expect, it } from 'vitest';
import { divideRounded, fromCents, netOfGross, netPending, roundCents, shownAmount, shownPrice, sumAmounts, toCents } from './money';

describe('money', () => {
  it('converts amounts to cents and back exactly', () => {
    expect(toCents(12.1)).toBe(1210);
    expect(toCents('0.29')).toBe(29);
    expect(fromCents(1210)).toBe(12.1);
    expect(() => toCents(Number.NaN)).toThrow();
  });

  it('sums in cents, without floating-point residue', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([])).toBe(0);
  });

  it('rounds to the cent and divides cents half up', () => {
    expect(roundCents(10.004)).toBe(10);
    expect(roundCents(10.006)).toBe(10.01);
    expect(divideRounded(10, 4)).toBe(3);
    expect(divideRounded(9, 4)).toBe(2);
    expect(() => divideRounded(1, 0)).toThrow();
  });

  it('takes the tax out of a gross price', () => {
    expect(netOfGross(12.1, 21)).toBe(10);
    expect(netOfGross(10, 0)).toBe(10);
  });

  it('shows gross unless the club shows prices without taxes', () => {
    expect(shownAmount(12.1, 10, true)).toBe(12.1);
    expect(shownAmount(12.1, 10, undefined)).toBe(12.1);
    expect(shownAmount(12.1, 10, false)).toBe(10);
    expect(shownPrice({ grossPrice: 12.1, netPrice: 10 }, false)).toBe(10);
    expect(shownPrice({ grossPrice: 12.1 }, false)).toBeNull();
  });

  it('scales the net total by the unpaid share of the gross total', () => {
    expect(netPending(121, 100, 60.5)).toBe(50);
    expect(netPending(121, 100, 121)).toBe(100);
    expect(netPending(0, 0, 0)).toBe(0);
  });
});
