import { loadable } from '../engine/loadable';
import type { WidgetMap } from '../engine/widget-types';

/** Widgets of the customer's own pages by manifest name; one folder per widget beside this file. */
export const accountWidgets: WidgetMap = {
  savedCards: loadable(() => import('./SavedCards/SavedCards')),
  customFields: loadable(() => import('./CustomFields/CustomFields')),
  deleteAccount: loadable(() => import('./DeleteAccount/DeleteAccount')),
  pushNotifications: loadable(() => import('./PushNotifications/PushNotifications')),
  levelProviderLink: loadable(() => import('./LevelProviderLink/LevelProviderLink')),
  orderRefunds: loadable(() => import('./OrderRefunds/OrderRefunds')),
  orderDetail: loadable(() => import('./OrderDetail/OrderDetail')),
  relatedClubs: loadable(() => import('./RelatedClubs/RelatedClubs')),
  customerFees: loadable(() => import('./CustomerFees/CustomerFees')),
  trainingVideos: loadable(() => import('./TrainingVideos/TrainingVideos')),
  documentDownload: loadable(() => import('./DocumentDownload/DocumentDownload')),
  clubSettings: loadable(() => import('./ClubSettings/ClubSettings')),
};
