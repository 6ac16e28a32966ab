import { defineHandlers } from '../handler';
import { notFound } from '../../http/errors';
import { currentClub } from '../../repositories/club';
import { findActiveBookingType, listActiveBookingTypes, toBookingType } from '../../repositories/booking-types';
import { bookingsOfCustomer, findLiveBooking, playersOfBooking } from '../../repositories/booking-reads';
import { findBookingTemplate, placesOfTemplate } from '../../repositories/booking-templates';
import { currentLevels } from '../../repositories/current-levels';
import { bookingView } from './booking-view';
import { customerBookings } from './customer-bookings';
import { bookingFilters } from './filters';
import { levelRange } from './level-range';
import { joinableBookings, requestedDay } from './joinable';

// Availability, prices, pre-booking, joining, cancelling, teams and results are not implemented yet (501).
export const handlers = defineHandlers({
  async listByPlaceBookings({ body }, request) {
    const { db } = request.server;
    const club = await currentClub(db);
    const bookings = await joinableBookings(db, { day: requestedDay(body.date), timeZone: club.time_zone, bookingTypeId: body.bookingTypeId ?? null });
    const callerId = request.customer?.customerId ?? null;
    const data = [];
    for (const booking of bookings) data.push(await bookingView(db, booking, { callerId, timeZone: club.time_zone }));
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
    const resource = await db.selectFrom('resources').select(['id', 'sport']).where('id', '=', params.resourceId).where('active', '=', true).executeTakeFirst();
    if (!resource) throw notFound('notFound.resource', { id: params.resourceId });
    const levels = await currentLevels(db, [customer!.customerId], resource.sport);
    return levelRange(levels.get(customer!.customerId) ?? null);
  },

  async getBookingInfo({ params }, request) {
    const { db } = request.server;
    const booking = await findLiveBooking(db, { id: params.bookingId });
    if (!booking) throw notFound('notFound.booking', { id: params.bookingId });
    const club = await currentClub(db);
    const view = await bookingView(db, booking, { callerId: request.customer?.customerId ?? null, timeZone: club.time_zone });
    return { ok: true, model: { booking: view } };
  },

  async getBookingTemplateInfo({ params }, request) {
    const { db } = request.server;
    const booking = await findLiveBooking(db, { id: params.bookingId });
    // The map must be the one of the booking's type: another template id would show foreign places.
    if (!booking || booking.booking_template_id !== params.templateId) throw notFound('notFound.bookingOnMap', { id: params.bookingId, mapId: params.templateId });
    const template = await findBookingTemplate(db, params.templateId);
    if (!template) throw notFound('notFound.bookingMap', { id: params.templateId });
    const [places, players] = await Promise.all([placesOfTemplate(db, template.id), playersOfBooking(db, booking.id)]);
    const visible = template.allow_see_participants;
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
                  phone: visible ? player.phone : null,
                  email: visible ? player.email : null,
                },
              ],
        ),
      },
    };
  },

  async getCustomerBookings({ params }, request) {
    const { db } = request.server;
    const bookings = await bookingsOfCustomer(db, params.customerId);
    return { ok: true, model: await customerBookings(db, bookings, { allowCancel: true }) };
  },

  async getBookingByToken({ params }, request) {
    const { db } = request.server;
    const booking = await findLiveBooking(db, { publicToken: params.bookingToken });
    if (!booking) throw notFound('notFound.bookingLink');
    // The public page has no Cancel button: whoever holds the link is not known to be a player.
    return { ok: true, model: await customerBookings(db, [booking], { allowCancel: false }) };
  },
});
