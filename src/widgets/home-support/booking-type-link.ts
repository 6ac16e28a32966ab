import type { BookingType } from '../../stores/club-queries';

/** Where a booking type leads: its joinable bookings when it is booked by place without creating, else its timetable (doc 2). */
export function bookingTypePath(type: BookingType): string {
  const byPlace = type.byPlace === true || type.bookingByPlace === true;
  return byPlace && !type.allowCreateBookByPlace ? `/bookings-byplace/${type.id}` : `/bookings/${type.id}`;
}
