import type { components } from '../generated/api';
import type { CartProduct } from '../stores/CartSummaryStore';
import type { StockSource } from '../stores/CartStockCheck';

type Product = components['schemas']['Product'];

/** One size or variant of a product as its chips show it: the size's words, and whether none is left. */
export interface SizeChoice {
  detail: string;
  soldOut: boolean;
}

/** The sizes or variants a product is sold in (the server's stockDetails), in the club's order; none for a product sold as it is. */
export function sizeChoices(product: Pick<Product, 'stockDetails'>): SizeChoice[] {
  return (product.stockDetails ?? []).map((variant) => ({ detail: variant.detail, soldOut: (variant.units ?? 0) <= 0 }));
}

/** Whether a product asks for a size before it goes into the cart. */
export function hasSizes(product: Pick<Product, 'stockDetails'>): boolean {
  return (product.stockDetails ?? []).length > 0;
}

/**
 * What the cart sells for a chosen size: the size's own product (named with its size, as orders print it) and the
 * line's stock source (doc 3 §3). Undefined when nothing, or a size not on sale, is chosen.
 */
export function sizeToSell(product: Product, detail: string | null): { product: CartProduct; source: StockSource } | undefined {
  const variant = (product.stockDetails ?? []).find((each) => each.detail === detail);
  if (!variant || (variant.units ?? 0) <= 0) return undefined;
  return {
    product: {
      id: variant.productId,
      name: variant.name || `${product.name ?? ''} · ${variant.detail}`,
      logo: product.logo,
      grossPrice: variant.grossPrice ?? product.grossPrice,
      netPrice: variant.netPrice ?? product.netPrice,
      hasStock: true,
      transportRequired: product.transportRequired,
    },
    source: { stockParentId: product.id, stockParentName: product.name ?? null, stockDetail: variant.detail },
  };
}
