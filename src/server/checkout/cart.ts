import { toCents, type Cents } from '../../domain/money';
import type { CartProduct } from '../repositories/checkout';
import { Refusal } from '../http/refusal';

const MIN_UNITS = 1;
const MAX_UNITS = 1000;

/** A product line as the portal sends it. */
export interface SentLine {
  productId: number;
  units: number;
  customerId?: number | null;
  stockParentId?: number | null;
  stockParentName?: string | null;
  stockDetail?: string | null;
  product?: { grossPrice?: number | null; name?: string | null } | null;
}

export interface PricedCartLine {
  product: CartProduct;
  units: number;
  gross: Cents;
  net: Cents;
  sent: SentLine;
}

/**
 * The cart's product lines priced from the database. Refuses (naming the product) an unknown or unpublished
 * product, a unit count outside 1–1000 and a line whose price the portal showed differently.
 */
export function priceCartLines(lines: SentLine[], products: Map<number, CartProduct>): PricedCartLine[] {
  return lines.map((line) => {
    const product = products.get(line.productId);
    if (!product) throw new Refusal('shop.productUnavailable', { id: line.productId });
    if (!Number.isInteger(line.units) || line.units < MIN_UNITS || line.units > MAX_UNITS) {
      throw new Refusal('shop.unitsOutOfRange', { product: product.name, min: MIN_UNITS, max: MAX_UNITS });
    }
    const shown = line.product?.grossPrice;
    if (typeof shown === 'number' && toCents(shown) !== product.gross) {
      throw new Refusal('shop.priceChanged', { product: product.name, price: (product.gross / 100).toFixed(2), sent: shown.toFixed(2) });
    }
    return { product, units: line.units, gross: product.gross * line.units, net: product.net * line.units, sent: line };
  });
}
