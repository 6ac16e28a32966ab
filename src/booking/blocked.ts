// A refusal that blocks booking (issue 35: the cap of unpaid holds, a booking type's limit) opens a sheet
// (BlockedSheet) with the way on instead of a line under the button. Chosen by the refusal's machine-readable
// reason, never by its text.
import type { components } from '../generated/api';
import type { Message } from '../i18n/message';
import type { RootStore } from '../stores/RootStore';
import { customerBookingsQuery } from './booking-queries';
import { unpaidHolds } from './payment-state';

type CustomerBooking = components['schemas']['CustomerBooking'];

/** A refusal with its way on: the server's message and the holds Pay now puts in the cart. */
export interface Blocked {
  message: Message;
  holds: CustomerBooking[];
}

const BLOCKING: ReadonlySet<unknown> = new Set<components['schemas']['RefusalReason']>(['unpaidHolds', 'bookingLimit']);

/**
 * After a refused pre-book or join: null unless its reason blocks booking; else the player's unpaid holds, read
 * again since the refused write made My bookings stale (none when they cannot be read).
 */
export async function blockedBy(root: RootStore, answer: object, message: Message): Promise<Blocked | null> {
  // The refusal's reason (the contract's RefusalReason), when it carries one.
  const reason = 'reason' in answer ? answer.reason : null;
  if (!BLOCKING.has(reason) || root.session.customerId === null) return null;
  try {
    const bookings = await root.queries.fetch(customerBookingsQuery(root));
    return { message, holds: unpaidHolds(bookings.next ?? []) };
  } catch {
    return { message, holds: [] };
  }
}
