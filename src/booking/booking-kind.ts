import type { components } from '../generated/api';

type BookingType = components['schemas']['BookingType'];

// Apart from booking-rules.ts: the home page's booking types section asks only this, and should not carry the
// booking pages' rules for it.
/** Whether a booking type is booked by place (matches joined place by place) rather than by slot. */
export const isByPlace = (type: BookingType): boolean => type.byPlace === true || type.bookingByPlace === true;
