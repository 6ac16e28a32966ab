import { sql, type Kysely, type Transaction } from 'kysely';
import { PaymentType as PaymentTypes } from '../booking-engine/payment';
import type { BookingConcept, DB, MatchGender, Origin, PaymentType } from '../db/schema';
import { fromCents, type Cents } from '../../domain/money';
import { cartCancelUrl, type CartCancel } from '../../domain/cart-cancel';
import { cancelPendingSalesOfBookings, insertSale } from './sales';

export interface HeldSpan {
  resourceId: number;
  start: Date;
  end: Date;
}

/**
 * Records as Expired the holds whose payment deadline has passed and whose blocks overlap `spans`, so the
 * exclusion constraint lets the new booking have their time; their unpaid sales are cancelled with them.
 * Reads never need this (they skip expired holds by their deadline): only a write over the same time does.
 */
export async function expireOverlappingHolds(trx: Transaction<DB>, spans: HeldSpan[], now: Date): Promise<number[]> {
  if (spans.length === 0) return [];
  const expired = await trx
    .updateTable('bookings')
    .set({ status: 'Expired' })
    .where('status', '=', 'Pending')
    .where('payment_deadline', '<=', now)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('booking_blocks')
        .select('booking_id')
        .where((inner) => inner.or(spans.map((span) => inner.and([inner('resource_id', '=', span.resourceId), sql<boolean>`during && tstzrange(${span.start}, ${span.end})`])))),
    )
    .returning('id')
    .execute();
  const ids = expired.map((row) => row.id);
  await cancelPendingSalesOfBookings(trx, ids);
  return ids;
}

export interface NewBooking {
  bookingTypeId: number;
  concept: BookingConcept;
  ownerId: number;
  title: string;
  description: string;
  start: Date;
  end: Date;
  maxParticipants: number;
  paymentType: PaymentType;
  gross: Cents;
  net: Cents;
  isSpecialPrice: boolean;
  confirmed: boolean;
  paymentDeadline: Date | null;
  origin: Origin | null;
  match: { gender: MatchGender | null; minLevel: number | null; maxLevel: number | null; modifyLevel: boolean } | null;
  blocks: { resourceId: number; noOnline: boolean }[];
  players: NewPlayer[];
  /** Sales with no player of their own (the owner's guarantee for free places, with retention). */
  extraSales: NewSale[];
}

export interface NewSale {
  customerId: number;
  gross: Cents;
  net: Cents;
  withRetention: boolean;
}

export interface NewPlayer {
  customerId: number;
  /** What the player's place costs (their share, or the whole price for the owner paying in full). */
  price: Cents;
  /** The sale asking the player to pay, when there is one. */
  sale: { gross: Cents; net: Cents; withRetention: boolean } | null;
}

export interface WrittenSale {
  id: number;
  number: string;
  customerId: number;
  gross: Cents;
  net: Cents;
  withRetention: boolean;
}

