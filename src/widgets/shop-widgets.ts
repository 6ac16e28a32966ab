import { lazy } from 'react';
import type { WidgetMap } from '../engine/widget-types';

/** Widgets of the shop, the debts and the checkout pages by manifest name; each its own chunk (the home page loads none of them). */
export const shopWidgets: WidgetMap = {
  shopList: lazy(() => import('./ShopList/ShopList')),
  productDetail: lazy(() => import('./ProductDetail/ProductDetail')),
  shopSearch: lazy(() => import('./ShopSearch/ShopSearch')),
  debts: lazy(() => import('./Debts/Debts')),
  checkout: lazy(() => import('./Checkout/Checkout')),
  paymentReturn: lazy(() => import('./PaymentReturn/PaymentReturn')),
  paymentResult: lazy(() => import('./PaymentResult/PaymentResult')),
};
