import type { FastifyInstance } from 'fastify';
import type { BookingTypeRow } from '../repositories/booking-types';
import type { OpeningResultRow } from '../repositories/booking-opening';
import type { WonHold } from './opening-hold';
import { drawRecipients } from '../repositories/booking-opening';
import { currentClub } from '../repositories/club';
import { linkMail, type MailContent } from '../mail/templates';
import type { MessageArgs } from '../i18n/messages';
import type { Language } from '../../i18n/languages';
import { storedLanguage } from '../mail/recipient-language';
import { hhmm, wallTime } from '../../domain/club-time';

/** A draw's mail: greeting, what happened, a link (pay the hold, or the day's free slots), the club. */
function drawMail(kind: 'openingWon' | 'openingLost', input: { language: Language; clubName: string; name: string; url: string; args: MessageArgs }): MailContent {
  return linkMail(kind, input, input.args);
}

/**
 * Tells every requester the outcome at once: winners what they won and until when it is held (the cart pays
 * it), losers that they were not drawn, with a link to the day's booking page showing what is still free.
 * Each in the language its request was last sent in (the draw is no action of theirs, but they asked in it);
 * for a request stored before requests kept their language, the customer's stored one (storedLanguage).
 */
export async function mailDrawOutcome(app: FastifyInstance, draw: { type: BookingTypeRow; date: string; results: OpeningResultRow[]; holds: WonHold[] }): Promise<void> {
  if (draw.results.length === 0) return;
  const club = await currentClub(app.db);
  const recipients = await drawRecipients(app.db, { bookingTypeId: draw.type.id, date: draw.date }, [...new Set(draw.results.map((result) => result.customerId))]);
  const holdOf = new Map(draw.holds.map((hold) => [hold.bookingId, hold]));
  const at = (instant: Date) => {
    const local = wallTime(instant, club.time_zone);
    return `${local.date} ${hhmm(local.minute)}`;
  };
  for (const result of draw.results) {
    const who = recipients.get(result.customerId);
    if (!who?.email) continue;
    const hold = result.bookingId === null ? undefined : holdOf.get(result.bookingId);
    const common = { language: await storedLanguage(app.db, result.customerId, who.language), clubName: club.name, name: who.name };
    const mail = hold
      ? drawMail('openingWon', {
          ...common,
          url: `${app.config.publicUrl}/customer-bookings`,
          args: { date: draw.date, slot: `${hold.resourceName} ${at(hold.start)} (${hold.duration} min)`, until: hold.paymentDeadline ? at(hold.paymentDeadline) : '—' },
        })
      : drawMail('openingLost', { ...common, url: `${app.config.publicUrl}/bookings/${draw.type.id}`, args: { date: draw.date } });
    await app.mailer.send({ ...mail, to: who.email, customerId: result.customerId });
  }
}
