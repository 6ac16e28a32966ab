import { lazy } from 'react';
import type { WidgetMap } from '../engine/widget-types';

/** Widgets of the customer's own pages by manifest name; one folder per widget beside this file. */
export const accountWidgets: WidgetMap = {
  savedCards: lazy(() => import('./SavedCards/SavedCards')),
  customFields: lazy(() => import('./CustomFields/CustomFields')),
  deleteAccount: lazy(() => import('./DeleteAccount/DeleteAccount')),
  levelProviderLink: lazy(() => import('./LevelProviderLink/LevelProviderLink')),
  orderRefunds: lazy(() => import('./OrderRefunds/OrderRefunds')),
  orderDetail: lazy(() => import('./OrderDetail/OrderDetail')),
  relatedClubs: lazy(() => import('./RelatedClubs/RelatedClubs')),
  customerFees: lazy(() => import('./CustomerFees/CustomerFees')),
  trainingVideos: lazy(() => import('./TrainingVideos/TrainingVideos')),
  documentDownload: lazy(() => import('./DocumentDownload/DocumentDownload')),
};
