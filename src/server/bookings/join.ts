import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { components } from '../../generated/api';
import type { DB, Origin, Team } from '../db/schema';
import { hasSqlState, SqlState } from '../db/sql-state';
import { Refusal, reasonField } from '../http/refusal';
import { notFound } from '../http/errors';
import { currentClub } from '../repositories/club';
import { currentLevels } from '../repositories/current-levels';
import { insertBookingSale } from '../repositories/booking-writes';
import { holdSale } from './hold-sale';
import { findTemplatePlace, freePlaces, joinerProfile, playerPlace, lockBookingForJoin, placesOfBooking, releaseLapsedHolds, takePlace } from '../repositories/booking-joins';
import { lockHoldsOf, unpaidHolds } from '../repositories/booking-holds';
import { closeWaitlistEntry, lapseOffers, liveWaitlist, offerPlace, type WaitlistEntry } from '../repositories/booking-waitlist';
import { checkJoiner, chooseTeam, joinShare } from '../booking-engine/join';
import { offersToMake, placeOpenTo } from '../booking-engine/waitlist';
import { toCents } from '../../domain/money';
import { hhmm, wallTime } from '../../domain/club-time';
import { waitlistOfferMail } from '../mail/templates';
import { storedLanguage } from '../mail/recipient-language';
import { inTransaction } from '../db/database';

type PlacePrebookResult = components['schemas']['PlacePrebookResult'];
export type JoinAnswer = { ok: true; errorMsg: null; model: PlacePrebookResult } | { ok: false; errorMsg: string };

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBookingForJoin>>>;

export interface Offer {
  bookingId: number;
  entry: WaitlistEntry;
  expires: Date;
}

/**
 * Brings a booking's places and waitlist up to `now` inside the caller's transaction: lapsed holds give
 * their place back, lapsed offers pass to the next in line, and each free place not held by a live offer
 * is offered to the first player waiting. Returns the offer holders and the offers made now (to mail).
 */
export async function settlePlaces(trx: Transaction<DB>, booking: { id: number; max_participants: number }, now: Date, offerMins: number) {
  await releaseLapsedHolds(trx, booking.id, now);
  await lapseOffers(trx, booking.id, now);
  const places = await placesOfBooking(trx, booking.id);
  const free = booking.max_participants - places.filter((place) => !place.is_placeholder).length;
  const line = await liveWaitlist(trx, booking.id);
  const offered = line.filter((entry) => entry.status === 'Offered');
  const waiting = line.filter((entry) => entry.status === 'Waiting');
  const made: Offer[] = [];
  const expires = new Date(now.getTime() + offerMins * 60_000);
  for (const entry of waiting.slice(0, offersToMake(free, offered.length, waiting.length))) {
    await offerPlace(trx, entry.id, now, expires);
    made.push({ bookingId: booking.id, entry, expires });
  }
  return { places, free, holders: [...offered, ...made.map((offer) => offer.entry)].map((entry) => entry.customer_id), made };
}

/**
 * Mails each offer made: a link to the join page, valid until the offer's end (club time). Someone else's
 * action frees the place, so the mail is in the player's stored language (their latest checkout's), not the
 * caller's; else en-US.
 */
export async function mailOffers(app: FastifyInstance, offers: Offer[]): Promise<void> {
  if (offers.length === 0) return;
  const { mailer, config } = app;
  const club = await currentClub(app.db);
  for (const offer of offers) {
    if (!offer.entry.email) continue;
    const local = wallTime(offer.expires, club.time_zone);
    await mailer.send({
      ...waitlistOfferMail({
        language: await storedLanguage(app.db, offer.entry.customer_id),
        clubName: club.name,
        name: offer.entry.name ?? '',
        url: `${config.publicUrl}/booking-join/${offer.bookingId}`,
        until: `${local.date} ${hhmm(local.minute)}`,
      }),
      to: offer.entry.email,
      customerId: offer.entry.customer_id,
    });
  }
}

/**
 * Joins a booking (`byplace-prebook-place`): one transaction that locks the booking, gives back lapsed holds,
 * checks the joiner (not in yet, gender and level of the match, a free place not held for the waitlist),
 * takes a free place on the chosen team or floor-map place and writes the sale of the share. Joiners of one
 * booking queue on its row lock, so two racing for the last place get one place and one "Max players reached".
 */
