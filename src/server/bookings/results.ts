import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { findLiveBooking, playersOfBooking } from '../repositories/booking-reads';
import { lockBookingForJoin, findPlayerRow, setPlayerTeam } from '../repositories/booking-joins';
import { recordLevelChanges, storeResults } from '../repositories/booking-results';
import { currentLevels } from '../repositories/current-levels';
import { scoreLine } from '../booking-engine/results';
import { playedSets, resultsProblem } from '../../domain/match-results';
import { rateMatch } from '../booking-engine/rating';
import { currentClub } from '../repositories/club';
import { mailOffers, settlePlaces, type Offer } from './join/settle-places';
import { Refusal } from '../http/refusal';
import type { Team } from '../db/schema';
import { inTransaction } from '../db/database';

type SaveAnswer = { ok: true; errorMsg: null; data: { team1: number[]; team2: number[] } };

/**
 * Saves a match result (doc 2 §2, §4, §5): only a player of the booking, only once it is past, only while no
 * team-1 result is stored (checked again under the booking's row lock, so two players saving together
 * store one result). A competitive match (modifyLevel) then moves every player's level once by the rating
 * rule of booking-engine/rating.ts, written to the level history with the match as parent.
 */
export async function saveResults(request: FastifyRequest, callerId: number, body: { bookingId: number; team1: number[]; team2: number[] }): Promise<SaveAnswer> {
  const { db, clock } = request.server;
  const now = clock.now();
  const booking = await findLiveBooking(db, { id: body.bookingId });
  if (!booking) throw notFound('notFound.booking', { id: body.bookingId });
  const players = await playersOfBooking(db, booking.id);
  if (!players.some((player) => player.customer_id === callerId)) throw new Refusal('booking.notPlayer');
  if (booking.starts_at.getTime() > now.getTime()) throw new Refusal('booking.resultsNotPast');
  // The rule the results page checked before sending (src/domain/match-results.ts), checked again on what arrived.
  const problem = resultsProblem(body.team1, body.team2);
  if (problem) throw new Refusal(`booking.${problem}`);
  // Empty columns (0-0) are not stored: only the sets played count, for the result and the rating.
  const { team1, team2 } = playedSets(body.team1, body.team2);
  await inTransaction(db, async (trx) => {
    const locked = await lockBookingForJoin(trx, booking.id);
    if (!locked) throw notFound('notFound.booking', { id: booking.id });
    if ((locked.results?.team1?.length ?? 0) > 0) throw new Refusal('booking.resultsStored');
    await storeResults(trx, booking.id, { nSets: team1.length, team1, team2 });
    if (!locked.modify_level) return;
    const rated = players.filter((player) => player.customer_id !== null && (player.team === 0 || player.team === 1));
    const levels = await currentLevels(
      trx,
      rated.map((player) => player.customer_id!),
      locked.sport,
    );
    const changes = rateMatch(
      rated.map((player) => ({ customerId: player.customer_id!, team: player.team as 0 | 1, level: levels.get(player.customer_id!) ?? null })),
      { team1, team2 },
    );
    const teamOf = new Map(rated.map((player) => [player.customer_id!, player.team]));
    await recordLevelChanges(
      trx,
      changes.map((change) => ({
        customerId: change.customerId,
        value: change.after,
        modification: change.modification,
        comments: teamOf.get(change.customerId) === 0 ? scoreLine(team1, team2) : scoreLine(team2, team1),
      })),
      { sport: locked.sport, bookingId: booking.id, at: now },
    );
  });
  return { ok: true, errorMsg: null, data: { team1, team2 } };
}

/**
 * Moves a player of a match to the other team (update-team): the player themself or the booking's owner,
 * before the start, and only onto a team with a free place (the free place moves the other way). Like every
 * change to a booking's places, it runs under the booking's row lock after settling the places (a lapsed
 * hold gives its place back first), and reads the player's row again under the lock.
 */
export async function updateTeam(request: FastifyRequest, callerId: number, body: { id: number; team: Team }) {
  const { db, clock } = request.server;
  const now = clock.now();
  const row = await findPlayerRow(db, body.id);
  if (!row || row.is_placeholder) throw notFound('notFound.player', { id: body.id });
  const booking = await findLiveBooking(db, { id: row.booking_id });
  if (!booking) throw notFound('notFound.booking', { id: row.booking_id });
  let offers: Offer[] = [];
  if (row.customer_id !== callerId && booking.owner_customer_id !== callerId) {
    // A player of the booking may move only themself; anyone else is not in the booking at all.
    const inBooking = (await playersOfBooking(db, booking.id)).some((player) => player.customer_id === callerId);
    throw new Refusal(inBooking ? 'booking.teamNotYours' : 'booking.notPlayer');
  }
  if (booking.concept !== 'Match' || body.team === -1) throw new Refusal('booking.teamsOnlyInMatch');
  if (booking.starts_at.getTime() <= now.getTime()) throw new Refusal('booking.joinPast');
  const club = await currentClub(db);
  await inTransaction(db, async (trx) => {
    const locked = await lockBookingForJoin(trx, booking.id);
    if (!locked) throw notFound('notFound.booking', { id: booking.id });
    offers = (await settlePlaces(trx, locked, now, club.waitlist_offer_mins)).made;
    const players = await playersOfBooking(trx, booking.id);
    const moving = players.find((player) => player.id === row.id);
    // The player left (or their hold lapsed, and the place may have gone to someone else) meanwhile.
    if (!moving || moving.is_placeholder || moving.customer_id !== row.customer_id) throw notFound('notFound.player', { id: body.id });
    if (moving.team === body.team) return;
    const per = Math.ceil(locked.max_participants / 2);
    const size = body.team === 0 ? per : locked.max_participants - per;
    const taken = players.filter((player) => !player.is_placeholder && player.team === body.team).length;
    if (taken >= size) throw new Refusal('booking.teamFull', { team: body.team + 1 });
    const freeSlot = players.find((player) => player.is_placeholder && player.team === body.team);
    await setPlayerTeam(trx, moving.id, body.team);
    if (freeSlot) await setPlayerTeam(trx, freeSlot.id, moving.team);
  });
  await mailOffers(request.server, offers);
  return { ok: true as const, errorMsg: null };
}
