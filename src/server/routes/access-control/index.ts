import { defineHandlers } from '../handler';
import { forbidden, notFound } from '../../http/errors';
import { Refusal } from '../../http/refusal';
import { currentClub } from '../../repositories/club';
import { issueAccessCode } from './codes';
import { findEntryBooking } from '../../repositories/access-control';
import { bookingHolder, openForBooking, takesPartIn } from './turnstile';

export const handlers = defineHandlers({
  async getAccessCode({ customer }, request) {
    const { db } = request.server;
    const club = await currentClub(db);
    if (!club.access_control) throw new Refusal('access.notEnabled');
    const code = await issueAccessCode(db, { customerId: customer!.customerId, bookingId: null }, request.server.clock.now());
    return { ok: true, model: code };
  },

  async getTurnstilesEnabled(_input, request) {
    return (await currentClub(request.server.db)).turnstiles_enabled;
  },

  async openTurnstile({ params, customer }, request) {
    const { db } = request.server;
    const booking = await findEntryBooking(db, params.bookingId);
    const caller = customer!;
    // Someone else's booking is as unknown as one that does not exist.
    if (!booking || !(await takesPartIn(db, booking, [caller.customerId, caller.actorId]))) throw notFound('notFound.booking', { id: params.bookingId });
    const club = await currentClub(db);
    return openForBooking(db, booking, caller.customerId, club.turnstiles_enabled, request.server.clock.now());
  },

  async openTurnstileByToken({ params }, request) {
    const { db } = request.server;
    const booking = await findEntryBooking(db, params.bookingId);
    if (!booking) throw notFound('notFound.booking', { id: params.bookingId });
    if (booking.public_token !== params.bookingToken) throw forbidden('access.wrongLink');
    const club = await currentClub(db);
    return openForBooking(db, booking, await bookingHolder(db, booking), club.turnstiles_enabled, request.server.clock.now());
  },
});
