import { netOfGross } from '../../domain/money';

/** The VAT rate of the demo club's prices. */
export const VAT_PERCENT = 21;

/** The price without VAT of a demo price with VAT. */
export const netOf = (gross: number, taxPercent = VAT_PERCENT): number => netOfGross(gross, taxPercent);
