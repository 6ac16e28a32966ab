// A refusal that blocks booking (issue 35): the club's cap of unpaid holds (or a limit) refuses a pre-book or a
// join while the player still holds bookings awaiting payment. The way on is paying them or seeing them, so such
// a refusal opens a sheet (BlockedSheet) instead of a line under the button. The server's refusal carries only its
// text (the contract names no reason but slotTaken), so the portal reads the player's unpaid holds from My
// bookings: with holds waiting, the sheet says the server's words and offers Pay now and See my bookings.
import type { components } from '../../generated/api';
import type { Message } from '../../i18n/message';
import type { RootStore } from '../../stores/RootStore';
import { customerBookingsQuery } from './booking-queries';
import { unpaidHolds } from './payment-state';

type CustomerBooking = components['schemas']['CustomerBooking'];

/** A refusal with its way on: the server's message and the holds Pay now puts in the cart. */
export interface Blocked {
  message: Message;
  holds: CustomerBooking[];
}

/**
 * After a refused pre-book or join: the player's unpaid holds, read again (the refused write made My bookings
 * stale), as a Blocked; null when there are none or they cannot be read (the refusal then shows as before).
 */
export async function blockedBy(root: RootStore, message: Message): Promise<Blocked | null> {
  if (root.session.customerId === null) return null;
  try {
    const bookings = await root.queries.fetch(customerBookingsQuery(root));
    const holds = unpaidHolds(bookings.next ?? []);
    return holds.length > 0 ? { message, holds } : null;
  } catch {
    return null;
  }
}
