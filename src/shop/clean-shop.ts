// The clean shop (doc 3 §2.1): the shop without the full site's header and footer, reached at /taykus-shop, whose
// pages link only to each other, so a player who came in by it never lands on the full site.

/** The clean shop's list. */
export const CLEAN_SHOP = '/taykus-shop';

/** The clean shop's checkout. */
export const CLEAN_CHECKOUT = '/taykus-shop-checkout';

/** A product's page: /shop/{id}, or the clean shop's /taykus-shop/{id}. */
export function productPath(productId: number, clean: boolean): string {
  return `${clean ? CLEAN_SHOP : '/shop'}/${productId}`;
}
