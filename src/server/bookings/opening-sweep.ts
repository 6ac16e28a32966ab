import type { FastifyInstance } from 'fastify';
import { findActiveBookingType } from '../repositories/booking-types';
import { bookingSettings } from '../repositories/booking-availability';
import { undrawnOpeningDays } from '../repositories/booking-opening';
import { ensureDrawn, instantsOf } from './opening';

/**
 * Draws every day with requests whose opening has passed, so winners and losers hear at the opening even when
 * nobody looks at the day. With several instances each day is drawn once (the draw's row decides). Returns
 * the next opening still ahead, for the timer.
 */
export async function sweepOpenings(app: FastifyInstance): Promise<Date | null> {
  const now = app.clock.now();
  const { time_zone: timeZone } = await bookingSettings(app.db);
  let next: Date | null = null;
  for (const day of await undrawnOpeningDays(app.db)) {
    const type = await findActiveBookingType(app.db, day.bookingTypeId);
    const instants = type && instantsOf(type, day.date, timeZone);
    if (!type || !instants) continue;
    if (instants.opensAt.getTime() <= now.getTime()) await ensureDrawn(app, type, day.date, timeZone);
    else if (!next || instants.opensAt < next) next = instants.opensAt;
  }
  return next;
}
