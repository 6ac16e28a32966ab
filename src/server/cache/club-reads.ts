import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { currentClub, listClubGallery, listRelatedClubs } from '../repositories/club';
import { bookingSettings, liveBlocks, resourcesOfType, timetablesOf } from '../repositories/booking-availability';
import { findActiveBookingType } from '../repositories/booking-types';
import { priceRowsOf } from '../repositories/booking-prices';
import type { TableCache } from './table-cache';
import { BookingsInFlight } from './bookings-in-flight';

/** A "now" before every payment deadline: the held blocks read with it include every pending hold, with its deadline. */
const EVERY_HOLD = new Date(0);

/** Every table the booking page's day is computed from (each notifies on change: migrations 016 and 017). */
const DAY_TABLES = ['bookings', 'booking_blocks', 'prices', 'resource_timetables', 'resources', 'booking_type_resources', 'booking_types', 'clubs'];

/**
 * The club's settings, booking types, resources, timetables and prices as the hot reads ask for them
 * (main-settings, the booking page's day, a price): the repositories' own functions, kept by the
 * table cache until one of their tables changes. What they return is shared between requests: read it,
 * never change it. Live data (stock, anything of a customer) is never kept here; the one exception is the
 * booking page's computed day, kept until a booking, block, price, timetable or setting changes or time
 * moves it on (a slot passes or enters the window, a hold lapses: `DayAvailability.validUntil`).
 */
export class ClubReads {
  /** The pre-books this instance is writing at this moment (the pre-book's early check). */
  readonly bookingsInFlight = new BookingsInFlight();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache: TableCache,
  ) {}

  /** How the reads were answered, by kind (the metrics' cache hit rates). */
  get cacheStats(): TableCache['stats'] {
    return this.cache.stats;
  }

  currentClub() {
    return this.cache.get('club', ['clubs'], () => currentClub(this.db));
  }

  relatedClubs(clubId: number) {
    return this.cache.get(`related-clubs:${clubId}`, ['related_clubs'], () => listRelatedClubs(this.db, clubId));
  }

  gallery(clubId: number) {
    return this.cache.get(`gallery:${clubId}`, ['file_uploads'], () => listClubGallery(this.db, clubId));
  }

  /**
   * An answer kept as the bytes sent (skipping serialization), per `key` (e.g. the operation and the
   * caller's language), until one of `tables` changes: the club's settings as main-settings sends them.
   */
  serialized<T>(key: string, tables: readonly string[], build: () => Promise<T>): Promise<T> {
    return this.cache.get(`answer:${key}`, tables, build);
  }

  bookingSettings() {
    return this.cache.get('booking-settings', ['clubs'], () => bookingSettings(this.db));
  }

  activeBookingType(id: number) {
    return this.cache.get(`booking-type:${id}`, ['booking_types'], () => findActiveBookingType(this.db, id));
  }

  resourcesOfType(bookingTypeId: number) {
    return this.cache.get(`type-resources:${bookingTypeId}`, ['booking_type_resources', 'resources'], () => resourcesOfType(this.db, bookingTypeId));
  }

  timetablesOf(resourceIds: number[]) {
    return this.cache.get(`timetables:${resourceIds.join(',')}`, ['resource_timetables'], () => timetablesOf(this.db, resourceIds));
  }

  /** The free slots and prices of a booking type on a club day as `compute` makes them at `now`. */
  bookingDay<T extends { validUntil: Date }>(bookingTypeId: number, day: string, now: Date, compute: () => Promise<T>) {
    return this.cache.getUntil(`day:${bookingTypeId}:${day}`, DAY_TABLES, now, compute);
  }

  /**
   * The blocks of confirmed and pending bookings on `resourceIds` over [from, until), kept until a booking
   * or a block changes (here or on another instance): the pre-book's early refusal of a slot already
   * taken. A pending one carries `heldUntil`: it holds the slot only while the caller's now is before it.
   */
  heldBlocks(resourceIds: number[], from: Date, until: Date) {
    return this.cache.get(`held-blocks:${resourceIds.join(',')}:${from.getTime()}:${until.getTime()}`, ['bookings', 'booking_blocks'], () =>
      liveBlocks(this.db, { resourceIds, from, until, now: EVERY_HOLD }),
    );
  }

  /** This instance wrote a booking: its days go at once rather than when the database's notification arrives. */
  bookingsChanged() {
    this.cache.changed('bookings');
  }

  priceRowsOf(bookingTypeId: number) {
    return this.cache.get(`prices:${bookingTypeId}`, ['prices'], () => priceRowsOf(this.db, bookingTypeId));
  }
}
