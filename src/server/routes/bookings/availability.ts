import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB } from '../../db/schema';
import type { BookingTypeRow } from '../../repositories/booking-types';
import { liveBlocks, resourcesOfType, timetablesOf, type BookingSettings, type TypeResource } from '../../repositories/booking-availability';
import { priceRowsOf } from '../../repositories/booking-prices';
import { addDays, wallToInstant } from '../../../domain/club-time';
import { freeSlots, slotGrid, type BusyBlock } from '../../booking-engine/slots';
import { bookableUntil } from '../../bookings/opening';
import { priceBooking, type PriceRow } from '../../booking-engine/prices';
import { fromCents } from '../../../domain/money';
import { shownPrice } from '../../bookings/slot-input';

type ResourceAnswer = components['schemas']['Resource'];
type TimeSlotAnswer = components['schemas']['TimeSlot'];

/** The reads of a day's availability that change only when the club edits them (src/server/cache/ keeps them). */
export interface TimetableReads {
  resourcesOfType(bookingTypeId: number): Promise<TypeResource[]>;
  timetablesOf(resourceIds: number[]): ReturnType<typeof timetablesOf>;
  priceRowsOf(bookingTypeId: number): Promise<PriceRow[]>;
}

const directReads = (db: Kysely<DB>): TimetableReads => ({
  resourcesOfType: (id) => resourcesOfType(db, id),
  timetablesOf: (ids) => timetablesOf(db, ids),
  priceRowsOf: (id) => priceRowsOf(db, id),
});

/** The resources of a type (or one of them) with their free slots and prices on a club day; live blocks are always read, the rest through `reads`. */
export async function availability(
  db: Kysely<DB>,
  options: { type: BookingTypeRow; day: string; settings: BookingSettings; now: Date; onlyResourceId?: number; reads?: TimetableReads },
): Promise<DayAvailability> {
  const { type, day, settings, now } = options;
  const reads = options.reads ?? directReads(db);
  const timeZone = settings.time_zone;
  let resources = await reads.resourcesOfType(type.id);
  const multipleResources = new Set(resources.map((resource) => resource.type)).size > 1;
  if (options.onlyResourceId !== undefined) resources = resources.filter((resource) => resource.id === options.onlyResourceId);
  const ids = resources.map((resource) => resource.id);
  // A window open past midnight reaches into the next day.
  const from = wallToInstant(day, 0, timeZone);
  const until = wallToInstant(addDays(day, 2), 0, timeZone);
  const [timetables, busy, rows] = await Promise.all([reads.timetablesOf(ids), liveBlocks(db, { resourceIds: ids, from, until, now }), reads.priceRowsOf(type.id)]);
  const bookingWindow = { now, until: bookableUntil(type, now, timeZone) };
  let validUntil = Infinity;
  const list = resources.map((resource) => {
    const grid = slotGrid(day, timetables.get(resource.id) ?? [], timeZone);
    const blocks = busy.get(resource.id) ?? [];
    validUntil = Math.min(validUntil, changesAt(grid, blocks, bookingWindow));
    const slots = freeSlots(grid, blocks, bookingWindow);
    return toResource(
      resource,
      slots.map((slot) => toTimeSlot(resource, slot, rows, settings)),
    );
  });
  return { list, multipleResources, validUntil: new Date(Math.min(validUntil, now.getTime() + DAY_ANSWER_MAX_MS)) };
}

/** However still a day looks, its answer is computed again after this long (a bound, not a correctness rule). */
const DAY_ANSWER_MAX_MS = 10 * 60_000;

export interface DayAvailability {
  list: ResourceAnswer[];
  multipleResources: boolean;
  /** The answer is right until this instant unless the database changes: then a slot passes or enters the booking window, or a hold lapses. */
  validUntil: Date;
}

/** The first instant (ms) at which the same grid and blocks give other free slots: a start passing, a start entering the window, a hold's deadline. */
function changesAt(grid: ReturnType<typeof slotGrid>, busy: BusyBlock[], window: { now: Date; until: Date }): number {
  const now = window.now.getTime();
  const ahead = window.until.getTime() - now;
  let first = Infinity;
  for (const slot of grid) {
    const start = slot.start.getTime();
    // Shown while start ≥ now; inside the window while start < now + ahead.
    if (start >= now) first = Math.min(first, start + 1);
    if (start >= now + ahead) first = Math.min(first, start - ahead + 1);
  }
  for (const block of busy) if (block.heldUntil && block.heldUntil.getTime() > now) first = Math.min(first, block.heldUntil.getTime());
  return first;
}

function toResource(resource: TypeResource, timeTable: TimeSlotAnswer[]): ResourceAnswer {
  return {
    id: resource.id,
    name: resource.name,
    type: resource.type,
    image: resource.image,
    showNameOnline: resource.showNameOnline,
    bookingTypeResourceId: resource.bookingTypeResourceId,
    timeTable,
  };
}

function toTimeSlot(resource: TypeResource, slot: ReturnType<typeof freeSlots>[number], rows: PriceRow[], settings: BookingSettings): TimeSlotAnswer {
  const priceByDuration: Record<string, components['schemas']['SlotPrice']> = {};
  for (const duration of slot.freeDurations) {
    // The generic price (no customer's memberships): one answer for everyone, kept by the day cache.
    const price = priceBooking(rows, { resourceId: resource.id, start: slot.start, durationMins: duration, timeZone: settings.time_zone });
    priceByDuration[String(duration)] = price
      ? { amount: shownPrice(price, settings), price: fromCents(price.gross), netPrice: fromCents(price.net), isSpecialPrice: price.isSpecialPrice }
      : { amount: null, price: null, netPrice: null, isSpecialPrice: null };
  }
  return {
    id: `${resource.id}-${slot.start.getTime() / 60_000}`,
    start: slot.start.toISOString(),
    sstart: slot.sstart,
    durations: slot.freeDurations,
    priceByDuration,
    noOnlineBlocks: slot.noOnline.map((block) => ({
      duration: Math.round((block.end.getTime() - block.start.getTime()) / 60_000),
      resourceId: resource.id,
      resourceName: resource.name,
      start: block.start.toISOString(),
    })),
  };
}

/**
 * The club days from `firstDay` on (`days` of them) on which at least one resource of the type has a slot
 * with a free duration inside the booking window: what the booking page's date strip marks. One read of
 * timetables and live blocks for the whole range; a day stops being examined at its first free slot.
 */
export async function availableDates(db: Kysely<DB>, options: { type: BookingTypeRow; firstDay: string; days: number; timeZone: string; now: Date }): Promise<string[]> {
  const { type, firstDay, days, timeZone, now } = options;
  const resources = await resourcesOfType(db, type.id);
  const ids = resources.map((resource) => resource.id);
  const from = wallToInstant(firstDay, 0, timeZone);
  const until = wallToInstant(addDays(firstDay, days + 1), 0, timeZone);
  const [timetables, busy] = await Promise.all([timetablesOf(db, ids), liveBlocks(db, { resourceIds: ids, from, until, now })]);
  const bookingWindow = { now, until: bookableUntil(type, now, timeZone) };
  const dates: string[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(firstDay, offset);
    if (wallToInstant(day, 0, timeZone) >= bookingWindow.until) break;
    const open = ids.some((id) => freeSlots(slotGrid(day, timetables.get(id) ?? [], timeZone), busy.get(id) ?? [], bookingWindow).some((slot) => slot.freeDurations.length > 0));
    if (open) dates.push(day);
  }
  return dates;
}
