import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { Refusal } from '../../http/refusal';
import { currentClub } from '../../repositories/club';
import { findActiveBookingType, listActiveBookingTypes, toBookingType } from '../../repositories/booking-types';
import { bookingsOfCustomer, findActiveResource, findLiveBooking, joinableBookings, playersOfBooking } from '../../repositories/booking-reads';
import { findBookingTemplate, placesOfTemplate } from '../../repositories/booking-templates';
import { currentLevels } from '../../repositories/current-levels';
import { bookingView, hasFreePlace, takesPart } from './booking-view';
import { holdLapsed, openToJoining } from '../../booking-engine/joining';
import { joinToken, sameToken } from './public-token';
import { customerBookings, refundsThroughProvider } from './customer-bookings';
import { bookingFilters } from './filters';
import { levelRange } from './level-range';
import { requestedDay } from './joinable';
import { availability, availableDates } from './availability';
import { sendDayAnswer } from './day-answer';
import { prebook } from '../../bookings/prebook';
import { ensureDrawn } from '../../bookings/opening';
import { loadPrice } from './load-price';
import { joinBooking, leaveBooking } from '../../bookings/join';
import { saveResults, updateTeam } from '../../bookings/results';
import { joinWaitlist, leaveWaitlist, waitlistPlace } from '../../bookings/waitlist';
import { cancelBooking } from '../../bookings/cancel';
import { bookingIcs, bookingIcsByToken, calendarFeed, feedUrl } from './calendar';
import { bookingSettings, findTypeResource } from '../../repositories/booking-availability';

/** A booking written here: this instance's computed days go at once (other instances' when the database notifies them). */
async function droppingDays<T>(request: FastifyRequest, write: Promise<T>): Promise<T> {
  try {
    const answer = await write;
    request.server.clubReads.bookingsChanged();
    return answer;
  } catch (error) {
    // A refusal wrote nothing: the kept days stay (in a rush, every refused pre-book would drop them).
    if (!(error instanceof Refusal)) request.server.clubReads.bookingsChanged();
    throw error;
  }
}

