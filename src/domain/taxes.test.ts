import { describe, expect, it } from 'vitest';
import { taxesByRate, taxTotals } from './taxes';

describe('taxesByRate', () => {
  it('computes the tax on the summed base of each rate, rounded once, the base absorbing the difference', () => {
    // Line by line, 21 % of 50.41, 50.41 and 20.31 rounds to 10.59 + 10.59 + 4.27 = 25.45; once on 121.13 it is 25.44.
    const parts = [
      { taxPercent: 21, gross: 6100, net: 5041 },
      { taxPercent: 21, gross: 6100, net: 5041 },
      { taxPercent: 21, gross: 2455, net: 2031 },
    ];
    expect(taxesByRate(parts)).toEqual([{ taxPercent: 21, gross: 14655, base: 12111, tax: 2544 }]);
    expect(taxTotals(parts)).toEqual({ gross: 14655, base: 12111, tax: 2544 });
  });

  it('keeps the rates apart, ascending, and base + tax = gross for each', () => {
    const rates = taxesByRate([
      { taxPercent: 21, gross: 12100, net: 10000 },
      { taxPercent: 4, gross: 2080, net: 2000 },
      { taxPercent: 21, gross: 605, net: 500 },
      { taxPercent: 10, gross: 1100, net: 1000 },
    ]);
    expect(rates).toEqual([
      { taxPercent: 4, gross: 2080, base: 2000, tax: 80 },
      { taxPercent: 10, gross: 1100, base: 1000, tax: 100 },
      { taxPercent: 21, gross: 12705, base: 10500, tax: 2205 },
    ]);
    for (const rate of rates) expect(rate.base + rate.tax).toBe(rate.gross);
  });

  it('takes a decimal rate and a free part, and never a tax above the gross', () => {
    expect(taxesByRate([{ taxPercent: 5.5, gross: 1055, net: 1000 }])).toEqual([{ taxPercent: 5.5, gross: 1055, base: 1000, tax: 55 }]);
    expect(taxesByRate([{ taxPercent: 21, gross: 0, net: 0 }])).toEqual([{ taxPercent: 21, gross: 0, base: 0, tax: 0 }]);
    expect(taxesByRate([])).toEqual([]);
  });
});
