import { PRODUCT_TAX_PERCENT, netOfGross } from '../../domain/money';

/** The VAT rate of the demo club's prices. */
export const VAT_PERCENT = PRODUCT_TAX_PERCENT;

/** The price without VAT of a demo price with VAT. */
export const netOf = (gross: number, taxPercent = VAT_PERCENT): number => netOfGross(gross, taxPercent);
