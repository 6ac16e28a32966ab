/**
 * Exact money for the booking engine: amounts are integer cents; numeric(12,2) values read from the
 * database are turned into cents once and back into a 2-decimal number only for answers and writes.
 * (A small local helper: src/domain/money.ts did not exist when the engine was written.)
 */
export type Cents = number;

/** A numeric(12,2) value (as the driver parses it) in cents. Exact: a double holds every 2-decimal value near enough to round. */
export function toCents(amount: number | string): Cents {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${amount}`);
  return Math.round(value * 100);
}

/** Cents as the 2-decimal number answers and numeric columns take. */
export const fromCents = (cents: Cents): number => Number((cents / 100).toFixed(2));

/** numerator / denominator rounded half up, for non-negative integers. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new Error(`divideRounded needs non-negative integers: ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
