import type { FastifyInstance } from 'fastify';
import type { Language } from '../../i18n/languages';
import type { BookingTypeRow } from '../repositories/booking-types';
import type { OpeningChoice } from '../booking-engine/opening-draw';
import { HttpError, badRequest } from '../http/errors';
import { message, type MessageArgs, type MessageKey } from '../i18n/messages';
import { deleteOpeningRequest, saveOpeningRequest } from '../repositories/booking-opening';
import { openingState } from '../booking-engine/opening-window';
import { findOpeningDraw } from '../repositories/booking-opening';
import { dayAndTime, ensureDrawn, instantsOf } from './opening';
import { offersChoice, openingSlotsOf } from './opening-slots';

/** Outside the day's window: 409 with when it opens, or that the draw is made. */
const conflict = (key: MessageKey, args?: MessageArgs) => new HttpError(409, message(key, args));

/** Refuses unless the day is inside its window now (the draw runs first when its opening has passed). */
async function requireRequesting(app: FastifyInstance, type: BookingTypeRow, date: string, timeZone: string, language: Language): Promise<void> {
  const instants = instantsOf(type, date, timeZone);
  if (!instants) throw conflict('booking.openingNoWindow', { type: type.name });
  const now = app.clock.now();
  // Before the opening no draw can exist: the bots' last-second repeats cost no read of it.
  const drawn = now.getTime() >= instants.opensAt.getTime() && (await findOpeningDraw(app.db, { bookingTypeId: type.id, date })) !== undefined;
  const state = openingState(now, instants, drawn);
  if (state === 'closed') throw conflict('booking.openingNotYet', dayAndTime(instants.windowOpensAt, language, timeZone));
  if (state === 'drawing') await ensureDrawn(app, type, date, timeZone);
  if (state !== 'requesting') throw conflict('booking.openingDrawn');
}

/** Each choice must be one of the day's slots (the same list getBookingOpening offers), at most the type's number of them. */
async function checkChoices(app: FastifyInstance, type: BookingTypeRow, date: string, timeZone: string, choices: OpeningChoice[]): Promise<void> {
  if (choices.length > type.opening_max_requests) throw badRequest('booking.openingTooManyChoices', { max: type.opening_max_requests });
  const slots = await openingSlotsOf(app, type, date, timeZone);
  for (const choice of choices) {
    if (!offersChoice(slots, choice)) throw badRequest('booking.openingNotASlot', { time: choice.startTime, duration: choice.duration, type: type.name, date });
  }
}

/** Replaces the caller's request for the day (one per customer: sending it again changes nothing else). */
export async function putOpeningRequest(
  app: FastifyInstance,
  input: { type: BookingTypeRow; date: string; timeZone: string; language: Language; customerId: number; choices: OpeningChoice[] },
): Promise<void> {
  const { type, date, timeZone } = input;
  await requireRequesting(app, type, date, timeZone, input.language);
  const choices = input.choices.map((choice) => ({ resourceId: choice.resourceId ?? null, startTime: choice.startTime, duration: choice.duration }));
  await checkChoices(app, type, date, timeZone, choices);
  const saved = await saveOpeningRequest(app.db, { bookingTypeId: type.id, date, customerId: input.customerId, choices, now: app.clock.now(), language: input.language });
  if (!saved) throw conflict('booking.openingDrawn');
}

export async function withdrawOpeningRequest(
  app: FastifyInstance,
  input: { type: BookingTypeRow; date: string; timeZone: string; language: Language; customerId: number },
): Promise<void> {
  await requireRequesting(app, input.type, input.date, input.timeZone, input.language);
  await deleteOpeningRequest(app.db, { bookingTypeId: input.type.id, date: input.date, customerId: input.customerId });
}
