import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { MessageArgs } from '../../i18n/messages';
import type { Language } from '../../../i18n/languages';
import type { BookingTypeRow } from '../../repositories/booking-types';
import { Refusal } from '../../http/refusal';
import { inTransaction } from '../../db/database';
import { hasSqlState, SqlState } from '../../db/sql-state';
import { expireOverlappingHolds, insertBooking } from '../../repositories/booking-writes';
import { lockHoldsOf, unpaidHolds } from '../../repositories/booking-holds';
import { customerBookingsOfType } from '../../repositories/booking-opening';
import { checkBookingLimits, weekOf } from '../../booking-engine/booking-limits';
import { wallTime, wallToInstant } from '../../../domain/club-time';
import { dayAndTime, hasLimits, limitRulesOf } from '../opening';
import { holdSale } from '../hold-sale';
import { LIMIT_KEYS } from './refusal-keys';
import type { Payment } from './shares';
import type { AskedSlot, PrebookAnswer, PrebookInput } from './types';

/**
 * Step 6: one transaction checks the owner's hold cap and the type's limits under the owner's holds lock and
 * writes the booking, its blocks, players and sales; run again if PostgreSQL ends it to break a deadlock. The
 * exclusion constraint on booking_blocks settles a race: the loser is told the slot was just taken.
 */
export async function writeBooking(input: PrebookInput, slot: AskedSlot, payment: Payment, match: ReturnType<typeof matchOf> | null): Promise<PrebookAnswer> {
  const { request, body, isMatch, now } = input;
  const { type, settings, start, end, resourceIds, timeZone } = slot;
  const { serviceFree, paymentType, bookingPrice } = payment;
  const ownerId = body.booking.customerId;
  const title = `${type.name} · ${slot.main.name}`;
  const description = `${resourceIds.map((id) => slot.offered.get(id)!.name).join(', ')}, ${slot.startLabel} (${slot.duration} min)`;
  const paymentDeadline = serviceFree ? null : new Date(now.getTime() + settings.booking_payment_deadline_mins * 60_000);
  const written = await inTransaction(request.server.db, async (trx) => {
    if (!serviceFree) await refuseOverHoldCap(trx, ownerId, now);
    if (hasLimits(type)) await refuseOverLimits(trx, { type, ownerId, slot: { start, end, resourceIds }, timeZone, now, language: request.language });
    await expireOverlappingHolds(
      trx,
      resourceIds.map((resourceId) => ({ resourceId, start, end })),
      now,
    );
    const booking = {
      bookingTypeId: type.id,
      concept: isMatch ? ('Match' as const) : type.concept,
      ownerId,
      title,
      description,
      start,
      end,
      maxParticipants: type.max_participants,
      paymentType,
      gross: bookingPrice.gross,
      net: bookingPrice.net,
      isSpecialPrice: payment.isSpecialPrice,
      confirmed: serviceFree,
      paymentDeadline,
      origin: body.booking.origin ?? null,
      match,
      blocks: body.blocks.map((block) => ({ resourceId: block.resourceId, noOnline: block.noOnline === true })),
      players: payment.players,
      extraSales: payment.extraSales,
    };
    return insertBooking(trx, booking, { taxPercent: settings.default_tax_percent });
  }).catch((error: unknown) => {
    throw hasSqlState(error, SqlState.exclusionViolation) ? new Refusal('booking.slotTaken', undefined, 'slotTaken') : error;
  });
  if (serviceFree) return { ok: true, errorMsg: null, model: { serviceFree: true, sales: [] } };
  const cancel = { operation: 'cancelBooking' as const, bookingId: written.id, customerId: ownerId };
  const sales = written.sales.map((sale) => ({
    ...holdSale(sale, { title, description, paymentType, withRetention: sale.withRetention, cancel, paymentDeadline: paymentDeadline! }),
    bookingId: written.id,
    customerId: sale.customerId,
  }));
  return { ok: true, errorMsg: null, model: { serviceFree: false, sales } };
}

/** A match's settings: the owner needs a level in the type's sport to create one. */
export function matchOf({ body }: PrebookInput, levels: Map<number, unknown>) {
  const draft = body.booking;
  if (!levels.has(draft.customerId)) throw new Refusal('booking.noLevel');
  return { gender: draft.gender ?? 'Open', minLevel: draft.minLevel ?? 0, maxLevel: draft.maxLevel ?? 7, modifyLevel: draft.modifyLevel ?? false } as const;
}

/**
 * A paid pre-book is a hold until its payment: a customer holds at most the club's number of unpaid holds at
 * once (pre-books and joined places). Counted under the customer's holds lock, so concurrent pre-books of
 * one customer cannot pass the cap together.
 */
async function refuseOverHoldCap(trx: Transaction<DB>, customerId: number, now: Date): Promise<void> {
  await lockHoldsOf(trx, customerId);
  const { held, max } = await unpaidHolds(trx, customerId, now);
  if (held >= max) throw new Refusal('booking.unpaidHoldsCap', { max }, 'unpaidHolds');
}

/**
 * The type's rules against walking a slot down (issue 27 item 2): a cooldown after a cancellation, caps per day
 * and week, a cancelled slot kept from its canceller for a while. Checked under the customer's holds lock, so
 * two pre-books of one customer cannot pass a cap together.
 */
async function refuseOverLimits(
  trx: Transaction<DB>,
  input: { type: BookingTypeRow; ownerId: number; slot: { start: Date; end: Date; resourceIds: number[] }; timeZone: string; now: Date; language: Language },
): Promise<void> {
  const { type, ownerId, slot, timeZone, now } = input;
  await lockHoldsOf(trx, ownerId);
  const weekStart = wallToInstant(weekOf(wallTime(slot.start, timeZone).date), 0, timeZone);
  const from = new Date(Math.min(weekStart.getTime(), now.getTime() - 7 * 86_400_000));
  const mine = (await customerBookingsOfType(trx, { customerIds: [ownerId], bookingTypeId: type.id, from, now })).get(ownerId)!;
  const problem = checkBookingLimits({ startMs: slot.start.getTime(), endMs: slot.end.getTime(), resourceIds: slot.resourceIds }, mine, limitRulesOf(type), {
    nowMs: now.getTime(),
    timeZone,
  });
  if (!problem) return;
  const args: MessageArgs = 'max' in problem ? { max: problem.max, type: type.name } : { type: type.name, ...dayAndTime(problem.until, input.language, timeZone) };
  throw new Refusal(LIMIT_KEYS[problem.rule], args, 'bookingLimit');
}