export async function joinBooking(
  request: FastifyRequest,
  input: { customerId: number; bookingId: number; origin: Origin; placeId: number | null; team: Team | null },
): Promise<JoinAnswer> {
  const { db, clock } = request.server;
  const now = clock.now();
  const club = await currentClub(db);
  let offers: Offer[] = [];
  try {
    const model = await inTransaction(db, async (trx) => {
      // The joiner's holds lock before the booking's row (the lock order of repositories/booking-holds.ts).
      await lockHoldsOf(trx, input.customerId);
      const booking = await lockBookingForJoin(trx, input.bookingId);
      if (!booking) throw notFound('notFound.booking', { id: input.bookingId });
      const settled = await settlePlaces(trx, booking, now, club.waitlist_offer_mins);
      offers = settled.made;
      return joinLocked(trx, booking, settled, input, { now, deadlineMins: club.booking_payment_deadline_mins, taxPercent: club.default_tax_percent, timeZone: club.time_zone });
    });
    await mailOffers(request.server, offers);
    return { ok: true, errorMsg: null, model };
  } catch (error) {
    if (error instanceof Refusal) {
      // Offers made while settling were rolled back with the refusal; they are made again by the next look.
      return { ok: false, errorMsg: request.t(error.key, error.args), ...reasonField(error) };
    }
    if (hasSqlState(error, SqlState.uniqueViolation)) return { ok: false, errorMsg: request.t('booking.alreadyIn') };
    throw error;
  }
}

