// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate.
import footer from '../../manifest/footer.json';
import formsAccountAddress from '../../manifest/forms/account-address.json';
import formsAccountPersonal from '../../manifest/forms/account-personal.json';
import formsChangePassword from '../../manifest/forms/change-password.json';
import formsInfoRequest from '../../manifest/forms/info-request.json';
import formsLogin from '../../manifest/forms/login.json';
import formsRegister from '../../manifest/forms/register.json';
import formsResetPasswordRequest from '../../manifest/forms/reset-password-request.json';
import formsResetPassword from '../../manifest/forms/reset-password.json';
import header from '../../manifest/header.json';
import home from '../../manifest/home.json';
import layouts from '../../manifest/layouts.json';
import pagesAccount from '../../manifest/pages/account.json';
import pagesActivateAccount from '../../manifest/pages/activate-account.json';
import pagesActivity from '../../manifest/pages/activity.json';
import pagesAutoLogin from '../../manifest/pages/auto-login.json';
import pagesBlog from '../../manifest/pages/blog.json';
import pagesBookingJoin from '../../manifest/pages/booking-join.json';
import pagesBookingResults from '../../manifest/pages/booking-results.json';
import pagesBookingTypes from '../../manifest/pages/booking-types.json';
import pagesBookingVisual from '../../manifest/pages/booking-visual.json';
import pagesBookingsByPlace from '../../manifest/pages/bookings-by-place.json';
import pagesBookings from '../../manifest/pages/bookings.json';
import pagesChangePassword from '../../manifest/pages/change-password.json';
import pagesCheckoutBooking from '../../manifest/pages/checkout-booking.json';
import pagesCheckout from '../../manifest/pages/checkout.json';
import pagesCleanCheckout from '../../manifest/pages/clean-checkout.json';
import pagesCleanProduct from '../../manifest/pages/clean-product.json';
import pagesCleanShop from '../../manifest/pages/clean-shop.json';
import pagesClubSettings from '../../manifest/pages/club-settings.json';
import pagesConfirmEmail from '../../manifest/pages/confirm-email.json';
import pagesCustomerBookings from '../../manifest/pages/customer-bookings.json';
import pagesCustomerComms from '../../manifest/pages/customer-comms.json';
import pagesCustomerEmail from '../../manifest/pages/customer-email.json';
import pagesCustomerFees from '../../manifest/pages/customer-fees.json';
import pagesCustomerOrder from '../../manifest/pages/customer-order.json';
import pagesCustomerOrders from '../../manifest/pages/customer-orders.json';
import pagesCustomerVouchers from '../../manifest/pages/customer-vouchers.json';
import pagesDebts from '../../manifest/pages/debts.json';
import pagesHome from '../../manifest/pages/home.json';
import pagesInvoiceDownload from '../../manifest/pages/invoice-download.json';
import pagesLegalCookies from '../../manifest/pages/legal-cookies.json';
import pagesLegalGeneralConditions from '../../manifest/pages/legal-general-conditions.json';
import pagesLegalPrivacy from '../../manifest/pages/legal-privacy.json';
import pagesLegalWaiver from '../../manifest/pages/legal-waiver.json';
import pagesLevelProviderLink from '../../manifest/pages/level-provider-link.json';
import pagesLevels from '../../manifest/pages/levels.json';
import pagesLinkAccount from '../../manifest/pages/link-account.json';
import pagesLocations from '../../manifest/pages/locations.json';
import pagesNotFound from '../../manifest/pages/not-found.json';
import pagesPasswordChanged from '../../manifest/pages/password-changed.json';
import pagesPaymentKo from '../../manifest/pages/payment-ko.json';
import pagesPaymentOk from '../../manifest/pages/payment-ok.json';
import pagesPaymentReturn from '../../manifest/pages/payment-return.json';
import pagesPost from '../../manifest/pages/post.json';
import pagesProduct from '../../manifest/pages/product.json';
import pagesPublicBooking from '../../manifest/pages/public-booking.json';
import pagesResetPassword from '../../manifest/pages/reset-password.json';
import pagesShop from '../../manifest/pages/shop.json';
import pagesTicketDownload from '../../manifest/pages/ticket-download.json';
import pagesTraining from '../../manifest/pages/training.json';
import pagesTrainings from '../../manifest/pages/trainings.json';
import routes from '../../manifest/routes.json';

/** The product's manifest files, before any club's file: what a club file's changes apply to. */
export const manifestBase = {
  footer: footer,
  header: header,
  home: home,
  layouts: layouts,
  routes: routes,
  pages: {
    'account': pagesAccount,
    'activate-account': pagesActivateAccount,
    'activity': pagesActivity,
    'auto-login': pagesAutoLogin,
    'blog': pagesBlog,
    'booking-join': pagesBookingJoin,
    'booking-results': pagesBookingResults,
    'booking-types': pagesBookingTypes,
    'booking-visual': pagesBookingVisual,
    'bookings-by-place': pagesBookingsByPlace,
    'bookings': pagesBookings,
    'change-password': pagesChangePassword,
    'checkout-booking': pagesCheckoutBooking,
    'checkout': pagesCheckout,
    'clean-checkout': pagesCleanCheckout,
    'clean-product': pagesCleanProduct,
    'clean-shop': pagesCleanShop,
    'club-settings': pagesClubSettings,
    'confirm-email': pagesConfirmEmail,
    'customer-bookings': pagesCustomerBookings,
    'customer-comms': pagesCustomerComms,
    'customer-email': pagesCustomerEmail,
    'customer-fees': pagesCustomerFees,
    'customer-order': pagesCustomerOrder,
    'customer-orders': pagesCustomerOrders,
    'customer-vouchers': pagesCustomerVouchers,
    'debts': pagesDebts,
    'home': pagesHome,
    'invoice-download': pagesInvoiceDownload,
    'legal-cookies': pagesLegalCookies,
    'legal-general-conditions': pagesLegalGeneralConditions,
    'legal-privacy': pagesLegalPrivacy,
    'legal-waiver': pagesLegalWaiver,
    'level-provider-link': pagesLevelProviderLink,
    'levels': pagesLevels,
    'link-account': pagesLinkAccount,
    'locations': pagesLocations,
    'not-found': pagesNotFound,
    'password-changed': pagesPasswordChanged,
    'payment-ko': pagesPaymentKo,
    'payment-ok': pagesPaymentOk,
    'payment-return': pagesPaymentReturn,
    'post': pagesPost,
    'product': pagesProduct,
    'public-booking': pagesPublicBooking,
    'reset-password': pagesResetPassword,
    'shop': pagesShop,
    'ticket-download': pagesTicketDownload,
    'training': pagesTraining,
    'trainings': pagesTrainings,
  },
  forms: {
    'account-address': formsAccountAddress,
    'account-personal': formsAccountPersonal,
    'change-password': formsChangePassword,
    'info-request': formsInfoRequest,
    'login': formsLogin,
    'register': formsRegister,
    'reset-password-request': formsResetPasswordRequest,
    'reset-password': formsResetPassword,
  },
} as const;
