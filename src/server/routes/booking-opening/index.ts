import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../handler';
import { badRequest, notFound } from '../../http/errors';
import { openingModel } from '../../bookings/opening';
import { putOpeningRequest, withdrawOpeningRequest } from '../../bookings/opening-request';

/** The type (active) and the club's zone; a date that is not a calendar day is refused naming it. */
async function dayOf(request: FastifyRequest, bookingTypeId: number, date: string) {
  const { clubReads } = request.server;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) throw badRequest('booking.openingBadDate', { date });
  const type = await clubReads.activeBookingType(bookingTypeId);
  if (!type) throw notFound('notFound.bookingType', { id: bookingTypeId });
  const timeZone = (await clubReads.bookingSettings()).time_zone;
  return { type, date, timeZone };
}

/** The fair opening of a day (issue 27): read it, ask for slots, withdraw. The work is in src/server/bookings/opening*.ts. */
export const handlers = defineHandlers({
  async getBookingOpening({ query, customer }, request) {
    const { type, date, timeZone } = await dayOf(request, query.bookingTypeId, query.date);
    return { ok: true, model: await openingModel(request.server, type, date, timeZone, customer?.customerId ?? null) };
  },

  async putBookingOpeningRequest({ body, customer }, request) {
    const { type, date, timeZone } = await dayOf(request, body.bookingTypeId, body.date);
    await putOpeningRequest(request.server, { type, date, timeZone, language: request.language, customerId: customer!.customerId, choices: body.choices });
    return { ok: true, model: await openingModel(request.server, type, date, timeZone, customer!.customerId) };
  },

  async deleteBookingOpeningRequest({ query, customer }, request) {
    const { type, date, timeZone } = await dayOf(request, query.bookingTypeId, query.date);
    await withdrawOpeningRequest(request.server, { type, date, timeZone, language: request.language, customerId: customer!.customerId });
    return { ok: true, model: await openingModel(request.server, type, date, timeZone, customer!.customerId) };
  },
});
