/**
 * What dropping a pending booking sale from the cart asks of the server: cancel the booking the customer holds
 * (`cancelBooking`) or give back the place they took in a match (`leaveBooking`). The contract carries it as the
 * sale's `cancelUrl` text; server and portal build and read that text only here.
 */
type CartCancelOperation = 'cancelBooking' | 'leaveBooking';

export interface CartCancel {
  operation: CartCancelOperation;
  bookingId: number;
  customerId: number;
}

const SEGMENT: Record<CartCancelOperation, string> = { cancelBooking: 'cancel', leaveBooking: 'leave' };

/** The sale's `cancelUrl`: the operation's path below /api, e.g. `publicbookings/cancel/41/7`. */
export function cartCancelUrl(cancel: CartCancel): string {
  return `publicbookings/${SEGMENT[cancel.operation]}/${cancel.bookingId}/${cancel.customerId}`;
}

const URL_PATTERN = /^\/?(?:api\/)?publicbookings\/(cancel|leave)\/(\d+)\/(\d+)$/;

/** The cancels a sale's `cancelUrl` names (comma-separated); null when any part is not one of them. */
export function parseCartCancelUrls(urls: string | null | undefined): CartCancel[] | null {
  const parts = (urls ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const cancels: CartCancel[] = [];
  for (const part of parts) {
    const match = URL_PATTERN.exec(part);
    if (!match) return null;
    const bookingId = Number(match[2]);
    const customerId = Number(match[3]);
    if (!Number.isSafeInteger(bookingId) || !Number.isSafeInteger(customerId)) return null;
    cancels.push({ operation: match[1] === 'cancel' ? 'cancelBooking' : 'leaveBooking', bookingId, customerId });
  }
  return cancels;
}
