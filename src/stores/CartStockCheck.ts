import type { components } from '../generated/api';

type StockCheckItem = components['schemas']['StockCheckItem'];

/**
 * Where a line's units come from when the club keeps stock apart from the product (a variant such as a size, or
 * the stock of a parent item): the sale item's stockParentId, stockParentName and stockDetail (doc 3 §3). A line
 * of the shop's own product has none, and says so with nulls.
 */
export interface StockSource {
  stockParentId?: number | null;
  stockParentName?: string | null;
  stockDetail?: string | null;
}

/**
 * One line of publicpayments/check-stock's saleItemsDto, with every field doc 3 §7 lists. `temp` is true: the line
 * is still the cart's, not a sale.
 */
export function stockCheckItem(productId: number, units: number, source: StockSource = {}): StockCheckItem {
  return {
    productId,
    units,
    temp: true,
    stockParentId: source.stockParentId ?? null,
    stockParentName: source.stockParentName ?? null,
    stockDetail: source.stockDetail ?? null,
  };
}
