import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BookingSettings } from '../../repositories/booking-availability';
import type { BookingTypeRow } from '../../repositories/booking-types';
import { availability } from './availability';
import { SentBytes, sendBytes } from '../../cache/sent-bytes';

/**
 * The booking page's day of a booking type as publicbookings/list answers it. The same for every caller of a
 * language (generic prices, no customer's data), so it is kept as the bytes sent per (type, day, language) while
 * the computed day is right (src/server/cache/club-reads.ts), compressed once, and 304 to a matching If-None-Match.
 */
export async function sendDayAnswer(request: FastifyRequest, reply: FastifyReply, type: BookingTypeRow, day: string, settings: BookingSettings): Promise<never> {
  const { db, clock, clubReads } = request.server;
  const now = clock.now();
  const answer = await clubReads.bookingDayAnswer(type.id, day, request.language, now, async () => {
    const computed = await clubReads.bookingDay(type.id, day, now, () => availability(db, { type, day, settings, now, reads: clubReads }));
    const empty = computed.list.every((resource) => (resource.timeTable ?? []).length === 0);
    const model = { list: computed.list, multipleResources: computed.multipleResources, errorMsg: empty ? request.t('booking.nothingFound') : null };
    return { body: new SentBytes(Buffer.from(JSON.stringify({ ok: true, errorMsg: null, model }))), validUntil: computed.validUntil };
  });
  // JSON already: fastify writes a Buffer as it is.
  return sendBytes(request, reply, answer.body, 'application/json; charset=utf-8');
}
