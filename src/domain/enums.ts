/**
 * The contract's numeric enums that the portal and the server both write (the spec's values): one definition
 * each, so a request the portal builds and a row the server stores cannot disagree.
 */

/** Origin of a booking or sale made from this web portal. */
export const ORIGIN_WEB = 5 as const;

/** How a booking is paid: the whole price by its owner, shared between the players, or by place (matches). */
export const PaymentType = { NotSet: 0, Full: 1, Shared: 2, ByPlace: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** The kinds of payment method a club configures: the card and wallet providers, the vouchers and paying at the club. */
export const PaymentMethodType = {
  Redsys: 1,
  Pending: 5,
  MoneyVoucher: 6,
  SessionsVoucher: 7,
  HoursVoucher: 8,
  PayPal: 9,
  NetPay: 10,
  Stripe: 14,
  AuthorizeNet: 15,
  MercadoPago: 17,
  Transbank: 18,
  Razorpay: 20,
} as const;
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];