async function joinLocked(
  trx: Transaction<DB>,
  booking: LockedBooking,
  settled: Awaited<ReturnType<typeof settlePlaces>>,
  input: { customerId: number; origin: Origin; placeId: number | null; team: Team | null },
  context: { now: Date; deadlineMins: number; taxPercent: number; timeZone: string },
): Promise<PlacePrebookResult> {
  const { now } = context;
  if (booking.starts_at.getTime() <= now.getTime()) throw new Refusal('booking.joinPast');
  if (!booking.allow_join) throw new Refusal('booking.joinClosed');
  const { places } = settled;
  if (places.some((place) => place.customer_id === input.customerId)) throw new Refusal('booking.alreadyIn');

  const joiner = await joinerProfile(trx, input.customerId);
  if (!joiner) throw notFound('notFound.customer', { id: input.customerId });
  const level = (await currentLevels(trx, [input.customerId], booking.sport)).get(input.customerId) ?? null;
  const problem =
    booking.concept === 'Match' ? checkJoiner({ gender: booking.gender, minLevel: booking.min_level, maxLevel: booking.max_level }, { gender: joiner.gender, level }) : null;
  if (problem) throw new Refusal(problem.key, problem.args);

  if (settled.free <= 0) throw new Refusal('booking.maxPlayers');
  if (!placeOpenTo(input.customerId, settled.free, settled.holders)) throw new Refusal('booking.placeHeldForWaitlist');

  // The floor-map place, when one was chosen: it must be of the booking's map and free.
  let placeId: number | null = null;
  let placeTeam: Team | null = null;
  if (input.placeId !== null) {
    const place = booking.booking_template_id === null ? undefined : await findTemplatePlace(trx, booking.booking_template_id, input.placeId);
    if (!place) throw notFound('notFound.bookingPlace', { id: input.placeId, bookingId: booking.id });
    if (places.some((row) => row.booking_template_place_id === place.id && !row.is_placeholder)) throw new Refusal('booking.placeTaken', { place: place.place });
    placeId = place.id;
    const col = (place.config as { col?: unknown }).col;
    if (booking.concept === 'Match' && (col === 1 || col === 2)) placeTeam = col === 1 ? 0 : 1;
  }

  let team: Team = -1;
  if (booking.concept === 'Match') {
    const taken = { team1: 0, team2: 0 };
    for (const row of places) {
      if (row.is_placeholder) continue;
      if (row.team === 0) taken.team1 += 1;
      else if (row.team === 1) taken.team2 += 1;
    }
    const chosen = chooseTeam(taken, booking.max_participants, input.team ?? placeTeam);
    if (chosen === 'full') throw new Refusal(input.team === null && placeTeam === null ? 'booking.maxPlayers' : 'booking.teamFull', { team: (input.team ?? placeTeam ?? 0) + 1 });
    team = chosen;
  }

  const perPerson =
    booking.type_gross_price !== null && booking.concept !== 'Match'
      ? { gross: toCents(booking.type_gross_price), net: toCents(booking.type_net_price ?? booking.type_gross_price) }
      : null;
  const share = joinShare({
    paymentType: booking.payment_type,
    gross: toCents(booking.gross_price),
    net: toCents(booking.net_price),
    maxParticipants: booking.max_participants,
    perPerson,
  });
  const local = wallTime(booking.starts_at, context.timeZone);
  const title = booking.title ?? booking.type_name;
  const description = `${title}, ${local.date} ${hhmm(local.minute)}`;
  const paymentDeadline = share.gross > 0 ? new Date(now.getTime() + context.deadlineMins * 60_000) : null;
  // The joiner's own cancel: removing the cart line gives the place back.
  const leave = { operation: 'leaveBooking', bookingId: booking.id, customerId: input.customerId } as const;
  if (share.gross > 0) {
    // An unpaid share holds the place: within the club's cap of unpaid holds per customer, as pre-books.
    const { held, max } = await unpaidHolds(trx, input.customerId, now);
    if (held >= max) throw new Refusal('booking.unpaidHoldsCap', { max }, 'unpaidHolds');
  }
  const sale =
    share.gross > 0
      ? await insertBookingSale(trx, {
          bookingId: booking.id,
          ownerId: input.customerId,
          title,
          description,
          paymentType: booking.payment_type,
          origin: input.origin,
          paymentDeadline,
          taxPercent: context.taxPercent,
          line: { customerId: input.customerId, gross: share.gross, net: share.net, withRetention: false },
          cancel: leave,
        })
      : null;
  const placeholder =
    places.find((row) => row.is_placeholder && row.team === team && row.booking_template_place_id === null) ??
    places.find((row) => row.is_placeholder && row.team === team) ??
    null;
  await takePlace(trx, booking.id, placeholder?.id ?? null, {
    customerId: input.customerId,
    team,
    placeId,
    price: share.gross,
    saleId: sale?.id ?? null,
    holdUntil: paymentDeadline,
  });
  await closeWaitlistEntry(trx, booking.id, input.customerId, 'Joined');

  if (!sale || !paymentDeadline) return { serviceFree: true, sale: null, description };
  return {
    serviceFree: false,
    description,
    sale: holdSale(sale, { title, description, paymentType: booking.payment_type, withRetention: false, cancel: leave, paymentDeadline }),
  };
}

/**
 * A joiner gives their place back (`leave`, the cancel path of their cart line): not the owner, before the
 * start, while the share is unpaid. The place is free again and offered to the first of the waitlist.
 */
export async function leaveBooking(request: FastifyRequest, bookingId: number, customerId: number): Promise<{ ok: true; errorMsg: null } | { ok: false; errorMsg: string }> {
  const { db, clock } = request.server;
  const now = clock.now();
  const club = await currentClub(db);
  let offers: Offer[] = [];
  try {
    await inTransaction(db, async (trx) => {
      const booking = await lockBookingForJoin(trx, bookingId);
      if (!booking) throw notFound('notFound.booking', { id: bookingId });
      const place = await playerPlace(trx, bookingId, customerId);
      if (!place) throw new Refusal('booking.notPlayer');
      if (booking.owner_customer_id === customerId) throw new Refusal('booking.leaveOwner');
      if (booking.starts_at.getTime() <= now.getTime()) throw new Refusal('booking.joinPast');
      const unpaid = place.sale_id === null || (place.sale_status === 'Pending' && place.checked_out_at === null && place.paid === 0);
      if (!unpaid) throw new Refusal('booking.leavePaid');
      await freePlaces(trx, [place]);
      offers = (await settlePlaces(trx, booking, now, club.waitlist_offer_mins)).made;
    });
    await mailOffers(request.server, offers);
    return { ok: true, errorMsg: null };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, errorMsg: request.t(error.key, error.args) };
    throw error;
  }
}
