import { randomUUID, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { components } from '../../generated/api';
import type { DB } from '../db/schema';
import type { Language } from '../../i18n/languages';
import type { MessageArgs, MessageKey } from '../i18n/messages';
import type { BookingTypeRow } from '../repositories/booking-types';
import { addDays, hhmm, wallTime, wallToInstant } from '../../domain/club-time';
import { inTransaction } from '../db/database';
import { resourcesOfType, timetablesOf, liveBlocks } from '../repositories/booking-availability';
import {
  claimOpeningDraw,
  countOpeningRequests,
  customerBookingsOfType,
  findOpeningDraw,
  insertOpeningResults,
  openingRequestOf,
  openingRequestsOfDay,
  openingResultsOf,
  type OpeningResultRow,
} from '../repositories/booking-opening';
import { slotGrid, windowEnd } from '../booking-engine/slots';
import { openDaysEnd, openingInstants, openingState, type OpeningInstants, type OpeningState } from '../booking-engine/opening-window';
import { runDraw, type DrawGridSlot, type DrawOutcome } from '../booking-engine/opening-draw';
import { weekOf, winsAllowed, type BookingLimitRules } from '../booking-engine/booking-limits';
import { writeWonHold, type WonHold } from './opening-hold';
import { mailDrawOutcome } from './opening-mails';
import { openingSlotsOf } from './opening-slots';

type Opening = components['schemas']['Opening'];

/** The type's opening window in minutes, or null when each slot opens its anticipation ahead (no draw). */
const openingWindowOf = (type: BookingTypeRow): number | null => type.opening_window_mins;

export const limitRulesOf = (type: BookingTypeRow): BookingLimitRules => ({
  rebookCooldownMins: type.rebook_cooldown_mins,
  maxPerDay: type.max_bookings_per_day,
  maxPerWeek: type.max_bookings_per_week,
  lateCancelLockMins: type.late_cancel_lock_mins,
});

export const hasLimits = (type: BookingTypeRow) => Object.values(limitRulesOf(type)).some((value) => value !== null);

/** End (exclusive) of what the type lets book now: whole days from their opening with a window, else each slot its anticipation ahead. */
export function bookableUntil(type: BookingTypeRow, now: Date, timeZone: string): Date {
  return type.opening_window_mins === null ? windowEnd(now, type.anticipation_mins) : openDaysEnd(now, type.anticipation_mins, timeZone);
}

export function instantsOf(type: BookingTypeRow, date: string, timeZone: string): OpeningInstants | null {
  const windowMins = openingWindowOf(type);
  return windowMins === null ? null : openingInstants(date, { anticipationMins: type.anticipation_mins, windowMins }, timeZone);
}

/** "Friday" and "23:00" of an instant, in the caller's language and the club's zone. */
export function dayAndTime(instant: Date, language: Language, timeZone: string): { day: string; time: string } {
  return { day: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }).format(instant), time: hhmm(wallTime(instant, timeZone).minute) };
}

/** This server instance's name in the draws it records (several instances may share one database). */
const instanceNames = new WeakMap<FastifyInstance, string>();
const instanceOf = (app: FastifyInstance) => {
  if (!instanceNames.has(app)) instanceNames.set(app, `${process.pid}-${randomUUID().slice(0, 8)}`);
  return instanceNames.get(app)!;
};

/**
 * Makes sure the day's draw is recorded once its opening has passed: by this call when nobody drew it yet (the
 * database lets one instance claim it), else a no-op. Returns the day's state afterwards.
 */
export async function ensureDrawn(app: FastifyInstance, type: BookingTypeRow, date: string, timeZone: string): Promise<OpeningState> {
  // A day once seen drawn stays drawn: asked first, so the booking page's every read of a drawn day costs one
  // lookup instead of converting the opening's wall times in the club's zone again.
  const known = drawnDaysOf(app);
  const dayKey = `${type.id}|${date}`;
  if (known.has(dayKey)) return 'open';
  const instants = instantsOf(type, date, timeZone);
  if (!instants) return 'open';
  const now = app.clock.now();
  // Before the opening no draw can exist.
  if (now.getTime() < instants.opensAt.getTime()) return openingState(now, instants, false);
  if ((await findOpeningDraw(app.db, { bookingTypeId: type.id, date })) === undefined) await drawDay(app, type, date, timeZone);
  known.add(dayKey);
  return 'open';
}

const drawnDays = new WeakMap<FastifyInstance, Set<string>>();
function drawnDaysOf(app: FastifyInstance): Set<string> {
  if (!drawnDays.has(app)) drawnDays.set(app, new Set());
  return drawnDays.get(app)!;
}

interface DrawRun {
  seed: string;
  outcome: DrawOutcome[];
  holds: WonHold[];
}

/**
 * The draw of one day, in one transaction: claim it, read the requests, the grid and what is held, deal the
 * slots, write each win as a hold (the same hold a pre-book makes, with the payment deadline) and every
 * result. Mails go after the commit. Null when another instance (or an earlier call) drew it.
 */
