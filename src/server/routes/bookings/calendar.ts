import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { currentClub } from '../../repositories/club';
import {
  calendarBookingByToken,
  calendarBookingOf,
  customerOfFeedToken,
  feedBookings,
  feedTokenOf,
  rotateFeedToken,
  type CalendarBooking,
} from '../../repositories/booking-calendar';
import { bookingsCalendar, type CalendarEntry } from '../../booking-engine/calendar';

/** How often a subscribed calendar is asked to fetch the feed again. */
const FEED_REFRESH_MINS = 60;

const toEntry = (booking: CalendarBooking, publicUrl: string): CalendarEntry => ({
  id: booking.id,
  status: booking.status,
  paymentDeadline: booking.payment_deadline,
  start: booking.starts_at,
  end: booking.ends_at,
  typeName: booking.type_name,
  resourceNames: booking.resource_names,
  title: booking.title,
  createdAt: booking.created_at,
  cancelledAt: booking.cancelled_at,
  url: `${publicUrl}/booking/${encodeURIComponent(booking.public_token)}`,
});

async function answerCalendar(request: FastifyRequest, reply: FastifyReply, bookings: CalendarBooking[], file: { name: string; feed: boolean }): Promise<string> {
  const { db, config, clock } = request.server;
  const club = await currentClub(db);
  const ics = bookingsCalendar(
    bookings.map((booking) => toEntry(booking, config.publicUrl)),
    {
      name: club.name,
      timeZone: club.time_zone,
      location: club.address,
      uidDomain: new URL(config.publicUrl).hostname,
      now: clock.now(),
      ...(file.feed ? { refreshMins: FEED_REFRESH_MINS } : {}),
    },
  );
  reply.type('text/calendar; charset=utf-8').header('Content-Disposition', `${file.feed ? 'inline' : 'attachment'}; filename="${file.name}"`);
  return ics;
}

/** One booking's .ics for a participant (owner or player); anyone else is told it does not exist. */
export async function bookingIcs(request: FastifyRequest, reply: FastifyReply, bookingId: number, customerId: number) {
  const booking = await calendarBookingOf(request.server.db, bookingId, customerId);
  if (!booking) throw notFound('notFound.booking', { id: bookingId });
  return answerCalendar(request, reply, [booking], { name: `booking-${booking.id}.ics`, feed: false });
}

/** One booking's .ics by its public token. */
export async function bookingIcsByToken(request: FastifyRequest, reply: FastifyReply, token: string) {
  const booking = await calendarBookingByToken(request.server.db, token);
  if (!booking) throw notFound('notFound.bookingLink');
  return answerCalendar(request, reply, [booking], { name: `booking-${booking.id}.ics`, feed: false });
}

/** The private feed of whoever the token belongs to. */
export async function calendarFeed(request: FastifyRequest, reply: FastifyReply, token: string) {
  const { db, clock } = request.server;
  const customerId = await customerOfFeedToken(db, token);
  if (customerId === undefined) throw notFound('notFound.calendarFeed');
  return answerCalendar(request, reply, await feedBookings(db, customerId, clock.now()), { name: 'bookings.ics', feed: true });
}

/** The feed's URLs for a customer; `rotate` replaces the token first (the old URL answers 404 from then on). */
export async function feedUrl(request: FastifyRequest, customerId: number, options: { rotate: boolean }) {
  const { db, config } = request.server;
  const token = options.rotate ? await rotateFeedToken(db, customerId) : await feedTokenOf(db, customerId);
  const url = `${config.publicUrl}/api/publicbookings/calendar/feed/${token}`;
  return { ok: true, errorMsg: null, model: { url, webcalUrl: url.replace(/^https?:/, 'webcal:') } };
}
