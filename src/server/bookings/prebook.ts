import type { FastifyRequest } from 'fastify';
import type { components } from '../../generated/api';
import type { MessageArgs, MessageKey } from '../i18n/messages';
import type { Transaction } from 'kysely';
import type { DB, PaymentType } from '../db/schema';
import { hasSqlState, SqlState } from '../db/sql-state';
import { Refusal, reasonField, type RefusalReason } from '../http/refusal';
import { inTransaction } from '../db/database';
import { notFound } from '../http/errors';
import { liveBlocks } from '../repositories/booking-availability';
import { membershipsOf } from '../repositories/booking-prices';
import { expireOverlappingHolds, insertBooking, type NewPlayer, type NewSale } from '../repositories/booking-writes';
import { currentLevels } from '../repositories/current-levels';
import { existingCustomerIds } from '../repositories/booking-customers';
import { addableCustomers } from '../repositories/customer-search';
import { lockHoldsOf, unpaidHolds } from '../repositories/booking-holds';
import { checkSlot, type SlotProblem } from '../booking-engine/slots';
import { checkBookingLimits, weekOf, type LimitProblem } from '../booking-engine/booking-limits';
import { customerBookingsOfType } from '../repositories/booking-opening';
import { bookableUntil, dayAndTime, hasLimits, limitRulesOf, openingRefusal } from './opening';
import type { BookingTypeRow } from '../repositories/booking-types';
import { priceBooking, type BookingPrice } from '../booking-engine/prices';
import { toCents } from '../../domain/money';
import { bookingShares, checkPaymentType, PaymentType as Pay, type PaymentRefusal } from '../booking-engine/payment';
import { hhmm, wallTime, wallToInstant } from '../../domain/club-time';
import type { Language } from '../../i18n/languages';
import { parseSlotStart, shownPrice } from './slot-input';
import type { InFlightOutcome } from '../cache/bookings-in-flight';
import { countAttempt } from '../auth/rate-limits';
import { holdSale } from './hold-sale';

type PrebookRequest = components['schemas']['PrebookRequest'];
type PrebookResult = components['schemas']['PrebookResult'];

export type PrebookAnswer = { ok: true; errorMsg: null; model: PrebookResult } | { ok: false; errorMsg: string; model?: Record<string, string>; reason?: RefusalReason };

const SLOT_KEYS: Record<SlotProblem, MessageKey> = {
  past: 'booking.slotPast',
  outsideWindow: 'booking.outsideWindow',
  offGrid: 'booking.offGrid',
  durationNotOffered: 'booking.durationNotOffered',
  taken: 'booking.slotTaken',
};

const PAYMENT_KEYS: Record<PaymentRefusal, MessageKey> = {
  noPaymentOptions: 'booking.noPaymentOptions',
  fullNotAllowedSpecial: 'booking.fullNotAllowedSpecial',
  sharedNotForMatch: 'booking.sharedNotForMatch',
  sharedNotForOnePlayer: 'booking.sharedNotForOnePlayer',
  sharedNotAllowed: 'booking.sharedNotAllowed',
  paymentTypeNotSet: 'booking.paymentTypeNotSet',
};

/**
 * Pre-books a court booking (`prebook`) or a match created from the booking page (`byplace-prebook`):
 * every check first, then one transaction writing the booking, its blocks, its players and their sales.
 * The exclusion constraint on booking_blocks settles a race: the loser is told the slot was just taken.
 */
export async function prebook(request: FastifyRequest, body: PrebookRequest, options: { isMatch: boolean }): Promise<PrebookAnswer> {
  let claim: SlotClaim | undefined;
  try {
    // The early refusal's look, when it ran (a claim, or null for a slot the cached reads cannot settle), is not repeated.
    const known = earlyClaims.has(request) ? earlyClaims.get(request)! : await claimOrRefuse(request, body, options.isMatch);
    earlyClaims.delete(request);
    if (known && 'ok' in known) return known;
    claim = known ?? undefined;
    // Only an attempt that may hold the slot counts in the hold limits (a 429 over them ends its claim).
    // Counting before the claim let every contender arriving together count, one database write each, and
    // on a shared address meet the 429 instead of "taken".
    await countAttempt(request);
    const answer = await prebookOrRefuse(request, body, options).catch((error: unknown) => refusalOf(request, error));
    claim?.settle(answer);
    return answer;
  } catch (error) {
    return refusalOf(request, error);
  } finally {
    claim?.settle(null);
  }
}

