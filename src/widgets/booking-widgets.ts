import { loadable } from '../engine/loadable';
import type { WidgetMap } from '../engine/widget-types';

/** Widgets of the booking pages by manifest name; each its own chunk (the home page loads none of them). */
export const bookingWidgets: WidgetMap = {
  bookingTypesList: loadable(() => import('./BookingTypesList/BookingTypesList')),
  bookingPage: loadable(() => import('./BookingPage/BookingPage')),
  checkoutBooking: loadable(() => import('./CheckoutBooking/CheckoutBooking')),
  customerBookings: loadable(() => import('./CustomerBookings/CustomerBookings')),
  byPlaceList: loadable(() => import('./ByPlaceList/ByPlaceList')),
  bookingJoin: loadable(() => import('./BookingJoin/BookingJoin')),
  floorMap: loadable(() => import('./FloorMap/FloorMap')),
  bookingResults: loadable(() => import('./BookingResults/BookingResults')),
  activityPage: loadable(() => import('./ActivityPage/ActivityPage')),
};
