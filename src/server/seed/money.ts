export const VAT_PERCENT = 21;

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The price without VAT of a price with VAT. */
export function netOf(gross: number, taxPercent = VAT_PERCENT): number {
  return roundCents(gross / (1 + taxPercent / 100));
}