async function drawDay(app: FastifyInstance, type: BookingTypeRow, date: string, timeZone: string): Promise<DrawRun | null> {
  const now = app.clock.now();
  const seed = randomBytes(16).toString('hex');
  const key = { bookingTypeId: type.id, date };
  const run = await inTransaction(app.db, async (trx) => {
    if (!(await claimOpeningDraw(trx, { ...key, seed, now, instance: instanceOf(app) }))) return null;
    const requests = await openingRequestsOfDay(trx, key);
    const resources = await resourcesOfType(trx, type.id);
    const { grid, busy } = await dayGridAndBusy(
      trx,
      resources.map((resource) => resource.id),
      date,
      timeZone,
      now,
    );
    const history = await customerBookingsOfType(trx, {
      customerIds: requests.map((request) => request.customerId),
      bookingTypeId: type.id,
      from: wallToInstant(weekOf(date), 0, timeZone),
      now,
    });
    const rules = limitRulesOf(type);
    const outcome = runDraw({
      requests: requests.map((request) => ({
        customerId: request.customerId,
        choices: request.choices,
        allowance: winsAllowed(date, history.get(request.customerId)!, rules, type.opening_max_wins, timeZone),
      })),
      resourceIds: resources.map((resource) => resource.id),
      grid,
      busy,
      seed,
      maxWins: type.opening_max_wins,
    });
    const names = new Map(resources.map((resource) => [resource.id, resource.name]));
    const holds: WonHold[] = [];
    const results: OpeningResultRow[] = [];
    for (const drawn of outcome) {
      const won: OpeningResultRow[] = [];
      for (const win of drawn.wins) {
        const hold = await writeWonHold(trx, {
          type,
          ownerId: drawn.customerId,
          resourceId: win.choice.resourceId,
          resourceName: names.get(win.choice.resourceId)!,
          start: new Date(win.startMs),
          duration: win.choice.duration,
          timeZone,
          now,
        });
        if (!hold) continue;
        holds.push(hold);
        won.push({ customerId: drawn.customerId, rank: drawn.rank, outcome: 'won', choice: win.choice, bookingId: hold.bookingId });
      }
      results.push(...(won.length > 0 ? won : [{ customerId: drawn.customerId, rank: drawn.rank, outcome: 'lost' as const, choice: null, bookingId: null }]));
    }
    await insertOpeningResults(trx, key, results);
    return { seed, outcome, holds, results };
  });
  // A draw changes the day even when nobody asked: its slots are bookable from now on.
  app.clubReads.bookingsChanged();
  if (!run) return null;
  await mailDrawOutcome(app, { type, date, results: run.results, holds: run.holds }).catch((error: unknown) => app.log.error({ err: error }, 'opening draw mails failed'));
  return { seed: run.seed, outcome: run.outcome, holds: run.holds };
}

/** The day's grid of every court (court order) and what holds them, as the draw reads them. */
export async function dayGridAndBusy(db: Kysely<DB>, resourceIds: number[], date: string, timeZone: string, now: Date) {
  const timetables = await timetablesOf(db, resourceIds);
  const grid: DrawGridSlot[] = resourceIds.flatMap((resourceId) =>
    slotGrid(date, timetables.get(resourceId) ?? [], timeZone).map((slot) => ({ resourceId, startTime: slot.sstart, startMs: slot.start.getTime(), durations: slot.durations })),
  );
  const blocks = await liveBlocks(db, { resourceIds, from: wallToInstant(date, 0, timeZone), until: wallToInstant(addDays(date, 2), 0, timeZone), now });
  const busy = [...blocks.entries()].flatMap(([resourceId, list]) => list.map((block) => ({ resourceId, startMs: block.start.getTime(), endMs: block.end.getTime() })));
  return { grid, busy };
}

/** The opening as the contract answers it; a day whose opening passed is drawn first (it never waits for the sweep). */
export async function openingModel(app: FastifyInstance, type: BookingTypeRow, date: string, timeZone: string, customerId: number | null): Promise<Opening> {
  const state = await ensureDrawn(app, type, date, timeZone);
  const instants = instantsOf(type, date, timeZone) ?? { windowOpensAt: wallToInstant(date, 0, timeZone), opensAt: wallToInstant(date, 0, timeZone) };
  const key = { bookingTypeId: type.id, date };
  const [slots, requestCount, mine, results] = await Promise.all([
    instantsOf(type, date, timeZone) === null ? [] : openingSlotsOf(app, type, date, timeZone),
    countOpeningRequests(app.db, key),
    customerId === null ? undefined : openingRequestOf(app.db, { ...key, customerId }),
    customerId === null || state !== 'open' ? [] : openingResultsOf(app.db, { ...key, customerId }),
  ]);
  const won = results.find((result) => result.outcome === 'won');
  return {
    bookingTypeId: type.id,
    date,
    state,
    windowOpensAt: instants.windowOpensAt.toISOString(),
    opensAt: instants.opensAt.toISOString(),
    maxRequests: type.opening_max_requests,
    maxWins: type.opening_max_wins,
    requestCount,
    slots,
    myRequest: mine ? { choices: mine.choices, updatedAt: mine.updatedAt.toISOString() } : null,
    myResult: results.length === 0 ? null : won ? { outcome: 'won', bookingId: won.bookingId, choice: won.choice } : { outcome: 'lost', bookingId: null, choice: null },
  };
}

/**
 * Why a pre-book of a day is refused because of its opening, or null: inside the window (and until the draw
 * is recorded, which this call makes when the opening has passed) players ask instead of booking.
 */
export async function openingRefusal(
  app: FastifyInstance,
  type: BookingTypeRow,
  date: string,
  timeZone: string,
  language: Language,
): Promise<{ key: MessageKey; args: MessageArgs } | null> {
  const instants = instantsOf(type, date, timeZone);
  if (!instants) return null;
  const state = await ensureDrawn(app, type, date, timeZone);
  if (state !== 'requesting') return null;
  return { key: 'booking.openingWindow', args: dayAndTime(instants.opensAt, language, timeZone) };
}
