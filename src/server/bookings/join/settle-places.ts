import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { currentClub } from '../../repositories/club';
import { placesOfBooking, releaseLapsedHolds } from '../../repositories/booking-joins';
import { lapseOffers, liveWaitlist, offerPlace, type WaitlistEntry } from '../../repositories/booking-waitlist';
import { offersToMake } from '../../booking-engine/waitlist';
import { hhmm, wallTime } from '../../../domain/club-time';
import { waitlistOfferMail } from '../../mail/templates';
import { storedLanguage } from '../../mail/recipient-language';

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
