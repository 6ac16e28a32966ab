/**
 * The contract's numeric enums that the portal and the server both write (the spec's values): one definition
 * each, so a request the portal builds and a row the server stores cannot disagree.
 */

/** Origin of a booking or sale made from this web portal. */
export const ORIGIN_WEB = 5 as const;

/** How a booking is paid: the whole price by its owner, shared between the players, or by place (matches). */
export const PaymentType = { NotSet: 0, Full: 1, Shared: 2, ByPlace: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
