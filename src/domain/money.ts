/**
 * Money rules shared by the portal, the server and the seed. Pure: imports nothing.
 *
 * Amounts travel as numbers with at most two decimals (numeric(12,2) in the database, numbers in the
 * contract). Sums and shares are computed in integer cents, so they are exact; a 2-decimal number is made
 * only for answers, writes and display.
 */

/** An amount in integer cents. */
export type Cents = number;

/** An amount (as the driver or the contract gives it) in cents. Exact: a double holds every 2-decimal value near enough to round. */
export function toCents(amount: number | string): Cents {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${amount}`);
  return Math.round(value * 100);
}

/** Cents as the 2-decimal number answers and numeric columns take. */
export const fromCents = (cents: Cents): number => Number((cents / 100).toFixed(2));

/** An amount rounded to the cent (half away from zero for positive amounts, as Math.round does). */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** The exact sum of amounts, to the cent. */
export const sumAmounts = (amounts: Iterable<number>): number => {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
};

/** numerator / denominator rounded half up, for non-negative integers (shares of cents). */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new Error(`divideRounded needs non-negative integers: ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The tax percent of a product line (doc 3 §9): what the portal's cart sends and the demo club's VAT rate. */
export const PRODUCT_TAX_PERCENT = 21;

/** The price without tax of a price with tax, to the cent. */
export const netOfGross = (gross: number, taxPercent: number): number => roundCents(gross / (1 + taxPercent / 100));

/**
 * The amount a customer is shown: gross (with taxes) or net, following the club's PriceWithTaxes setting.
 * Only an explicit `false` shows net prices; an unknown setting shows gross ones.
 */
export function shownAmount<T>(gross: T, net: T, priceWithTaxes: boolean | null | undefined): T {
  return priceWithTaxes === false ? net : gross;
}

/** The shown price of an item that carries both (product, voucher, membership); null when that one is missing. */
export function shownPrice(item: { grossPrice?: number | null; netPrice?: number | null }, priceWithTaxes: boolean | null | undefined): number | null {
  const price = shownAmount(item.grossPrice, item.netPrice, priceWithTaxes);
  return typeof price === 'number' ? price : null;
}

/**
 * The net part of what is still owed. Payments are recorded gross, so the net pending amount is the net
 * total scaled by the share of the gross total still unpaid.
 */
export function netPending(total: number, netTotal: number, pending: number): number {
  if (total <= 0) return 0;
  return roundCents((netTotal * pending) / total);
}
