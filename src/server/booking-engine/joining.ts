/**
 * Open to joining: the kind of booking the by-place list publishes (a match, class or event, or a booking of a
 * by-place type, with allowJoin). Anyone may look at those; any other booking is private to its players.
 */
export function openToJoining(booking: { allow_join: boolean; concept: string; type_by_place: boolean }): boolean {
  return booking.allow_join && (booking.concept !== 'Booking' || booking.type_by_place);
}

/** Whether a joiner's hold has run out: past its deadline with the share's sale still pending and never checked out. */
export function holdLapsed(row: { hold_until: Date | null; sale_status: string | null; sale_checked_out_at: Date | null }, now: Date): boolean {
  return row.hold_until !== null && row.hold_until.getTime() <= now.getTime() && row.sale_status === 'Pending' && row.sale_checked_out_at === null;
}
