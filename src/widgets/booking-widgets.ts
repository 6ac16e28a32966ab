import { lazy } from 'react';
import type { WidgetMap } from '../engine/widget-types';

/** Widgets of the booking pages by manifest name; each its own chunk (the home page loads none of them). */
export const bookingWidgets: WidgetMap = {
  bookingTypesList: lazy(() => import('./BookingTypesList/BookingTypesList')),
  bookingPage: lazy(() => import('./BookingPage/BookingPage')),
  checkoutBooking: lazy(() => import('./CheckoutBooking/CheckoutBooking')),
  customerBookings: lazy(() => import('./CustomerBookings/CustomerBookings')),
  byPlaceList: lazy(() => import('./ByPlaceList/ByPlaceList')),
  bookingJoin: lazy(() => import('./BookingJoin/BookingJoin')),
  floorMap: lazy(() => import('./FloorMap/FloorMap')),
  bookingResults: lazy(() => import('./BookingResults/BookingResults')),
  activityPage: lazy(() => import('./ActivityPage/ActivityPage')),
};
