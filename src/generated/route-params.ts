// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate.
// The route parameters each widget can read, from manifest/routes.json; see codegen/route-params.ts.
export interface WidgetRouteParams {
  activityPage: { id: string };
  autoLogin: Record<string, never>;
  blogList: Record<string, never>;
  bookingJoin: { bookingId: string };
  bookingPage: { bookingTypeId: string };
  bookingResults: { bookingId: string };
  bookingTypesList: Record<string, never>;
  byPlaceList: { bookingTypeId: string };
  checkout: Record<string, never>;
  checkoutBooking: Record<string, never>;
  clearCartOnLoad: Record<string, never>;
  clubLogo: Record<string, never>;
  clubSettings: Record<string, never>;
  customerBookings: { bookingToken?: string };
  customerFees: Record<string, never>;
  customFields: Record<string, never>;
  debts: Record<string, never>;
  deleteAccount: Record<string, never>;
  documentDownload: { token: string };
  floorMap: { bookingId: string; templateId: string };
  levelProviderLink: { provider: string };
  loginButton: Record<string, never>;
  openLoginAfter: { token: string };
  orderDetail: { id: string };
  orderRefunds: { id?: string };
  pageTitle: { id: string };
  paymentResult: Record<string, never>;
  paymentReturn: Record<string, never>;
  popularProducts: Record<string, never>;
  postToParent: Record<string, never>;
  productDetail: { id: string };
  pushNotifications: Record<string, never>;
  relatedClubs: Record<string, never>;
  savedCards: Record<string, never>;
  scrollToTop: Record<string, never>;
  shareLinks: { id: string };
  shopList: Record<string, never>;
  stateMessage: Record<string, never>;
  trainingVideos: { id: string };
}