/** Writes a booking, its blocks, its players and their sales (with one line each). Run it in a transaction. */
export async function insertBooking(trx: Transaction<DB>, booking: NewBooking, options: { taxPercent: number }): Promise<{ id: number; sales: WrittenSale[] }> {
  const status = booking.confirmed ? 'Confirmed' : 'Pending';
  const { id } = await trx
    .insertInto('bookings')
    .values({
      booking_type_id: booking.bookingTypeId,
      concept: booking.concept,
      owner_customer_id: booking.ownerId,
      title: booking.title,
      description: booking.description,
      starts_at: booking.start,
      ends_at: booking.end,
      gender: booking.match?.gender ?? null,
      min_level: booking.match?.minLevel ?? null,
      max_level: booking.match?.maxLevel ?? null,
      modify_level: booking.match?.modifyLevel ?? false,
      max_participants: booking.maxParticipants,
      payment_type: booking.paymentType,
      gross_price: fromCents(booking.gross),
      net_price: fromCents(booking.net),
      is_special_price: booking.isSpecialPrice,
      status,
      // A match is joined by place; a shared booking by the teammates who pay their share.
      allow_join: booking.match !== null || booking.paymentType === PaymentTypes.Shared,
      origin: booking.origin,
      payment_deadline: booking.paymentDeadline,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('booking_blocks')
    .values(
      booking.blocks.map((block) => ({
        booking_id: id,
        resource_id: block.resourceId,
        during: sql<string>`tstzrange(${booking.start}, ${booking.end}, '[)')`,
        booking_status: status,
        no_online: block.noOnline,
      })),
    )
    .execute();
  const sales: WrittenSale[] = [];
  const writeSale = async (line: NewSale): Promise<number> => {
    const sale = await insertBookingSale(trx, {
      bookingId: id,
      ownerId: booking.ownerId,
      title: booking.title,
      description: booking.description,
      paymentType: booking.paymentType,
      origin: booking.origin,
      paymentDeadline: booking.paymentDeadline,
      taxPercent: options.taxPercent,
      line,
    });
    sales.push(sale);
    return sale.id;
  };
  for (const player of booking.players) {
    const saleId = player.sale ? await writeSale({ customerId: player.customerId, ...player.sale }) : null;
    await trx
      .insertInto('booking_players')
      .values({
        booking_id: id,
        customer_id: player.customerId,
        is_placeholder: false,
        price: fromCents(player.price),
        debt: player.sale ? fromCents(player.price) : 0,
        sale_id: saleId,
      })
      .execute();
  }
  for (const line of booking.extraSales) await writeSale(line);
  return { id, sales };
}

/** A booking's sale of one line (a player's share, the whole price, a retention line), pending until paid. */
export async function insertBookingSale(
  trx: Transaction<DB>,
  input: {
    bookingId: number;
    ownerId: number;
    title: string;
    description: string;
    paymentType: PaymentType;
    origin: Origin | null;
    paymentDeadline: Date | null;
    taxPercent: number;
    line: NewSale;
    /** What removing its cart line calls: the owner's cancel of the booking unless said (a joiner leaves their place). */
    cancel?: CartCancel;
  },
): Promise<WrittenSale> {
  const { line } = input;
  const sale = await insertSale(
    trx,
    {
      customer_id: line.customerId,
      title: input.title,
      description: input.description,
      status: 'Pending',
      payment_type: input.paymentType,
      with_retention: line.withRetention,
      sub_total: fromCents(line.gross),
      net_sub_total: fromCents(line.net),
      cancel_url: cartCancelUrl(input.cancel ?? { operation: 'cancelBooking', bookingId: input.bookingId, customerId: input.ownerId }),
      origin: input.origin,
      payment_deadline: input.paymentDeadline,
    },
    [
      {
        category: 'Service',
        name: input.title,
        units: 1,
        unit_gross_price: fromCents(line.gross),
        unit_net_price: fromCents(line.net),
        tax_percent: input.taxPercent,
        customer_id: line.customerId,
        buyer_customer_id: line.customerId,
        parent_name: 'Booking',
        parent_id: input.bookingId,
        parent_identifier: input.description,
      },
    ],
  );
  return { id: sale.id, number: sale.number, ...line };
}

/** What cancelling needs to know about a booking, whatever its state. */
export async function findBookingForCancel(db: Kysely<DB>, bookingId: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
    .leftJoin('customers', 'customers.id', 'bookings.owner_customer_id')
    .select([
      'bookings.id',
      'bookings.owner_customer_id',
      'bookings.status',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.payment_deadline',
      'bookings.title',
      'bookings.description',
      'booking_types.cancel_limit_mins',
      'booking_types.name as type_name',
      'customers.email as owner_email',
      'customers.name as owner_name',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

/**
 * Cancels a live booking, once: one conditional UPDATE of its state (its blocks follow by the foreign key,
 * freeing the time at once) takes the booking's row lock, so of concurrent cancellations one moves it and
 * the others, once it commits, find it cancelled already (false: nothing done). Then its unpaid sales are
 * cancelled. Lock order: the booking, then its sales.
 */
export async function cancelBookingRecord(trx: Transaction<DB>, bookingId: number, now: Date): Promise<boolean> {
  const moved = await trx
    .updateTable('bookings')
    .set({ status: 'Cancelled', cancelled_at: now })
    .where('id', '=', bookingId)
    .where((eb) => eb.or([eb('status', '=', 'Confirmed'), eb.and([eb('status', '=', 'Pending'), eb.or([eb('payment_deadline', 'is', null), eb('payment_deadline', '>', now)])])]))
    .returning('id')
    .executeTakeFirst();
  if (!moved) return false;
  await cancelPendingSalesOfBookings(trx, [bookingId]);
  return true;
}
