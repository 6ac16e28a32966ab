import type { FastifyInstance } from 'fastify';
import { findActiveBookingType } from '../repositories/booking-types';
import { bookingSettings } from '../repositories/booking-availability';
import { undrawnOpeningDays } from '../repositories/booking-opening';
import { ensureDrawn, instantsOf } from './opening';
import { runJob } from '../observability/jobs';

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

/** How the sweep waits: timers in production, a hand-driven one in tests. */
export interface OpeningTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const NODE_TIMER: OpeningTimer = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Sweeps at least every `everyMs` and at the next opening with requests (to the second). Stops with the server. */
export function scheduleOpeningSweep(app: FastifyInstance, everyMs = 30_000, timer: OpeningTimer = NODE_TIMER): void {
  let handle: unknown;
  let closed = false;
  const run = () => {
    runJob('opening_sweep', () => sweepOpenings(app))
      .then((next) => (next ? Math.min(everyMs, Math.max(50, next.getTime() - app.clock.now().getTime())) : everyMs))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'opening sweep failed');
        return everyMs;
      })
      .then((delay) => {
        if (!closed) handle = timer.set(run, delay);
      });
  };
  handle = timer.set(run, everyMs);
  app.addHook('onClose', async () => {
    closed = true;
    timer.clear(handle);
  });
}
