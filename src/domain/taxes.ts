/**
 * The taxes a sale states (its invoice, its net figures), used by the server's checkout, order list and invoice
 * alike. Pure: imports nothing but the money rules.
 */
import { divideRounded, type Cents } from './money';

/** One part of a sale: a line after its discount, or the shipping, with its tax rate. */
export interface TaxedPart {
  taxPercent: number;
  /** What the part costs with tax, in cents (what the customer pays for it). */
  gross: Cents;
  /** Its price without tax as the catalogue gives it, in cents. */
  net: Cents;
}

export interface RateTaxes {
  taxPercent: number;
  gross: Cents;
  base: Cents;
  tax: Cents;
}

/**
 * The tax of each rate, computed once on the summed base of that rate (the parts' net amounts) and rounded
 * once, half up: never line by line, which drifts a cent per few lines (DEMO10 on a mixed cart stated 25.42 of
 * tax on a base of 121.13, where 21 % is 25.44). The gross is what was paid and stays exact, so the base is
 * the gross less the tax: base + tax = total, any rounding difference absorbed in the base. Rates ascending.
 */
export function taxesByRate(parts: Iterable<TaxedPart>): RateTaxes[] {
  const rates = new Map<number, { gross: Cents; net: Cents }>();
  for (const part of parts) {
    const sum = rates.get(part.taxPercent) ?? { gross: 0, net: 0 };
    rates.set(part.taxPercent, { gross: sum.gross + part.gross, net: sum.net + part.net });
  }
  return [...rates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([taxPercent, { gross, net }]) => {
      const tax = Math.min(gross, divideRounded(Math.max(0, net) * Math.round(taxPercent * 100), 10_000));
      return { taxPercent, gross, base: gross - tax, tax };
    });
}

/** The sale's totals under taxesByRate: what it costs, its tax base and its taxes. */
export function taxTotals(parts: Iterable<TaxedPart>): { gross: Cents; base: Cents; tax: Cents } {
  return taxesByRate(parts).reduce((sum, rate) => ({ gross: sum.gross + rate.gross, base: sum.base + rate.base, tax: sum.tax + rate.tax }), { gross: 0, base: 0, tax: 0 });
}
