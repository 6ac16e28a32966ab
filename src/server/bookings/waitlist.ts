import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import { currentClub } from '../repositories/club';
import { lockBookingForJoin } from '../repositories/booking-joins';
import { bookingsWithWaitlist, closeWaitlistEntry, enterWaitlist, liveWaitlist, nextWaitlistDeadline } from '../repositories/booking-waitlist';
import { placeOpenTo } from '../booking-engine/waitlist';
import { mailOffers, settlePlaces, type Offer } from './join/settle-places';
import { Refusal } from '../http/refusal';
import { inTransaction } from '../db/database';

type WaitlistModel = { status: 'None' | 'Waiting' | 'Offered'; position: number | null; offerExpiresAt: string | null; waiting: number };
type WaitlistAnswer = { ok: true; errorMsg: null; model: WaitlistModel };
interface Settled {
  trx: Transaction<DB>;
  free: number;
  holders: number[];
  isPlayer: boolean;
  startsAt: Date;
}

/**
 * Runs `work` on the booking locked and brought up to date (lapsed holds and offers settled, new offers
 * made), settles again after it, mails the offers made and answers the customer's place in line.
 * A refusal throws Refusal (the transaction rolls back).
 */
async function settleBooking(app: FastifyInstance, bookingId: number, customerId: number, work: (context: Settled) => Promise<void>): Promise<WaitlistModel> {
  const now = app.clock.now();
  const club = await currentClub(app.db);
  const offers: Offer[] = [];
  const model = await inTransaction(app.db, async (trx) => {
    // A run again after a deadlock starts over: the offers of a rolled-back run were never made.
    offers.length = 0;
    const booking = await lockBookingForJoin(trx, bookingId);
    if (!booking) throw notFound('notFound.booking', { id: bookingId });
    const before = await settlePlaces(trx, booking, now, club.waitlist_offer_mins);
    offers.push(...before.made);
    await work({ trx, free: before.free, holders: before.holders, isPlayer: before.places.some((place) => place.customer_id === customerId), startsAt: booking.starts_at });
    const after = await settlePlaces(trx, booking, now, club.waitlist_offer_mins);
    offers.push(...after.made);
    const line = await liveWaitlist(trx, bookingId);
    const index = line.findIndex((entry) => entry.customer_id === customerId);
    const mine = index >= 0 ? line[index]! : null;
    return {
      status: mine ? (mine.status === 'Offered' ? 'Offered' : 'Waiting') : 'None',
      position: mine ? index + 1 : null,
      offerExpiresAt: mine?.offer_expires_at?.toISOString() ?? null,
      waiting: line.length,
    } satisfies WaitlistModel;
  });
  await mailOffers(app, offers);
  return model;
}

const answer = async (run: () => Promise<WaitlistModel>): Promise<WaitlistAnswer> => ({ ok: true, errorMsg: null, model: await run() });

/** The customer's place in line (the line brought up to date first). */
export const waitlistPlace = (request: FastifyRequest, bookingId: number, customerId: number) => answer(() => settleBooking(request.server, bookingId, customerId, async () => {}));

export function joinWaitlist(request: FastifyRequest, bookingId: number, customerId: number) {
  return answer(() =>
    settleBooking(request.server, bookingId, customerId, async ({ trx, free, holders, isPlayer, startsAt }) => {
      if (startsAt.getTime() <= request.server.clock.now().getTime()) throw new Refusal('booking.joinPast');
      if (isPlayer) throw new Refusal('booking.alreadyIn');
      if (holders.includes(customerId)) throw new Refusal('booking.waitlistAlready');
      if (placeOpenTo(customerId, free, holders)) throw new Refusal('booking.waitlistNotFull');
      if (!(await enterWaitlist(trx, bookingId, customerId))) throw new Refusal('booking.waitlistAlready');
    }),
  );
}

export function leaveWaitlist(request: FastifyRequest, bookingId: number, customerId: number) {
  return answer(() =>
    settleBooking(request.server, bookingId, customerId, async ({ trx }) => {
      if ((await closeWaitlistEntry(trx, bookingId, customerId, 'Left')) === 0) throw new Refusal('booking.notOnWaitlist');
    }),
  );
}

/**
 * Brings one booking with a line up to date for the sweep, unless another transaction holds it (skipped, see
 * lockBookingForJoin): lapsed shares and offers give their place back and the next in line is offered it.
 */
async function sweepBooking(app: FastifyInstance, bookingId: number, now: Date, offerMins: number): Promise<Offer[]> {
  return inTransaction(app.db, async (trx) => {
    const booking = await lockBookingForJoin(trx, bookingId, { skipLocked: true });
    return booking ? (await settlePlaces(trx, booking, now, offerMins)).made : [];
  });
}

/**
 * Brings every booking with a line up to date: offers lapse and pass on (and are mailed) without anyone looking.
 * Safe with several server instances on one database: each booking is settled under its row lock, which a
 * sweep skips when taken, so each freed place is offered (and mailed) by one instance only. Returns the offers made.
 */
export async function sweepWaitlists(app: FastifyInstance): Promise<Offer[]> {
  const now = app.clock.now();
  const club = await currentClub(app.db);
  const offers: Offer[] = [];
  for (const bookingId of await bookingsWithWaitlist(app.db, now)) offers.push(...(await sweepBooking(app, bookingId, now, club.waitlist_offer_mins)));
  await mailOffers(app, offers);
  return offers;
}

/** How long the sweep sleeps: until the next offer or share hold runs out, at most `everyMs`, at least a second. */
export async function nextSweepDelay(app: FastifyInstance, everyMs: number): Promise<number> {
  const now = app.clock.now();
  const next = await nextWaitlistDeadline(app.db, now);
  const until = next === null ? everyMs : next.getTime() - now.getTime();
  return Math.min(everyMs, Math.max(1_000, until));
}
