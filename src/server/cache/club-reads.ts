import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { currentClub, listClubGallery, listRelatedClubs } from '../repositories/club';
import { bookingSettings, liveBlocks, resourcesOfType, timetablesOf } from '../repositories/booking-availability';
import { findActiveBookingType } from '../repositories/booking-types';
import { priceRowsOf } from '../repositories/booking-prices';
import { TableCache } from './table-cache';
import { BookingsInFlight } from './bookings-in-flight';
import type { SentBytes } from './sent-bytes';

/** A "now" before every payment deadline: the held blocks read with it include every pending hold, with its deadline. */
const EVERY_HOLD = new Date(0);

/** Every table the booking page's day is computed from (each notifies on change: migrations 016 and 017). */
const DAY_TABLES = ['bookings', 'booking_blocks', 'prices', 'resource_timetables', 'resources', 'booking_type_resources', 'booking_types', 'clubs'];
/** The shop's pages: its products and their types (migration 033 notifies on their change, a sale's stock included). */
const CATALOGUE_TABLES = ['products', 'product_types'];
/** A customer's vouchers, their movements and the names and logos of their campaign products (migration 033). */
const VOUCHER_TABLES = ['vouchers', 'voucher_movements', 'products'];
/** Answers kept as bytes at most (each a few kB to a few tens of kB): a bound on what odd queries can hold. */
const MAX_ANSWERS = 500;

/** An answer as the bytes sent, right until `validUntil` unless a table it came from changes. */
interface KeptAnswer<Body = Buffer> {
  body: Body;
  validUntil: Date;
}

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

  /** Answers kept as bytes, apart from the reads so that many of them never push the club's reads out. */
  private readonly answers: TableCache;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache: TableCache,
    changes?: ConstructorParameters<typeof TableCache>[0],
  ) {
    this.answers = new TableCache(changes, { maxEntries: MAX_ANSWERS, stats: cache.stats });
  }

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

  /**
   * The booking page's day as the bytes sent (with their ETag and compressed forms, made once), per booking
   * type, day and `variant` (what else the answer depends on: the caller's language), right as long as the
   * computed day is (`bookingDay`).
   */
  bookingDayAnswer(bookingTypeId: number, day: string, variant: string, now: Date, build: () => Promise<KeptAnswer<SentBytes>>): Promise<KeptAnswer<SentBytes>> {
    return this.answers.getUntil(`answer:day:${bookingTypeId}:${day}:${variant}`, DAY_TABLES, now, build);
  }

  /** A page of the shop as the bytes sent, per query (`key`), until a product or a product type changes. */
  shopAnswer(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    return this.answers.get(`answer:shop:${key}`, CATALOGUE_TABLES, build);
  }

  /**
   * A customer's vouchers as the bytes sent, until a voucher, a movement or a campaign product changes (a
   * voucher used, topped up or sold, here or on another instance) or the first of them expires (`validUntil`,
   * read against `now`: the database's clock, which the query compares expiry dates with).
   */
  customerVouchers(customerId: number, now: Date, build: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
    return this.answers.getUntil(`answer:vouchers:${customerId}`, VOUCHER_TABLES, now, build);
  }

  /**
   * A signed-in customer's call that may have written (a checkout paid with a voucher, a cancellation refunded
   * to one) has just been answered by this instance: the customer's vouchers go at once rather than when the
   * database's notification arrives, so the customer's next read sees the change.
   */
  customerWrote(customerIds: readonly number[]) {
    for (const id of customerIds) this.answers.forget(`answer:vouchers:${id}`);
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
    this.answers.changed('bookings');
  }

  priceRowsOf(bookingTypeId: number) {
    return this.cache.get(`prices:${bookingTypeId}`, ['prices'], () => priceRowsOf(this.db, bookingTypeId));
  }
}
