import type { RootStore } from '../../stores/RootStore';

/** A sale waiting to be paid (fee, debt) as the cart holds it (doc 3 §3, Sale). */
export interface PendingSale {
  id: number;
  saleNumber?: string | null;
  title?: string | null;
  description?: string | null;
  total?: number | null;
  pending?: number | null;
}

/** A product line to add from a product card (doc 3 §2.7). */
export interface ProductToAdd {
  id: number;
  name?: string | null;
  logo?: string | null;
  grossPrice?: number | null;
  netPrice?: number | null;
  hasStock?: boolean | null;
}

/**
 * What these pages need from the cart. The cart's own rules (doc 3 §4.2: duplicates,
 * stock checks, shared payments) belong to the shop's cart store, which provides these.
 */
export interface CartPort {
  addSales(sales: PendingSale[]): unknown;
  addProduct(product: ProductToAdd, units: number): unknown;
}

/** The cart, when the store in this build can take lines; null while it only keeps a summary. */
export function cartPortOf(root: RootStore): CartPort | null {
  const cart = root.cart as unknown as Partial<CartPort>;
  return typeof cart.addSales === 'function' && typeof cart.addProduct === 'function' ? (cart as CartPort) : null;
}
