import type { FastifyRequest } from 'fastify';
import type { components } from '../../../generated/api';
import { hasSqlState, SqlState } from '../../db/sql-state';
import { Refusal } from '../../http/refusal';
import { notFound } from '../../http/errors';
import { currentClub } from '../../repositories/club';
import { freePlaces, playerPlace, lockBookingForJoin } from '../../repositories/booking-joins';
import { lockHoldsOf } from '../../repositories/booking-holds';
import { inTransaction } from '../../db/database';
import { mailOffers, settlePlaces, type Offer } from './settle-places';
import { checkJoinerMay } from './check-joiner';
import { choosePlace } from './choose-place';
import { takePlace } from './take-place';
import type { JoinInput } from './types';

type PlacePrebookResult = components['schemas']['PlacePrebookResult'];
export type JoinAnswer = { ok: true; errorMsg: null; model: PlacePrebookResult };

/**
 * Joins a booking (`byplace-prebook-place`), its steps in one transaction. Joiners of one booking queue on its row
 * lock, so two racing for the last place get one place and one "Max players reached". Offers made while settling
 * roll back with a refusal; the next look makes them again.
 */
export async function joinBooking(request: FastifyRequest, input: JoinInput): Promise<JoinAnswer> {
  const { db, clock } = request.server;
  const now = clock.now();
  const club = await currentClub(db);
  let offers: Offer[] = [];
  const context = { now, deadlineMins: club.booking_payment_deadline_mins, taxPercent: club.default_tax_percent, timeZone: club.time_zone };
  const model = await inTransaction(db, async (trx) => {
    // The joiner's holds lock before the booking's row (the lock order of repositories/booking-holds.ts).
    await lockHoldsOf(trx, input.customerId);
    const booking = await lockBookingForJoin(trx, input.bookingId);
    if (!booking) throw notFound('notFound.booking', { id: input.bookingId });
    const settled = await settlePlaces(trx, booking, now, club.waitlist_offer_mins);
    offers = settled.made;
    const join = { trx, booking, settled, input, context };
    await checkJoinerMay(join);
    return takePlace(join, await choosePlace(join));
  }).catch((error: unknown) => {
    throw hasSqlState(error, SqlState.uniqueViolation) ? new Refusal('booking.alreadyIn') : error;
  });
  await mailOffers(request.server, offers);
  return { ok: true, errorMsg: null, model };
}

/**
 * A joiner gives their place back (`leave`, the cancel path of their cart line): not the owner, before the
 * start, while the share is unpaid. The place is free again and offered to the first of the waitlist.
 */
export async function leaveBooking(request: FastifyRequest, bookingId: number, customerId: number): Promise<{ ok: true; errorMsg: null }> {
  const { db, clock } = request.server;
  const now = clock.now();
  const club = await currentClub(db);
  let offers: Offer[] = [];
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
}