export const handlers = defineHandlers({
  async listBookingAvailability({ body }, request, reply) {
    const { clubReads } = request.server;
    const type = await clubReads.activeBookingType(body.bookingTypeId);
    if (!type) throw notFound('notFound.bookingType', { id: body.bookingTypeId });
    const settings = await clubReads.bookingSettings();
    const day = requestedDay(body.date);
    // A day whose opening has passed is drawn before its slots are shown (what nobody won opens now).
    await ensureDrawn(request.server, type, day, settings.time_zone);
    return sendDayAnswer(request, reply, type, day, settings);
  },

  async getDateAvailability({ body }, request) {
    const { db, clock } = request.server;
    const link = await findTypeResource(db, body.bookingTypeResourceId);
    const type = link ? await findActiveBookingType(db, link.booking_type_id) : undefined;
    if (!link || !type) throw notFound('notFound.resource', { id: body.bookingTypeResourceId });
    const settings = await bookingSettings(db);
    const { list, multipleResources } = await availability(db, { type, day: requestedDay(body.date), settings, now: clock.now(), onlyResourceId: link.resource_id });
    const empty = list.every((resource) => (resource.timeTable ?? []).length === 0);
    return { ok: true, errorMsg: null, model: { list, multipleResources, errorMsg: empty ? request.t('booking.nothingFound') : null } };
  },

  async listAvailableDates({ body }, request) {
    const { db, clock } = request.server;
    const type = await findActiveBookingType(db, body.bookingTypeId);
    if (!type) throw notFound('notFound.bookingType', { id: body.bookingTypeId });
    const settings = await bookingSettings(db);
    const dates = await availableDates(db, { type, firstDay: requestedDay(body.date), days: body.days ?? 14, timeZone: settings.time_zone, now: clock.now() });
    return { ok: true, errorMsg: null, model: { dates } };
  },

  async loadBookingPrice({ body }, request) {
    return loadPrice(request, body);
  },

  async prebookBooking({ body }, request) {
    return droppingDays(request, prebook(request, body, { isMatch: false }));
  },

  async prebookMatch({ body }, request) {
    return droppingDays(request, prebook(request, body, { isMatch: true }));
  },

  async joinBooking({ params, body }, request) {
    return joinBooking(request, { customerId: params.customerId, bookingId: params.bookingId, origin: params.origin, placeId: null, team: body?.team ?? null });
  },

  async joinBookingAtPlace({ params, body }, request) {
    return joinBooking(request, { customerId: params.customerId, bookingId: params.bookingId, origin: params.origin, placeId: params.placeId, team: body?.team ?? null });
  },

  async leaveBooking({ params }, request) {
    return leaveBooking(request, params.bookingId, params.customerId);
  },

  async getWaitlistPlace({ params }, request) {
    return waitlistPlace(request, params.bookingId, params.customerId);
  },

  async joinWaitlist({ params }, request) {
    return joinWaitlist(request, params.bookingId, params.customerId);
  },

  async leaveWaitlist({ params }, request) {
    return leaveWaitlist(request, params.bookingId, params.customerId);
  },

  async updateBookingTeam({ body, customer }, request) {
    return updateTeam(request, customer!.customerId, body);
  },

  async saveBookingResults({ body, customer }, request) {
    return saveResults(request, customer!.customerId, body);
  },

  async cancelBooking({ params }, request) {
    return droppingDays(request, cancelBooking(request, params.bookingId, params.customerId));
  },

  async listByPlaceBookings({ body }, request) {
    const { db, clock } = request.server;
    const now = clock.now();
    const club = await currentClub(db);
    const bookings = await joinableBookings(db, {
      day: requestedDay(body.date),
      timeZone: club.time_zone,
      now,
      bookingTypeId: body.bookingTypeId || null,
      level: body.level ?? null,
      gender: body.gender ?? null,
      concepts: body.concepts ?? [],
    });
    const callerId = request.customer?.customerId ?? null;
    const data = [];
    for (const booking of bookings) data.push(await bookingView(db, booking, { callerId, timeZone: club.time_zone, now }));
    return { ok: true, data };
  },

  async listBookingTypes(_input, request) {
    const types = await listActiveBookingTypes(request.server.db);
    return { ok: true, model: types.map(toBookingType) };
  },

  async getBookingFilters(_input, request) {
    return { ok: true, model: bookingFilters(await listActiveBookingTypes(request.server.db)) };
  },

  async getBookingFiltersByType({ params }, request) {
    const { db } = request.server;
    const chosen = await findActiveBookingType(db, params.bookingTypeId);
    if (!chosen) throw notFound('notFound.bookingType', { id: params.bookingTypeId });
    return { ok: true, model: bookingFilters(await listActiveBookingTypes(db, chosen.concept), chosen) };
  },

  async getByPlaceLevelRange({ params, customer }, request) {
    const { db } = request.server;
    const resource = await findActiveResource(db, params.resourceId);
    if (!resource) throw notFound('notFound.resource', { id: params.resourceId });
    const levels = await currentLevels(db, [customer!.customerId], resource.sport);
    return levelRange(levels.get(customer!.customerId) ?? null);
  },

  async getBookingInfo({ params, query }, request) {
    const { db, clock } = request.server;
    const now = clock.now();
    const booking = await findLiveBooking(db, { id: params.bookingId });
    const players = booking ? await playersOfBooking(db, booking.id) : [];
    // A private booking is as unknown as a missing one to whoever neither plays in it nor holds its link.
    const byLink = (token: string) => sameToken(query.bookingToken, token);
    const shown =
      booking &&
      (openToJoining(booking) || takesPart(booking, players, request.customer, now) || byLink(booking.public_token) || byLink(joinToken(booking.public_token, booking.id)));
    if (!booking || !shown) throw notFound('notFound.booking', { id: params.bookingId });
    const club = await currentClub(db);
    const view = await bookingView(db, booking, { callerId: request.customer?.customerId ?? null, timeZone: club.time_zone, now, players });
    return { ok: true, model: { booking: view } };
  },

  async getBookingTemplateInfo({ params }, request) {
    const { db } = request.server;
    const now = request.server.clock.now();
    const booking = await findLiveBooking(db, { id: params.bookingId });
    const stored = booking ? await playersOfBooking(db, booking.id) : [];
    const playing = booking !== undefined && takesPart(booking, stored, request.customer, now);
    // The map must be the one of the booking's type: another template id would show foreign places. A private
    // booking's map is as unknown as a missing one to whoever does not play in it.
    if (!booking || booking.booking_template_id !== params.templateId || !(playing || openToJoining(booking))) {
      throw notFound('notFound.bookingOnMap', { id: params.bookingId, mapId: params.templateId });
    }
    const template = await findBookingTemplate(db, params.templateId);
    if (!template) throw notFound('notFound.bookingMap', { id: params.templateId });
    const places = await placesOfTemplate(db, template.id);
    const players = stored.filter((player) => !holdLapsed(player, now));
    const visible = template.allow_see_participants;
    // Phones and e-mails only to those who may play with them: a player, or a customer who can still join.
    const upcoming = booking.starts_at.getTime() > now.getTime();
    const canJoin = openToJoining(booking) && hasFreePlace(booking, stored, now);
    const contacts = visible && upcoming && (playing || canJoin);
    return {
      ok: true,
      model: {
        allowSeeParticipants: visible,
        imageMap: template.image,
        templateMap: { id: template.id, configJson: JSON.stringify(template.config) },
        places: places.map((place) => ({ id: place.id, place: place.place, configJson: JSON.stringify(place.config) })),
        participants: players.flatMap((player) =>
          player.booking_template_place_id === null || player.is_placeholder
            ? []
            : [
                {
                  bookingTemplatePlaceId: player.booking_template_place_id,
                  name: visible ? [player.name, player.surname].filter(Boolean).join(' ') : null,
                  logo: visible ? player.logo : null,
                  phone: contacts ? player.phone : null,
                  email: contacts ? player.email : null,
                },
              ],
        ),
      },
    };
  },

  async getCustomerBookings({ params }, request) {
    const { db } = request.server;
    const bookings = await bookingsOfCustomer(db, params.customerId);
    return { ok: true, model: await customerBookings(db, bookings, { customerId: params.customerId, now: request.server.clock.now(), refundsThroughProvider }) };
  },

  async getBookingByToken({ params }, request) {
    const { db } = request.server;
    const booking = await findLiveBooking(db, { publicToken: params.bookingToken });
    if (!booking) throw notFound('notFound.bookingLink');
    // The public page has no Cancel button: whoever holds the link is not known to be a player.
    return { ok: true, model: await customerBookings(db, [booking], { customerId: null, now: request.server.clock.now(), refundsThroughProvider }) };
  },

  async downloadBookingCalendar({ params }, request, reply) {
    return bookingIcs(request, reply, params.bookingId, params.customerId);
  },

  async downloadBookingCalendarByToken({ params }, request, reply) {
    return bookingIcsByToken(request, reply, params.bookingToken);
  },

  async getCalendarFeedUrl({ params }, request) {
    return feedUrl(request, params.customerId, { rotate: false });
  },

  async rotateCalendarFeedUrl({ params }, request) {
    return feedUrl(request, params.customerId, { rotate: true });
  },

  async getCalendarFeed({ params }, request, reply) {
    return calendarFeed(request, reply, params.feedToken);
  },
});
