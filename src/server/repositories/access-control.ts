import type { Kysely, Selectable } from 'kysely';
import type { BookingsTable, DB } from '../db/schema';

/** What the facility's entry needs to know of a booking. */
export type EntryBooking = Pick<Selectable<BookingsTable>, 'id' | 'status' | 'starts_at' | 'ends_at' | 'owner_customer_id' | 'public_token'>;

export interface NewAccessCode {
  customerId: number;
  bookingId: number | null;
  code: string;
  validFrom: Date;
  validUntil: Date;
}

export function findEntryBooking(db: Kysely<DB>, bookingId: number): Promise<EntryBooking | undefined> {
  return db.selectFrom('bookings').select(['id', 'status', 'starts_at', 'ends_at', 'owner_customer_id', 'public_token']).where('id', '=', bookingId).executeTakeFirst();
}

/** True when one of the customers plays in the booking. */
export async function playsIn(db: Kysely<DB>, bookingId: number, customerIds: number[]): Promise<boolean> {
  const player = await db.selectFrom('booking_players').select('id').where('booking_id', '=', bookingId).where('customer_id', 'in', customerIds).executeTakeFirst();
  return player !== undefined;
}

/** The first player of the booking who is a customer; null when none is. */
export async function firstPlayingCustomer(db: Kysely<DB>, bookingId: number): Promise<number | null> {
  const player = await db
    .selectFrom('booking_players')
    .select('customer_id')
    .where('booking_id', '=', bookingId)
    .where('customer_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return player?.customer_id ?? null;
}

export async function insertAccessCode(db: Kysely<DB>, code: NewAccessCode): Promise<number> {
  const row = await db
    .insertInto('access_codes')
    .values({ customer_id: code.customerId, booking_id: code.bookingId, code: code.code, content_type: 'image', valid_from: code.validFrom, valid_until: code.validUntil })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records an attempt to open the turnstile that was refused, and why. */
export async function recordRefusedOpening(db: Kysely<DB>, opening: { customerId: number | null; bookingId: number; reason: string | null }): Promise<void> {
  await db.insertInto('turnstile_openings').values({ customer_id: opening.customerId, booking_id: opening.bookingId, granted: false, reason: opening.reason }).execute();
}

/** Stores the access code of a granted opening and records the opening, in one transaction. */
export function recordGrantedOpening(db: Kysely<DB>, code: NewAccessCode & { bookingId: number }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const accessCodeId = await insertAccessCode(trx, code);
    await trx.insertInto('turnstile_openings').values({ customer_id: code.customerId, booking_id: code.bookingId, access_code_id: accessCodeId, granted: true }).execute();
    return accessCodeId;
  });
}
