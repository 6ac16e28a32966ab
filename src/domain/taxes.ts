/**
 * The taxes a sale states (its invoice, its net figures) and the net side of a discount: the one money rule of
 * promos/validate, the stored order, the invoice and the portal's totals (issue 37). Pure.
 *
 * THE RULE. Prices include their tax, and what the customer pays (the gross, after any discount) is exact.
 * So the tax is taken out of the gross, once per rate, on that rate's summed gross:
 *
 *   base = gross × 100 / (100 + rate), rounded half up to the cent;   tax = gross − base.
 *
 * Why: any other order rounds twice (catalogue nets are already rounded, a discount line by line rounds again)
 * and drifts by a cent; from the gross, the base is the nearest cent to what the total holds (see taxes.test.ts).
 *
 * The net discount is how far the discounted base lies below the catalogue nets the cart shows, per rate, so
 * the net subtotal less the net discount is the base to the cent; it is shared over that rate's discounted lines.
 */
import { divideRounded, type Cents } from './money';

/** One part of a sale: a line after its discount, or the shipping, with its tax rate. */
export interface TaxedPart {
  taxPercent: number;
  /** What the part costs with tax, in cents (what the customer pays for it). */
  gross: Cents;
  /** The catalogue's price without tax: not read, the base comes from the gross (kept for older callers). */
  net?: Cents;
}

export interface RateTaxes {
  taxPercent: number;
  gross: Cents;
  base: Cents;
  tax: Cents;
}

/** The base a gross amount holds at a tax rate: gross / (1 + rate), to the cent, half away from zero. */
export function baseOfGross(gross: Cents, taxPercent: number): Cents {
  const basisPoints = Math.max(0, Math.round(taxPercent * 100));
  const base = divideRounded(Math.abs(gross) * 10_000, 10_000 + basisPoints);
  return gross < 0 ? -base : base;
}

/** Each rate's gross, base and tax under THE RULE (the tax taken once out of the rate's summed gross). Rates ascending. */
export function taxesByRate(parts: Iterable<TaxedPart>): RateTaxes[] {
  const rates = new Map<number, Cents>();
  for (const part of parts) rates.set(part.taxPercent, (rates.get(part.taxPercent) ?? 0) + part.gross);
  return [...rates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([taxPercent, gross]) => {
      const base = baseOfGross(gross, taxPercent);
      return { taxPercent, gross, base, tax: gross - base };
    });
}

/** The sale's totals under taxesByRate: what it costs, its tax base and its taxes. */
export function taxTotals(parts: Iterable<TaxedPart>): { gross: Cents; base: Cents; tax: Cents } {
  return taxesByRate(parts).reduce((sum, rate) => ({ gross: sum.gross + rate.gross, base: sum.base + rate.base, tax: sum.tax + rate.tax }), { gross: 0, base: 0, tax: 0 });
}

/** A sale's line: its gross and its catalogue net before any discount, and the discount taken off it, in cents. */
export interface DiscountedLine {
  taxPercent: number;
  gross: Cents;
  net: Cents;
  discount: Cents;
}

/**
 * The net discount of each line under THE RULE: per rate with a discount, the lines' catalogue nets less the base
 * of their discounted gross, shared over that rate's discounted lines by their discount (the last one taking the
 * remainder), so the lines add up to the sale's net discount exactly. A line without a discount has none.
 */
export function netDiscounts(lines: readonly DiscountedLine[]): Cents[] {
  const shares = lines.map(() => 0);
  for (const taxPercent of new Set(lines.map((line) => line.taxPercent))) {
    const indexes = lines.flatMap((line, index) => (line.taxPercent === taxPercent && line.discount > 0 ? [index] : []));
    if (indexes.length === 0) continue;
    const ofRate = lines.filter((line) => line.taxPercent === taxPercent);
    const sum = (pick: (line: DiscountedLine) => Cents) => ofRate.reduce((total, line) => total + pick(line), 0);
    const discount = sum((line) => line.discount);
    const total = Math.max(0, sum((line) => line.net) - baseOfGross(sum((line) => line.gross) - discount, taxPercent));
    let left = total;
    indexes.forEach((index, position) => {
      const share = position === indexes.length - 1 ? left : Math.min(left, divideRounded(total * lines[index]!.discount, discount));
      shares[index] = share;
      left -= share;
    });
  }
  return shares;
}
