import { loadable } from '../engine/loadable';
import type { WidgetMap } from '../engine/widget-types';

/** Widgets of the shop, the debts and the checkout pages by manifest name; each its own chunk (the home page loads none of them). */
export const shopWidgets: WidgetMap = {
  shopList: loadable(() => import('./ShopList/ShopList')),
  productDetail: loadable(() => import('./ProductDetail/ProductDetail')),
  shopSearch: loadable(() => import('./ShopSearch/ShopSearch')),
  debts: loadable(() => import('./Debts/Debts')),
  checkout: loadable(() => import('./Checkout/Checkout')),
  paymentReturn: loadable(() => import('./PaymentReturn/PaymentReturn')),
  paymentResult: loadable(() => import('./PaymentResult/PaymentResult')),
};
