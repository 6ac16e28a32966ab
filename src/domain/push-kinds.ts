/**
 * The kinds of Web Push notification a player can turn on, one switch each on the account page (issue 40): a
 * waitlist offer with its deadline, a place freed in a match whose line they are in, a match of theirs filled, a
 * payment deadline about to pass, a reminder before a booking, and the result of a day's opening draw.
 */
export const PUSH_KINDS = ['waitlistOffer', 'placeFreed', 'matchFilled', 'paymentDeadline', 'bookingReminder', 'openingResult'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
