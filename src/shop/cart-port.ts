import type { CartProduct, CartSale } from '../stores/CartSummaryStore';
import type { RootStore } from '../stores/RootStore';

export type PendingSale = CartSale;
type ProductToAdd = CartProduct;

/** What these pages need from the cart: adding pending sales and product lines. */
export interface CartPort {
  addSales(sales: PendingSale[]): unknown;
  addProduct(product: ProductToAdd, units: number): unknown;
}

export function cartPortOf(root: RootStore): CartPort {
  return root.cart;
}
