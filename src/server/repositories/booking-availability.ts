import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { BusyBlock, TimetableRow } from '../booking-engine/slots';

/** A resource a booking type offers, in display order. */
export interface TypeResource {
  id: number;
  name: string;
  type: string;
  image: string | null;
  showNameOnline: boolean;
  /** The booking_type_resources row (date-availability addresses a resource through it). */
  bookingTypeResourceId: number;
}

/** Active resources of a booking type, in the club's order. */
export async function resourcesOfType(db: Kysely<DB>, bookingTypeId: number): Promise<TypeResource[]> {
  const rows = await db
    .selectFrom('booking_type_resources')
    .innerJoin('resources', 'resources.id', 'booking_type_resources.resource_id')
    .select(['resources.id', 'resources.name', 'resources.type', 'resources.image', 'resources.show_name_online', 'booking_type_resources.id as btr_id'])
    .where('booking_type_resources.booking_type_id', '=', bookingTypeId)
    .where('resources.active', '=', true)
    .orderBy('resources.sort_order')
    .orderBy('resources.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, type: row.type, image: row.image, showNameOnline: row.show_name_online, bookingTypeResourceId: row.btr_id }));
}

/** The booking type and resource a booking_type_resources row links. */
export async function findTypeResource(db: Kysely<DB>, bookingTypeResourceId: number) {
  return db.selectFrom('booking_type_resources').select(['booking_type_id', 'resource_id']).where('id', '=', bookingTypeResourceId).executeTakeFirst();
}

/** Weekly opening windows per resource. */
export async function timetablesOf(db: Kysely<DB>, resourceIds: number[]): Promise<Map<number, TimetableRow[]>> {
  const found = new Map<number, TimetableRow[]>(resourceIds.map((id) => [id, []]));
  if (resourceIds.length === 0) return found;
  const rows = await db
    .selectFrom('resource_timetables')
    .select(['resource_id', 'weekday', 'opens_at', 'closes_at', 'slot_step_mins', 'durations_mins'])
    .where('resource_id', 'in', resourceIds)
    .orderBy('resource_id')
    .orderBy('weekday')
    .orderBy('opens_at')
    .execute();
  for (const row of rows) {
    found.get(row.resource_id)!.push({
      weekday: row.weekday,
      opensAt: String(row.opens_at),
      closesAt: String(row.closes_at),
      slotStepMins: row.slot_step_mins,
      durationsMins: row.durations_mins,
    });
  }
  return found;
}

/**
 * Blocks that hold the resources between `from` and `until` at `now`: those of confirmed bookings and of
 * holds (pending bookings) whose payment deadline has not passed. An expired hold frees its time by this
 * condition alone; nothing has to clean it up.
 */
export async function liveBlocks(db: Kysely<DB>, options: { resourceIds: number[]; from: Date; until: Date; now: Date }): Promise<Map<number, BusyBlock[]>> {
  const found = new Map<number, BusyBlock[]>(options.resourceIds.map((id) => [id, []]));
  if (options.resourceIds.length === 0) return found;
  const rows = await db
    .selectFrom('booking_blocks')
    .innerJoin('bookings', 'bookings.id', 'booking_blocks.booking_id')
    .select(['booking_blocks.resource_id', 'booking_blocks.starts_at', 'booking_blocks.ends_at', 'booking_blocks.no_online', 'bookings.status', 'bookings.payment_deadline'])
    .where('booking_blocks.resource_id', 'in', options.resourceIds)
    .where(sql<boolean>`booking_blocks.during && tstzrange(${options.from}, ${options.until})`)
    .where(liveCondition(options.now))
    .execute();
  for (const row of rows) {
    const heldUntil = row.status === 'Pending' && row.payment_deadline ? { heldUntil: row.payment_deadline } : {};
    found.get(row.resource_id)!.push({ start: row.starts_at, end: row.ends_at, noOnline: row.no_online, ...heldUntil });
  }
  return found;
}

/** A booking holds its blocks while confirmed, or pending with no deadline or a deadline still ahead (needs `bookings` in the query). */
const liveCondition = (now: Date) =>
  sql<boolean>`(bookings.status = 'Confirmed' OR (bookings.status = 'Pending' AND (bookings.payment_deadline IS NULL OR bookings.payment_deadline > ${now})))`;

/** The club settings the booking engine reads. */
export async function bookingSettings(db: Kysely<DB>) {
  return db
    .selectFrom('clubs')
    .select([
      'id',
      'name',
      'time_zone',
      'price_with_taxes',
      'pending_payment_allowed',
      'shared_payment_allowed',
      'shared_payment_with_retention',
      'full_payment_allowed_with_special_prices',
      'booking_payment_deadline_mins',
      'default_tax_percent',
    ])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

export type BookingSettings = Awaited<ReturnType<typeof bookingSettings>>;