/** A refusal as the caller reads it; anything else (a 429, a fault) is thrown on. */
function refusalOf(request: FastifyRequest, error: unknown): PrebookAnswer {
  if (error instanceof Refusal) {
    return { ok: false, errorMsg: request.t(error.key, error.args), ...(error.key === SLOT_KEYS.taken ? { reason: 'slotTaken' as const } : reasonField(error)) };
  }
  if (hasSqlState(error, SqlState.exclusionViolation)) return { ok: false, errorMsg: request.t('booking.slotTaken'), reason: 'slotTaken' };
  throw error;
}

/** This instance's claim on a slot while an attempt writes it: settled with its answer (the first settle counts), or null when it wrote nothing. */
interface SlotClaim {
  settle(answer: PrebookAnswer | null): void;
}

/** What `refuseEarly` found before the request's body was validated (its claim, or null), taken over by its handler. */
const earlyClaims = new WeakMap<FastifyRequest, SlotClaim | null>();

/**
 * The early refusal (src/server/bookings/early-refusal.ts): run on the raw body, right after the token's
 * signature and before its session version, the schema and the handler. A refusal when the slot is known
 * taken; else null, the request going on (holding the slot's claim on this instance when it may win it).
 * The claim ends with the request's answer, or when its connection closes without one.
 */
export async function refuseEarly(request: FastifyRequest, body: PrebookRequest, isMatch: boolean, closed: (release: () => void) => void): Promise<PrebookAnswer | null> {
  const known = await claimOrRefuse(request, body, isMatch);
  if (known && 'ok' in known) return known;
  earlyClaims.set(request, known);
  if (known) closed(() => known.settle(null));
  return null;
}

/**
 * The check from memory: a pre-book whose slot is already taken is refused before any query of its own and
 * any transaction, from what this instance keeps: the live blocks (bookings of every instance, dropped from
 * the cache when bookings change) and the pre-books of the slot it is running at this moment (the first
 * claims it and goes ahead; those after it wait for its outcome and are refused if it got the slot, or go
 * ahead one by one if it did not). When the club opens next week's courts and many ask for one slot at once,
 * the losers cost nothing but this: no rate-limit count either (src/server/auth/rate-limits.ts leaves the
 * pre-book's count to this module), since a refusal from memory costs less than counting it and holds
 * nothing. Null for anything the cached reads cannot settle (a type, resource or slot problem the full
 * check words): the full check runs unclaimed; the exclusion constraint still decides every race.
 */
async function claimOrRefuse(request: FastifyRequest, body: PrebookRequest, isMatch: boolean): Promise<SlotClaim | PrebookAnswer | null> {
  const slot = await cachedSlot(request, body, isMatch).catch(() => null);
  if (!slot) return null;
  const { clubReads } = request.server;
  const { resourceIds, start, end, now } = slot;
  const holds = (block: { start: Date; end: Date; heldUntil?: Date | null }) =>
    block.start.getTime() < end.getTime() && block.end.getTime() > start.getTime() && (!block.heldUntil || block.heldUntil.getTime() > now.getTime());
  for (;;) {
    const held = await clubReads.heldBlocks(resourceIds, start, end);
    const takenOn = resourceIds.find((resourceId) => (held.get(resourceId) ?? []).some(holds));
    if (takenOn !== undefined) return refusalOf(request, slot.taken(takenOn));
    const pending = clubReads.bookingsInFlight.overlapping(resourceIds, start, end);
    // Neither taken nor being written here: this attempt claims the slot at once (no await between this look
    // and the claim, so the next pre-book of the slot on this instance sees it).
    if (pending.length === 0) {
      let settle!: (answer: PrebookAnswer | null) => void;
      const answered = new Promise<PrebookAnswer | null>((resolve) => (settle = resolve));
      void clubReads.bookingsInFlight.claim(resourceIds, start, end, () => answered, heldBy);
      return { settle };
    }
    const outcomes = await Promise.all(pending);
    if (outcomes.some((outcome) => outcome !== null && holds({ start, end, heldUntil: outcome.heldUntil }))) return refusalOf(request, slot.taken(resourceIds[0]!));
  }
}

