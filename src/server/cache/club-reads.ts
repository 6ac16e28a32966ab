import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { currentClub, listClubGallery, listRelatedClubs } from '../repositories/club';
import { bookingSettings, resourcesOfType, timetablesOf } from '../repositories/booking-availability';
import { findActiveBookingType } from '../repositories/booking-types';
import { priceRowsOf } from '../repositories/booking-prices';
import type { TableCache } from './table-cache';

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
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache: TableCache,
  ) {}

  currentClub() {
    return this.cache.get('club', ['clubs'], () => currentClub(this.db));
  }

  relatedClubs(clubId: number) {
    return this.cache.get(`related-clubs:${clubId}`, ['related_clubs'], () => listRelatedClubs(this.db, clubId));
  }

  gallery(clubId: number) {
    return this.cache.get(`gallery:${clubId}`, ['file_uploads'], () => listClubGallery(this.db, clubId));
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

  /** This instance wrote a booking: its days go at once rather than when the database's notification arrives. */
  bookingsChanged() {
    this.cache.changed('bookings');
  }

  priceRowsOf(bookingTypeId: number) {
    return this.cache.get(`prices:${bookingTypeId}`, ['prices'], () => priceRowsOf(this.db, bookingTypeId));
  }
}
