import type { FastifyRequest } from 'fastify';
import type { operations } from '../../../generated/api';
import { notFound } from '../../http/errors';
import { Refusal } from '../../http/refusal';
import { membershipsOf } from '../../repositories/booking-prices';
import { priceBooking } from '../../booking-engine/prices';
import { fromCents } from '../../../domain/money';
import { hhmm, wallTime } from '../../../domain/club-time';
import { parseSlotStart } from '../../bookings/slot-input';

type LoadPriceRequest = operations['loadBookingPrice']['requestBody']['content']['application/json'];

/**
 * `publicbookings/loadprice` (doc 2 §7): the price of a slot for a duration, for one customer. customerId -1
 * (or 0, or nobody signed in) asks for the generic price; a customer's id for that customer's, which is the
 * member price when they hold a membership with member rows (issue 22, item 15). Whose price the caller may
 * ask is the guard's: their own, their family's, or a customer their look-up found (a player they add).
 */
export async function loadPrice(request: FastifyRequest, body: LoadPriceRequest) {
  const { clubReads, db, clock } = request.server;
  const type = await clubReads.activeBookingType(body.bookingTypeId);
  if (!type) throw notFound('notFound.bookingType', { id: body.bookingTypeId });
  const settings = await clubReads.bookingSettings();
  const start = parseSlotStart(body.startDate, settings.time_zone, 'body/startDate');
  const resource = (await clubReads.resourcesOfType(type.id)).find((candidate) => candidate.id === body.resourceId);
  if (!resource) throw new Refusal('booking.resourceNotOfType', { resource: body.resourceId, type: type.name });
  const local = wallTime(start, settings.time_zone);
  const now = clock.now();
  const memberships = body.customerId > 0 ? (await membershipsOf(db, [body.customerId], local.date, now)).get(body.customerId) : undefined;
  const price = priceBooking(await clubReads.priceRowsOf(type.id), { resourceId: resource.id, start, durationMins: body.duration, timeZone: settings.time_zone, memberships });
  if (!price) throw new Refusal('booking.noPrice', { resource: resource.name, duration: body.duration, start: `${local.date} ${hhmm(local.minute)}` });
  return { ok: true as const, errorMsg: null, price: { price: fromCents(price.gross), netPrice: fromCents(price.net), isSpecialPrice: price.isSpecialPrice } };
}
