/** The kinds of Web Push notification a player can turn on, one switch each on the account page (issue 40). */
export const PUSH_KINDS = ['waitlistOffer', 'placeFreed', 'matchFilled', 'paymentDeadline', 'bookingReminder', 'openingResult'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
