import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../generated/api';
import type { BookingConcept, BookingTypesTable, DB } from '../db/schema';

export type BookingTypeAnswer = components['schemas']['BookingType'];
export type BookingTypeRow = Selectable<BookingTypesTable>;

export function toBookingType(row: BookingTypeRow): BookingTypeAnswer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    extendedDescription: row.extended_description,
    category: row.category,
    image: row.image,
    concept: row.concept,
    byPlace: row.by_place,
    bookingByPlace: row.by_place,
    allowCreateBookByPlace: row.allow_create_by_place,
    maxParticipants: row.max_participants,
    grossPrice: row.gross_price,
    netPrice: row.net_price,
    anticipationMins: row.anticipation_mins,
    opening: row.opening_window_mins === null ? null : { windowMins: row.opening_window_mins, maxRequests: row.opening_max_requests, maxWins: row.opening_max_wins },
  };
}

/** Active booking types in display order, optionally of one concept. */
export async function listActiveBookingTypes(db: Kysely<DB>, concept?: BookingConcept): Promise<BookingTypeRow[]> {
  let query = db.selectFrom('booking_types').selectAll().where('active', '=', true);
  if (concept) query = query.where('concept', '=', concept);
  return query.orderBy('sort_order').orderBy('name').orderBy('id').execute();
}

export async function findActiveBookingType(db: Kysely<DB>, id: number): Promise<BookingTypeRow | undefined> {
  return db.selectFrom('booking_types').selectAll().where('id', '=', id).where('active', '=', true).executeTakeFirst();
}
