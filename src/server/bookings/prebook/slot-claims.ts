import type { FastifyRequest } from 'fastify';
import { Refusal } from '../../http/refusal';
import { checkSlot } from '../../booking-engine/slots';
import { hhmm, wallTime } from '../../../domain/club-time';
import type { InFlightOutcome } from '../../cache/bookings-in-flight';
import { bookableUntil } from '../opening';
import { parseSlotStart } from '../slot-input';
import { SLOT_KEYS } from './refusal-keys';
import type { PrebookAnswer, PrebookRequest } from './types';

/** This instance's claim on a slot while an attempt writes it: settled with its answer (the first settle counts), or null when it wrote nothing. */
export interface SlotClaim {
  settle(answer: PrebookAnswer | Refusal | null): void;
}

/** What `refuseEarly` found before the request's body was validated (its claim, or null), taken over by its handler. */
export const earlyClaims = new WeakMap<FastifyRequest, SlotClaim | null>();

/**
 * The check from memory: a pre-book whose slot is already taken is refused before any query of its own and
 * any transaction, from what this instance keeps: the live blocks (bookings of every instance, dropped from
 * the cache when bookings change) and the pre-books of the slot it is running at this moment (the first
 * claims it and goes ahead; those after it wait for its outcome and are refused if it got the slot, or go
 * ahead one by one if it did not). In a rush the losers cost nothing but this, not even a rate-limit count
 * (src/server/auth/rate-limits.ts leaves it to this module): counting costs more than such a refusal, which holds
 * nothing. Null for anything the cached reads cannot settle (a type, resource or slot problem the full
 * check words): the full check runs unclaimed; the exclusion constraint still decides every race.
 */
export async function claimOrRefuse(request: FastifyRequest, body: PrebookRequest, isMatch: boolean): Promise<SlotClaim | null> {
  const slot = await cachedSlot(request, body, isMatch).catch(() => null);
  if (!slot) return null;
  const { clubReads } = request.server;
  const { resourceIds, start, end, now } = slot;
  const holds = (block: { start: Date; end: Date; heldUntil?: Date | null }) =>
    block.start.getTime() < end.getTime() && block.end.getTime() > start.getTime() && (!block.heldUntil || block.heldUntil.getTime() > now.getTime());
  for (;;) {
    const held = await clubReads.heldBlocks(resourceIds, start, end);
    const takenOn = resourceIds.find((resourceId) => (held.get(resourceId) ?? []).some(holds));
    if (takenOn !== undefined) throw slot.taken(takenOn);
    const pending = clubReads.bookingsInFlight.overlapping(resourceIds, start, end);
    // Neither taken nor being written here: this attempt claims the slot at once (no await between this look
    // and the claim, so the next pre-book of the slot on this instance sees it).
    if (pending.length === 0) {
      let settle!: (answer: PrebookAnswer | Refusal | null) => void;
      const answered = new Promise<PrebookAnswer | Refusal | null>((resolve) => (settle = resolve));
      void clubReads.bookingsInFlight.claim(resourceIds, start, end, () => answered, heldBy);
      return { settle };
    }
    const outcomes = await Promise.all(pending);
    if (outcomes.some((outcome) => outcome !== null && holds({ start, end, heldUntil: outcome.heldUntil }))) throw slot.taken(resourceIds[0]!);
  }
}

/**
 * What a pre-book's answer tells the pre-books of its slot waiting on it: the slot is held until the payment
 * deadline, or for good when free; held by a rival when it was refused as taken (another instance's pre-book
 * won it: the waiters are refused too, without each trying it in turn while this instance's cached blocks may
 * not show the rival's booking yet); free for the next one when refused for anything else.
 */
const heldBy = (answer: PrebookAnswer | Refusal | null): InFlightOutcome => {
  if (!answer) return null;
  if (answer instanceof Refusal) return answer.reason === 'slotTaken' ? { heldUntil: null } : null;
  const deadline = answer.model.serviceFree ? null : answer.model.sales?.[0]?.paymentDeadline;
  return { heldUntil: deadline ? new Date(deadline) : null };
};

/**
 * The pre-book's slot as the cached reads see it (type, settings, resources, timetables: the booking page's
 * own), when every check before "taken" passes; null for anything the full check has to word.
 */
async function cachedSlot(request: FastifyRequest, body: PrebookRequest, isMatch: boolean) {
  const { clubReads, clock } = request.server;
  const now = clock.now();
  const type = await clubReads.activeBookingType(body.booking.bookingTypeId);
  if (!type || (isMatch && !(type.by_place && type.allow_create_by_place)) || (!isMatch && type.by_place)) return null;
  const timeZone = (await clubReads.bookingSettings()).time_zone;
  const first = body.blocks[0];
  if (!first) return null;
  const start = parseSlotStart(first.startDate, timeZone, 'blocks[0].startDate');
  const sameStart = (block: { startDate: string }) => block.startDate === first.startDate || parseSlotStart(block.startDate, timeZone, 'blocks').getTime() === start.getTime();
  if (body.blocks.some((block) => block.duration !== first.duration || !sameStart(block))) return null;
  const offered = new Map((await clubReads.resourcesOfType(type.id)).map((resource) => [resource.id, resource]));
  if (body.blocks.some((block) => !offered.has(block.resourceId))) return null;
  const resourceIds = [...new Set(body.blocks.map((block) => block.resourceId))];
  const timetables = await clubReads.timetablesOf(resourceIds);
  const until = bookableUntil(type, now, timeZone);
  const context = { timeZone, busy: [], now, until };
  if (resourceIds.some((resourceId) => checkSlot({ start, durationMins: first.duration }, { ...context, timetable: timetables.get(resourceId) ?? [] }) !== null)) return null;
  const local = wallTime(start, timeZone);
  const taken = (resourceId: number) =>
    new Refusal(
      SLOT_KEYS.taken,
      {
        start: `${local.date} ${hhmm(local.minute)}`,
        resource: offered.get(resourceId)!.name,
        duration: first.duration,
        type: type.name,
        days: Math.ceil((type.anticipation_mins ?? 366 * 1440) / 1440),
      },
      'slotTaken',
    );
  return { resourceIds, start, end: new Date(start.getTime() + first.duration * 60_000), now, taken };
}