/**
 * What a pre-book's answer tells the pre-books of its slot waiting on it: the slot is held until the payment
 * deadline, or for good when free; held by a rival when it was refused as taken (another instance's pre-book
 * won it: the waiters are refused too, without each trying it in turn while this instance's cached blocks may
 * not show the rival's booking yet); free for the next one when refused for anything else.
 */
const heldBy = (answer: PrebookAnswer | null): InFlightOutcome => {
  if (!answer) return null;
  if (!answer.ok) return answer.reason === 'slotTaken' ? { heldUntil: null } : null;
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
    new Refusal(SLOT_KEYS.taken, {
      start: `${local.date} ${hhmm(local.minute)}`,
      resource: offered.get(resourceId)!.name,
      duration: first.duration,
      type: type.name,
      days: Math.ceil((type.anticipation_mins ?? 366 * 1440) / 1440),
    });
  return { resourceIds, start, end: new Date(start.getTime() + first.duration * 60_000), now, taken };
}

async function prebookOrRefuse(request: FastifyRequest, body: PrebookRequest, { isMatch }: { isMatch: boolean }): Promise<PrebookAnswer> {
  const { db, clock, clubReads } = request.server;
  const now = clock.now();
  const draft = body.booking;
  const ownerId = draft.customerId;
  // The club's type, settings, resources, timetables and prices are the cached reads the booking page shows
  // (kept until their tables change, on any instance): in a rush the attempts that may win a slot each made
  // five queries fewer, so the winners' transactions, which every refusal of their slot waits for, end sooner.
  // Reads that do not depend on one another go together: each round trip waited for the one before it.
  const [type, settings, typeResources] = await Promise.all([
    clubReads.activeBookingType(draft.bookingTypeId),
    clubReads.bookingSettings(),
    clubReads.resourcesOfType(draft.bookingTypeId),
  ]);
  if (!type) throw notFound('notFound.bookingType', { id: draft.bookingTypeId });
  if (isMatch && !(type.by_place && type.allow_create_by_place)) throw new Refusal('booking.matchNotAllowed', { type: type.name });
  if (!isMatch && type.by_place) throw new Refusal('booking.byPlaceType', { type: type.name });
  const timeZone = settings.time_zone;

  // Blocks: one start and duration; each resource offered by the type.
  const blocks = body.blocks;
  const first = blocks[0]!;
  const start = parseSlotStart(first.startDate, timeZone, 'blocks[0].startDate');
  const duration = first.duration;
  blocks.forEach((block, index) => {
    if (block.duration !== duration || parseSlotStart(block.startDate, timeZone, `blocks[${index}].startDate`).getTime() !== start.getTime())
      throw new Refusal('booking.blocksDiffer');
  });
  const offered = new Map(typeResources.map((resource) => [resource.id, resource]));
  for (const block of blocks) if (!offered.has(block.resourceId)) throw new Refusal('booking.resourceNotOfType', { resource: block.resourceId, type: type.name });
  const resourceIds = [...new Set(blocks.map((block) => block.resourceId))];
  const main = offered.get((blocks.find((block) => !block.noOnline) ?? first).resourceId)!;
  const end = new Date(start.getTime() + duration * 60_000);
  const local = wallTime(start, timeZone);
  const startLabel = `${local.date} ${hhmm(local.minute)}`;
  // Inside the day's opening window players ask instead of booking; once it opened, its draw comes first.
  const opening = await openingRefusal(request.server, type, local.date, timeZone, request.language);
  if (opening) throw new Refusal(opening.key, opening.args);

  const slotArgs = (resourceId: number): MessageArgs => ({
    start: startLabel,
    resource: offered.get(resourceId)!.name,
    duration,
    type: type.name,
    days: Math.ceil((type.anticipation_mins ?? 366 * 1440) / 1440),
  });
  // Players: the owner always, first; then the ones added, each once.
  const asked = [ownerId, ...(body.customerIds ?? []), ...(body.players ?? []).map((player) => player.customerId)].filter((id): id is number => typeof id === 'number' && id > 0);
  const playerIds = [...new Set(asked)];
  // The slot's reads and the prices' and players' (checked afterwards, in this order) in one round.
  const [timetables, busy, rows, memberships, addable, known] = await Promise.all([
    clubReads.timetablesOf(resourceIds),
    liveBlocks(db, { resourceIds, from: start, until: end, now }),
    clubReads.priceRowsOf(type.id),
    membershipsOf(db, playerIds, local.date, now),
    addableCustomers(db, request.customer!.actorId, playerIds, now),
    existingCustomerIds(db, playerIds),
  ]);
  const until = bookableUntil(type, now, timeZone);
  for (const resourceId of resourceIds) {
    const problem = checkSlot({ start, durationMins: duration }, { timetable: timetables.get(resourceId) ?? [], timeZone, busy: busy.get(resourceId) ?? [], now, until });
    if (problem) throw new Refusal(SLOT_KEYS[problem], slotArgs(resourceId));
  }

  // Prices: the server's. Each player's is their own (a member pays the member price, issue 22 item 15); the
  // generic one is the booking's and the free places'. The owner's, or the generic one the timetable
  // shows, is compared with what the customer was shown.
  const priced = (customerId: number | null) =>
    priceBooking(rows, { resourceId: main.id, start, durationMins: duration, timeZone, memberships: customerId === null ? undefined : memberships.get(customerId) });
  const generic = priced(null);
  const price = priced(ownerId);
  if (!generic || !price) throw new Refusal('booking.noPrice', { resource: main.name, duration, start: startLabel });
  const sent = draft.price?.amount ?? draft.price?.price ?? null;
  const shown = shownPrice(price, settings);
  const matchesShown = (candidate: BookingPrice) => toCents(sent!) === toCents(shownPrice(candidate, settings)) || toCents(sent!) === candidate.gross;
  if (sent !== null && sent !== undefined && !matchesShown(price) && !matchesShown(generic)) {
    throw new Refusal('booking.priceChanged', { price: shown.toFixed(2), sent: Number(sent).toFixed(2) });
  }
  if (playerIds.length > type.max_participants) throw new Refusal('booking.maxPlayers');
  // Only players the caller's look-up found (or the family): nobody can be put on a share by a guessed id,
  // and the refusal is the same whether the id exists or not.
  const stranger = playerIds.find((id) => !addable.has(id));
  if (stranger !== undefined) throw new Refusal('booking.playerNotFoundByYou', { id: stranger });
  const unknown = playerIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw new Refusal('booking.unknownPlayer', { id: unknown });

  let match = null;
  if (isMatch) {
    const levels = await currentLevels(db, [ownerId], type.sport);
    if (!levels.has(ownerId)) throw new Refusal('booking.noLevel');
    match = { gender: draft.gender ?? 'Open', minLevel: draft.minLevel ?? 0, maxLevel: draft.maxLevel ?? 7, modifyLevel: draft.modifyLevel ?? false } as const;
  }

  const serviceFree = price.gross === 0 && generic.gross === 0;
  const paymentType = (serviceFree ? (draft.paymentType ?? Pay.Full) : (draft.paymentType ?? Pay.NotSet)) as PaymentType;
  const modes = {
    pendingPaymentAllowed: settings.pending_payment_allowed,
    sharedPaymentAllowed: settings.shared_payment_allowed,
    sharedPaymentWithRetention: settings.shared_payment_with_retention,
    fullPaymentAllowedWithSpecialPrices: settings.full_payment_allowed_with_special_prices,
  };
  if (!serviceFree) {
    const refusal = checkPaymentType(paymentType, { modes, isSpecialPrice: price.isSpecialPrice, isMatch, maxParticipants: type.max_participants });
    if (refusal) throw new Refusal(PAYMENT_KEYS[refusal]);
  }
  const { players, extraSales } = playersAndSales(playerIds, {
    paymentType,
    serviceFree,
    priceOf: (customerId) => priced(customerId) ?? generic,
    generic,
    maxParticipants: type.max_participants,
    withRetention: modes.sharedPaymentWithRetention,
  });
  // The booking's price: what the owner pays in full, else the generic price its places are shared from.
  const bookingPrice = paymentType === Pay.Full ? price : generic;

  const resourceNames = resourceIds.map((id) => offered.get(id)!.name).join(', ');
  const title = `${type.name} · ${main.name}`;
  const description = `${resourceNames}, ${startLabel} (${duration} min)`;
  const paymentDeadline = serviceFree ? null : new Date(now.getTime() + settings.booking_payment_deadline_mins * 60_000);
  // Database work only: run again if PostgreSQL ends it to break a deadlock (a rival's payment confirmation).
  const written = await inTransaction(db, async (trx) => {
    if (!serviceFree) await refuseOverHoldCap(trx, ownerId, now);
    if (hasLimits(type)) await refuseOverLimits(trx, { type, ownerId, slot: { start, end, resourceIds }, timeZone, now, language: request.language });
    await expireOverlappingHolds(
      trx,
      resourceIds.map((resourceId) => ({ resourceId, start, end })),
      now,
    );
    return insertBooking(
      trx,
      {
        bookingTypeId: type.id,
        concept: isMatch ? 'Match' : type.concept,
        ownerId,
        title,
        description,
        start,
        end,
        maxParticipants: type.max_participants,
        paymentType,
        gross: bookingPrice.gross,
        net: bookingPrice.net,
        isSpecialPrice: price.isSpecialPrice,
        confirmed: serviceFree,
        paymentDeadline,
        origin: draft.origin ?? null,
        match,
        blocks: blocks.map((block) => ({ resourceId: block.resourceId, noOnline: block.noOnline === true })),
        players,
        extraSales,
      },
      { taxPercent: settings.default_tax_percent },
    );
  });
  if (serviceFree) return { ok: true, errorMsg: null, model: { serviceFree: true, sales: [] } };
  return {
    ok: true,
    errorMsg: null,
    model: {
      serviceFree: false,
      sales: written.sales.map((sale) => ({
        ...holdSale(sale, {
          title,
          description,
          paymentType,
          withRetention: sale.withRetention,
          cancel: { operation: 'cancelBooking', bookingId: written.id, customerId: ownerId },
          paymentDeadline: paymentDeadline!,
        }),
        bookingId: written.id,
        customerId: sale.customerId,
      })),
    },
  };
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

const LIMIT_KEYS: Record<LimitProblem['rule'], MessageKey> = {
  cooldown: 'booking.limitCooldown',
  perDay: 'booking.limitPerDay',
  perWeek: 'booking.limitPerWeek',
  lateCancelLock: 'booking.limitLateCancel',
};

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

/**
 * Who pays what (spec §4, §9). Full: the owner pays the whole of their price, the others nothing. Shared:
 * every player owes their own price / maxParticipants (a member's price is the member price), one sale
 * each; the owner's share takes the remainder of the split, so with one price for all the places add up
 * to it exactly. With retention the owner also guarantees the free places: one more sale of the generic
 * share per free place, on the owner, so the owner's lines add up to the retention total (generic share ×
 * the free places + own share); without retention the portal keeps only the owner's own line. A match (by
 * place): each player pays their share; free places are paid by whoever joins.
 */
function playersAndSales(
  playerIds: number[],
  options: { paymentType: number; serviceFree: boolean; priceOf: (customerId: number) => BookingPrice; generic: BookingPrice; maxParticipants: number; withRetention: boolean },
): { players: NewPlayer[]; extraSales: NewSale[] } {
  const { maxParticipants, priceOf } = options;
  if (options.serviceFree) return { players: playerIds.map((customerId) => ({ customerId, price: 0, sale: null })), extraSales: [] };
  if (options.paymentType === Pay.Full) {
    const { gross, net } = priceOf(playerIds[0]!);
    return {
      players: playerIds.map((customerId, index) =>
        index === 0 ? { customerId, price: gross, sale: { gross, net, withRetention: false } } : { customerId, price: 0, sale: null },
      ),
      extraSales: [],
    };
  }
  const shareOf = (price: BookingPrice, owner: boolean) => {
    const grossShares = bookingShares(price.gross, maxParticipants);
    const netShares = bookingShares(price.net, maxParticipants);
    return owner ? { gross: grossShares.owner, net: netShares.owner } : { gross: grossShares.other, net: netShares.other };
  };
  const retention = options.paymentType === Pay.Shared && options.withRetention;
  const players = playerIds.map((customerId, index) => {
    const own = shareOf(priceOf(customerId), index === 0);
    return { customerId, price: own.gross, sale: { ...own, withRetention: retention } };
  });
  const freePlaces = retention ? maxParticipants - playerIds.length : 0;
  const genericShare = shareOf(options.generic, false);
  const extraSales = Array.from({ length: freePlaces }, () => ({ customerId: playerIds[0]!, ...genericShare, withRetention: true }));
  return { players, extraSales };
}
