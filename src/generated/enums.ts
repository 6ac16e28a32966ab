// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate.

/** Gender of a customer (0 male, 1 female). */
export const CustomerGender = {
  Male: 0,
  Female: 1,
} as const;
export type CustomerGender = (typeof CustomerGender)[keyof typeof CustomerGender];

/** Application a booking or sale comes from. The web portal sends CZ_Web (5). */
export const Origin = {
  Taykus_Web: 2,
  Taykus_Android: 3,
  Taykus_iOS: 4,
  CZ_Web: 5,
  CZ_Android: 6,
  CZ_iOS: 7,
} as const;
export type Origin = (typeof Origin)[keyof typeof Origin];

/** Kind of payment method (payment provider or voucher/pending payment). */
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

/** How a booking sale is paid. */
export const PaymentType = {
  NotSet: 0,
  Full: 1,
  Shared: 2,
  ByPlace: 3,
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export const Sport = {
  NoSport: 0,
  Soccer: 1,
  Padel: 2,
  Tennis: 3,
  Basket: 4,
  Golf: 5,
  Pickleball: 6,
  Padbol: 7,
  Racquetball: 8,
  Squash: 9,
} as const;
export type Sport = (typeof Sport)[keyof typeof Sport];

/** Team of a player in a match. */
export const Team = {
  NotSet: -1,
  Team1: 0,
  Team2: 1,
} as const;
export type Team = (typeof Team)[keyof typeof Team];
