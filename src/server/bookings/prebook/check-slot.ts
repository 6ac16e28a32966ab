import { Refusal } from '../../http/refusal';
import { liveBlocks } from '../../repositories/booking-availability';
import { membershipsOf } from '../../repositories/booking-prices';
import { existingCustomerIds } from '../../repositories/booking-customers';
import { addableCustomers } from '../../repositories/customer-search';
import { checkSlot } from '../../booking-engine/slots';
import { bookableUntil } from '../opening';
import { SLOT_KEYS } from './refusal-keys';
import type { AskedSlot, PrebookInput } from './types';

/** The owner always, first; then the players added, each once. */
export function playersAsked({ body }: PrebookInput): number[] {
  const asked = [body.booking.customerId, ...(body.customerIds ?? []), ...(body.players ?? []).map((player) => player.customerId)];
  return [...new Set(asked.filter((id): id is number => typeof id === 'number' && id > 0))];
}

/**
 * Step 2: the slot is free and bookable on every resource (the live blocks, the timetable, the window). The
 * prices' and players' reads go in the same round (checked afterwards, in this order), one round trip.
 */
export async function checkSlotAndRead(input: PrebookInput, slot: AskedSlot, playerIds: number[]) {
  const { request, now } = input;
  const { db, clubReads } = request.server;
  const { type, resourceIds, start, end, duration, timeZone } = slot;
  const [timetables, busy, rows, memberships, addable, known] = await Promise.all([
    clubReads.timetablesOf(resourceIds),
    liveBlocks(db, { resourceIds, from: start, until: end, now }),
    clubReads.priceRowsOf(type.id),
    membershipsOf(db, playerIds, slot.date, now),
    addableCustomers(db, request.customer!.actorId, playerIds, now),
    existingCustomerIds(db, playerIds),
  ]);
  const until = bookableUntil(type, now, timeZone);
  for (const resourceId of resourceIds) {
    const problem = checkSlot({ start, durationMins: duration }, { timetable: timetables.get(resourceId) ?? [], timeZone, busy: busy.get(resourceId) ?? [], now, until });
    if (problem) throw new Refusal(SLOT_KEYS[problem], slot.slotArgs(resourceId), problem === 'taken' ? 'slotTaken' : undefined);
  }
  return { rows, memberships, addable, known };
}

/**
 * Step 4: who may play. At most the type's players; only players the caller's look-up found (or the family),
 * so nobody is put on a share by a guessed id, with the same refusal whether the id exists or not.
 */
export function checkPlayers(playerIds: number[], maxParticipants: number, reads: { addable: Set<number>; known: Set<number> }): void {
  if (playerIds.length > maxParticipants) throw new Refusal('booking.maxPlayers');
  const stranger = playerIds.find((id) => !reads.addable.has(id));
  if (stranger !== undefined) throw new Refusal('booking.playerNotFoundByYou', { id: stranger });
  const unknown = playerIds.find((id) => !reads.known.has(id));
  if (unknown !== undefined) throw new Refusal('booking.unknownPlayer', { id: unknown });
}
