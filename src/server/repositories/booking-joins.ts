import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, Team } from '../db/schema';
import { fromCents, type Cents } from '../../domain/money';
import { bookingsWithType } from './booking-reads';
import { cancelPendingSales } from './sales';
import { bookingsOfSales } from './sale-bookings';

/**
 * Lock order. Every transaction that changes bookings, their places, sales, payments or stock takes its row
 * locks in this order, and the rows of one table by ascending id, so no two transactions ever wait for each
 * other in a circle (a deadlock, which PostgreSQL breaks by failing one of them):
 *
 *   0. a customer's unpaid holds (lockHoldsOf, an advisory lock: pre-books and joins take it first)
 *   1. bookings      lockBookingForJoin, lockBookingsOfSales, expireOverlappingHolds (a rival booking's UPDATE)
 *   2. their places  booking_players: written only while holding their booking's lock
 *   3. sales         findCartSales (checkout), lockSales (a provider's confirmation), freePlaces
 *   4. payments      findProviderPayment, movePaymentStatus, closeRetention
 *   5. stock         takeStock, giveBackStock (products, by ascending id; the sales of lapsed reservations
 *                    are taken with SKIP LOCKED, never waited for)
 *
 * So hold expiry (a rival booking: the hold's booking, then its sale), a join (the booking, its places, the
 * shares' sales), the checkout (the cart's bookings, its sales, stock, the payment) and a provider's
 * confirmation (the payment's bookings, its sales, its rows, stock) queue on the booking first and never
 * cross. A conflict PostgreSQL still breaks (40P01, 40001) is run again by `inTransaction` (db/database.ts).
 */

/**
 * A live booking locked for this transaction (FOR UPDATE on its row), with what its type contributes:
 * joiners of one booking queue here, so the count of free places each one reads is the last committed one.
 * `skipLocked` (the waitlist sweep): undefined at once when another transaction, of this server instance or
 * another one, holds the row; that transaction settles the booking itself, so the sweep never waits or doubles.
 */
export async function lockBookingForJoin(trx: Transaction<DB>, bookingId: number, options: { skipLocked?: boolean } = {}) {
  const query = bookingsWithType(trx)
    .select(['booking_types.gross_price as type_gross_price', 'booking_types.net_price as type_net_price'])
    .where('bookings.id', '=', bookingId)
    .forUpdate('bookings');
  return (options.skipLocked ? query.skipLocked() : query).executeTakeFirst();
}

/**
 * Locks the bookings that sales pay for (FOR UPDATE, ascending id): what a checkout or a provider's
 * confirmation of those sales takes first, before the sales themselves (see the lock order above).
 */
export async function lockBookingsOfSales(trx: Transaction<DB>, saleIds: number[]): Promise<void> {
  if (saleIds.length === 0) return;
  await trx.selectFrom('bookings').select('id').where('id', 'in', bookingsOfSales(trx, saleIds)).orderBy('id').forUpdate().execute();
}

/** Condition: a player row whose unpaid share's hold has run out (its sale still pending and never checked out). */
const lapsedHold = (now: Date) => sql<boolean>`(
  booking_players.hold_until IS NOT NULL AND booking_players.hold_until <= ${now}
  AND EXISTS (SELECT 1 FROM sales s WHERE s.id = booking_players.sale_id AND s.status = 'Pending' AND s.checked_out_at IS NULL)
)`;

/**
 * Gives back the places of joiners whose hold ran out: the row becomes a free place of the same team again
 * (off its floor-map place) and its sale is cancelled. Returns how many places were freed.
 */
export async function releaseLapsedHolds(trx: Transaction<DB>, bookingId: number, now: Date): Promise<number> {
  const lapsed = await trx
    .selectFrom('booking_players')
    .select(['booking_players.id', 'booking_players.sale_id'])
    .where('booking_players.booking_id', '=', bookingId)
    .where(lapsedHold(now))
    .execute();
  if (lapsed.length === 0) return 0;
  await freePlaces(trx, lapsed);
  return lapsed.length;
}

/** Turns players' rows back into free places of the same team (off their floor-map place); their unpaid sales are cancelled. */
export async function freePlaces(trx: Transaction<DB>, rows: Array<{ id: number; sale_id: number | null }>): Promise<void> {
  if (rows.length === 0) return;
  const saleIds = rows.flatMap((row) => (row.sale_id === null ? [] : [row.sale_id]));
  await trx
    .updateTable('booking_players')
    .set({ customer_id: null, is_placeholder: true, booking_template_place_id: null, price: 0, debt: 0, sale_id: null, hold_until: null })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  await cancelPendingSales(trx, saleIds);
}

/** A player's row in a booking with whether their share is still unpaid (pending and never checked out, or none). */
export async function playerPlace(trx: Transaction<DB>, bookingId: number, customerId: number) {
  return trx
    .selectFrom('booking_players')
    .leftJoin('sales', 'sales.id', 'booking_players.sale_id')
    .select(['booking_players.id', 'booking_players.sale_id', 'sales.status as sale_status', 'sales.checked_out_at', 'sales.paid'])
    .where('booking_players.booking_id', '=', bookingId)
    .where('booking_players.customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The rows of a booking as the join reads them (players and stored free places). */
export async function placesOfBooking(trx: Transaction<DB>, bookingId: number) {
  return trx
    .selectFrom('booking_players')
    .select(['id', 'customer_id', 'is_placeholder', 'team', 'booking_template_place_id'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
}

export async function joinerProfile(trx: Transaction<DB>, customerId: number) {
  return trx.selectFrom('customers').select(['id', 'gender', 'name', 'surname', 'email']).where('id', '=', customerId).executeTakeFirst();
}

/** The place of a floor map, when it belongs to `templateId`. */
export async function findTemplatePlace(trx: Transaction<DB>, templateId: number, placeId: number) {
  return trx.selectFrom('booking_template_places').select(['id', 'place', 'config']).where('id', '=', placeId).where('booking_template_id', '=', templateId).executeTakeFirst();
}

export interface TakenPlace {
  customerId: number;
  team: Team;
  placeId: number | null;
  price: Cents;
  saleId: number | null;
  holdUntil: Date | null;
}

/** The joiner takes a stored free place (`placeholderId`) or, when the booking stores none, a new row. */
export async function takePlace(trx: Transaction<DB>, bookingId: number, placeholderId: number | null, taken: TakenPlace): Promise<void> {
  const values = {
    customer_id: taken.customerId,
    is_placeholder: false,
    team: taken.team,
    booking_template_place_id: taken.placeId,
    price: fromCents(taken.price),
    debt: taken.saleId === null ? 0 : fromCents(taken.price),
    sale_id: taken.saleId,
    hold_until: taken.holdUntil,
  };
  if (placeholderId !== null) {
    await trx.updateTable('booking_players').set(values).where('id', '=', placeholderId).where('is_placeholder', '=', true).execute();
    return;
  }
  await trx
    .insertInto('booking_players')
    .values({ booking_id: bookingId, ...values })
    .execute();
}

/** A player of a booking, by the row id the join page shows (Player.id). */
export async function findPlayerRow(db: Kysely<DB>, playerId: number) {
  return db.selectFrom('booking_players').select(['id', 'booking_id', 'customer_id', 'team', 'is_placeholder']).where('id', '=', playerId).executeTakeFirst();
}

export async function setPlayerTeam(trx: Transaction<DB>, playerId: number, team: Team): Promise<void> {
  await trx.updateTable('booking_players').set({ team }).where('id', '=', playerId).execute();
}
