import type { components } from '../../generated/api';
import { okAnswer } from '../../api/answers';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
type ProductType = Schemas['ProductType'];

/** Sort values of doc 3 §9: 1 by new, 2 price ascending, 3 price descending. */
export type ShopSort = 1 | 2 | 3;

/**
 * The shop's one search rule, for the frame's search box and the shop list alike: a text of at least 3 characters,
 * or none (which clears the search). Doc 3 gives the frame 3 and the list "longer than 3"; one rule means a search
 * the frame sends is the search the list shows, and 3 lets "bag" find bags.
 */
export const SHOP_SEARCH_MIN = 3;

export function isShopSearchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length >= SHOP_SEARCH_MIN;
}

/** The shop's page size (doc 3 §9). */
export const SHOP_PAGE_SIZE = 30;

export interface ShopFilter {
  search: string;
  sort: ShopSort;
  productTypeId: number | null;
  page: number;
}

/** The grid state of a shop page: product type, text in name / detail / description, the sort. */
function shopGridStatus(filter: Pick<ShopFilter, 'search' | 'sort' | 'productTypeId'>): Schemas['GridStatus'] {
  const text = filter.search.trim();
  return {
    filters: [
      ...(filter.productTypeId !== null ? [{ field: 'ProductTypeId', operator: 'equals' as const, value: filter.productTypeId }] : []),
      ...(text ? [{ fields: ['Name', 'Detail', 'Description'], operator: 'contains' as const, value: text }] : []),
    ],
    sort: [filter.sort === 1 ? { field: 'Created', direction: 'desc' as const } : { field: 'GrossPrice', direction: filter.sort === 2 ? ('asc' as const) : ('desc' as const) }],
  };
}

export interface ShopPage {
  products: Product[];
  popular: Product[];
  productTypes: ProductType[];
  total: number;
}

/** shop/list (a visitor) or shop/list-by-customer (the customer's prices). */
export function shopPageQuery(root: RootStore, filter: ShopFilter, pageSize = SHOP_PAGE_SIZE): Query<ShopPage> {
  const customerId = root.session.customerId;
  const startRow = (filter.page - 1) * pageSize;
  const base = { startRow, endRow: startRow + pageSize, gridStatus: JSON.stringify(shopGridStatus(filter)) };
  return query(['listProducts', base, customerId], async (signal) => {
    const answer =
      customerId === null
        ? await okAnswer(root.client.GET('/api/shop/list', { params: { query: base }, signal }))
        : await okAnswer(root.client.GET('/api/shop/list-by-customer', { params: { query: { ...base, customerId } }, signal }));
    return { products: answer.data ?? [], popular: answer.popular ?? [], productTypes: answer.productTypes ?? [], total: answer.totalCount ?? 0 };
  });
}

/** shop/get/{id}[/{customerId}]: the product and the popular list. */
export function productQuery(root: RootStore, id: number): Query<{ product: Product | null; popular: Product[] }> {
  const customerId = root.session.customerId;
  return query(['getProduct', id, customerId], async (signal) => {
    const answer =
      customerId === null
        ? await okAnswer(root.client.GET('/api/shop/get/{id}', { params: { path: { id } }, signal }))
        : await okAnswer(root.client.GET('/api/shop/get/{id}/{customerId}', { params: { path: { id, customerId } }, signal }));
    return { product: answer.data ?? null, popular: answer.popular ?? [] };
  });
}
