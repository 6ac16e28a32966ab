import { sql, type Kysely } from 'kysely';
import type { BookingConcept, DB, MatchGender } from '../db/schema';

/** Days listed from the chosen date: the by-place page groups them by weekday, Monday to Sunday. */
const JOINABLE_DAYS = 7;

/** A booking with what its type contributes (name, sport, floor map and whether it shows participants, cancel window). */
export function bookingsWithType(db: Kysely<DB>) {
  return (
    db
      .selectFrom('bookings')
      .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
      .selectAll('bookings')
      .select([
        'booking_types.name as type_name',
        'booking_types.sport',
        'booking_types.booking_template_id',
        'booking_types.cancel_limit_mins',
        'booking_types.by_place as type_by_place',
      ])
      // Whether the floor map lets participants be seen (null: the type has no map).
      .select((eb) =>
        eb
          .selectFrom('booking_templates')
          .select('booking_templates.allow_see_participants')
          .whereRef('booking_templates.id', '=', 'booking_types.booking_template_id')
          .as('template_shows_participants'),
      )
      .where('bookings.status', 'in', ['Pending', 'Confirmed'])
  );
}

export type BookingRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof bookingsWithType>['executeTakeFirst']>>>;

/** A booking neither cancelled nor expired, by id or by its public token. */
export async function findLiveBooking(db: Kysely<DB>, key: { id: number } | { publicToken: string }): Promise<BookingRecord | undefined> {
  const query = bookingsWithType(db);
  return ('id' in key ? query.where('bookings.id', '=', key.id) : query.where('bookings.public_token', '=', key.publicToken)).executeTakeFirst();
}

/** Live bookings the customer owns or plays in. */
export async function bookingsOfCustomer(db: Kysely<DB>, customerId: number): Promise<BookingRecord[]> {
  return bookingsWithType(db)
    .where((eb) =>
      eb.or([
        eb('bookings.owner_customer_id', '=', customerId),
        eb.exists(
          eb
            .selectFrom('booking_players')
            .select(sql`1`.as('one'))
            .whereRef('booking_players.booking_id', '=', 'bookings.id')
            .where('booking_players.customer_id', '=', customerId),
        ),
      ]),
    )
    .orderBy('bookings.starts_at')
    .orderBy('bookings.id')
    .execute();
}

export interface BookedResources {
  ids: number[];
  names: string[];
}

/** The resources each booking holds (blocks of a booking neither cancelled nor expired), in resource order. */
export async function resourcesOfBookings(db: Kysely<DB>, bookingIds: number[]): Promise<Map<number, BookedResources>> {
  const found = new Map<number, BookedResources>();
  if (bookingIds.length === 0) return found;
  const rows = await db
    .selectFrom('booking_blocks')
    .innerJoin('resources', 'resources.id', 'booking_blocks.resource_id')
    .select(['booking_blocks.booking_id', 'resources.id', 'resources.name'])
    .where('booking_blocks.booking_id', 'in', bookingIds)
    .where('booking_blocks.booking_status', 'in', ['Pending', 'Confirmed'])
    .orderBy('booking_blocks.booking_id')
    .orderBy('resources.sort_order')
    .orderBy('resources.id')
    .execute();
  for (const row of rows) {
    const entry = found.get(row.booking_id) ?? { ids: [], names: [] };
    if (!entry.ids.includes(row.id)) {
      entry.ids.push(row.id);
      entry.names.push(row.name);
    }
    found.set(row.booking_id, entry);
  }
  return found;
}

/** Players and stored free places of a booking, team by team, in the order they joined. */
export async function playersOfBooking(db: Kysely<DB>, bookingId: number) {
  return db
    .selectFrom('booking_players')
    .leftJoin('customers', 'customers.id', 'booking_players.customer_id')
    .leftJoin('sales', 'sales.id', 'booking_players.sale_id')
    .select([
      'booking_players.hold_until',
      'sales.status as sale_status',
      'sales.checked_out_at as sale_checked_out_at',
      'booking_players.id',
      'booking_players.customer_id',
      'booking_players.is_placeholder',
      'booking_players.team',
      'booking_players.booking_template_place_id',
      'booking_players.price',
      'booking_players.debt',
      'customers.name',
      'customers.surname',
      'customers.logo',
      'customers.phone',
      'customers.email',
      // A parent sees what a child plays in (issue 21).
      'customers.parent_id',
    ])
    .where('booking_players.booking_id', '=', bookingId)
    .orderBy('booking_players.team')
    .orderBy('booking_players.created_at')
    .orderBy('booking_players.id')
    .execute();
}

export type PlayerRecord = Awaited<ReturnType<typeof playersOfBooking>>[number];

export interface JoinableFilters {
  bookingTypeId: number | null;
  /** Only bookings whose level range holds it; a booking without a bound holds every level on that side. */
  level?: number | null;
  gender?: MatchGender | null;
  /** Only these concepts; empty means every concept. */
  concepts?: readonly BookingConcept[];
}

/**
 * Bookings open to joining (matches, school classes, events and by-place bookings with allowJoin)
 * that start from the club-local start of `day` for a week, and not before now, kept to the page's filters.
 */
export async function joinableBookings(db: Kysely<DB>, options: JoinableFilters & { day: string; timeZone: string; now: Date }): Promise<BookingRecord[]> {
  const lastDay = new Date(Date.parse(`${options.day}T00:00:00Z`) + JOINABLE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const clubMidnight = (day: string) => sql<Date>`(cast(${day} as date)::timestamp AT TIME ZONE cast(${options.timeZone} as text))`;
  const from = clubMidnight(options.day);
  const until = clubMidnight(lastDay);
  let query = bookingsWithType(db)
    .where('bookings.allow_join', '=', true)
    .where('bookings.starts_at', '>=', from)
    .where('bookings.starts_at', '<', until)
    .where('bookings.starts_at', '>', options.now)
    .where((eb) => eb.or([eb('bookings.concept', 'in', ['Match', 'School', 'Event']), eb('booking_types.by_place', '=', true)]));
  if (options.bookingTypeId !== null) query = query.where('bookings.booking_type_id', '=', options.bookingTypeId);
  const level = options.level;
  if (typeof level === 'number') {
    query = query
      .where((eb) => eb.or([eb('bookings.min_level', 'is', null), eb('bookings.min_level', '<=', level)]))
      .where((eb) => eb.or([eb('bookings.max_level', 'is', null), eb('bookings.max_level', '>=', level)]));
  }
  if (options.gender) query = query.where('bookings.gender', '=', options.gender);
  if (options.concepts && options.concepts.length > 0) query = query.where('bookings.concept', 'in', [...options.concepts]);
  return query.orderBy('bookings.starts_at').orderBy('bookings.id').limit(200).execute();
}

/** A resource still in use, with its sport. */
export async function findActiveResource(db: Kysely<DB>, resourceId: number) {
  return db.selectFrom('resources').select(['id', 'sport']).where('id', '=', resourceId).where('active', '=', true).executeTakeFirst();
}
