import { ClearCartOnLoad } from '../widgets/ClearCartOnLoad/ClearCartOnLoad';
import { LoginButton } from '../widgets/LoginButton/LoginButton';
import { PostToParent } from '../widgets/PostToParent/PostToParent';
import { ScrollToTop } from '../widgets/ScrollToTop/ScrollToTop';
import { StateMessage } from '../widgets/StateMessage/StateMessage';
import type { WidgetMap } from './widget-types';
import { shellWidgets } from '../widgets/shell-widgets';
import { homeWidgets } from '../widgets/home-widgets';
import { accountWidgets } from '../widgets/account-widgets';
import { bookingWidgets } from '../widgets/booking-widgets';
import { shopWidgets } from '../widgets/shop-widgets';

/**
 * Hand-written widgets by the name manifests use. Register heavy ones lazily so a page
 * pays only for what it shows, e.g. `heroSlider: lazy(() => import('../widgets/HeroSlider'))`.
 */
export const widgets: WidgetMap = {
  clearCartOnLoad: ClearCartOnLoad,
  loginButton: LoginButton,
  postToParent: PostToParent,
  scrollToTop: ScrollToTop,
  stateMessage: StateMessage,
  ...shellWidgets,
  ...homeWidgets,
  ...accountWidgets,
  ...bookingWidgets,
  ...shopWidgets,
};
