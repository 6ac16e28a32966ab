import { describe, expect, it } from 'vitest';
import { baseOfGross, netDiscounts, taxesByRate, taxTotals } from './taxes';

// The cart of issue 37, item 26, in cents: 3 × 7.95, 7 × 8.95, 17.95, 2 × 12.95, 5 × 6.50 at 21 %, with DEMO10's
// 10 % taken off each line (2.39, 6.27, 1.80, 2.59, 3.25: 16.30).
// Their catalogue nets: 6.57, 7.40, 14.83, 10.70 and 5.37 a unit (134.59).
const CART = [
  { taxPercent: 21, gross: 2385, net: 1971, discount: 239 },
  { taxPercent: 21, gross: 6265, net: 5180, discount: 627 },
  { taxPercent: 21, gross: 1795, net: 1483, discount: 180 },
  { taxPercent: 21, gross: 2590, net: 2140, discount: 259 },
  { taxPercent: 21, gross: 3250, net: 2685, discount: 325 },
];

describe('the one money rule: the tax taken once per rate out of what is paid', () => {
  it('gives 146.55 at 21 % a base of 121.12 (146.55 / 1.21 = 121.1157…) and a tax of 25.43', () => {
    const paid = CART.map((line) => ({ taxPercent: line.taxPercent, gross: line.gross - line.discount }));
    expect(taxesByRate(paid)).toEqual([{ taxPercent: 21, gross: 14655, base: 12112, tax: 2543 }]);
    expect(taxTotals(paid)).toEqual({ gross: 14655, base: 12112, tax: 2543 });
  });

  it("takes DEMO10's net discount as the discounted base's distance below the nets (13.47), shared over the lines so they add up", () => {
    const shares = netDiscounts(CART);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1347);
    // So the net subtotal less the net discount is the base: 134.59 − 13.47 = 121.12.
    expect(13459 - 1347).toBe(baseOfGross(14655, 21));
    // Each line's share follows its discount: none is off by more than a cent from 10 % of its net.
    expect(shares).toEqual([198, 518, 149, 214, 268]);
    expect(netDiscounts([{ taxPercent: 21, gross: 1000, net: 826, discount: 0 }])).toEqual([0]);
  });

  it('keeps the rates apart, ascending, and base + tax = gross for each', () => {
    const rates = taxesByRate([
      { taxPercent: 21, gross: 12100 },
      { taxPercent: 4, gross: 2080 },
      { taxPercent: 21, gross: 605 },
      { taxPercent: 10, gross: 1100 },
    ]);
    expect(rates).toEqual([
      { taxPercent: 4, gross: 2080, base: 2000, tax: 80 },
      { taxPercent: 10, gross: 1100, base: 1000, tax: 100 },
      { taxPercent: 21, gross: 12705, base: 10500, tax: 2205 },
    ]);
    for (const rate of rates) expect(rate.base + rate.tax).toBe(rate.gross);
    // Two rates' discounts stay with their own rate.
    expect(
      netDiscounts([
        { taxPercent: 21, gross: 12100, net: 10000, discount: 1210 },
        { taxPercent: 10, gross: 1100, net: 1000, discount: 110 },
      ]),
    ).toEqual([1000, 100]);
  });

  it('takes a decimal rate, a free part and a refund, and never a tax above the gross', () => {
    expect(taxesByRate([{ taxPercent: 5.5, gross: 1055 }])).toEqual([{ taxPercent: 5.5, gross: 1055, base: 1000, tax: 55 }]);
    expect(taxesByRate([{ taxPercent: 21, gross: 0 }])).toEqual([{ taxPercent: 21, gross: 0, base: 0, tax: 0 }]);
    expect(baseOfGross(-14655, 21)).toBe(-12112);
    expect(baseOfGross(1, 21)).toBe(1);
    expect(taxesByRate([])).toEqual([]);
  });
});
