import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { jsonb } from '../db/json';
import type { OpeningChoice } from '../booking-engine/opening-draw';
import type { CustomerBookingsOfType } from '../booking-engine/booking-limits';
import { claimFirst } from './claims';

/** The jsonb columns hold choice lists; the generated column type only knows "a JSON object". */
const asJson = (value: unknown) => jsonb(value as never);

export interface StoredRequest {
  customerId: number;
  choices: OpeningChoice[];
  updatedAt: Date;
}

export async function openingRequestOf(db: Kysely<DB>, key: { bookingTypeId: number; date: string; customerId: number }): Promise<StoredRequest | undefined> {
  const row = await db
    .selectFrom('booking_opening_requests')
    .select(['customer_id', 'choices', 'updated_at'])
    .where('booking_type_id', '=', key.bookingTypeId)
    .where('date', '=', key.date)
    .where('customer_id', '=', key.customerId)
    .executeTakeFirst();
  return row && { customerId: row.customer_id, choices: row.choices as unknown as OpeningChoice[], updatedAt: row.updated_at };
}

export async function countOpeningRequests(db: Kysely<DB>, key: { bookingTypeId: number; date: string }): Promise<number> {
  const row = await db
    .selectFrom('booking_opening_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('booking_type_id', '=', key.bookingTypeId)
    .where('date', '=', key.date)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Writes the customer's one request for the day, replacing an earlier one (its created_at stays). Only while the
 * day is not drawn: the draw row is checked in the same statement, so a request sent as the draw commits is
 * either in the draw or refused, never left behind unseen. Returns false when the draw was already made.
 */
export async function saveOpeningRequest(
  db: Kysely<DB>,
  request: { bookingTypeId: number; date: string; customerId: number; choices: OpeningChoice[]; now: Date; language: string },
): Promise<boolean> {
  const written = await sql<{ customer_id: number }>`
    INSERT INTO booking_opening_requests (booking_type_id, date, customer_id, choices, created_at, updated_at, language)
    SELECT ${request.bookingTypeId}, ${request.date}::date, ${request.customerId}, ${asJson(request.choices)}::jsonb, ${request.now}, ${request.now}, ${request.language}
    WHERE NOT EXISTS (SELECT 1 FROM booking_opening_draws d WHERE d.booking_type_id = ${request.bookingTypeId} AND d.date = ${request.date}::date)
    ON CONFLICT (booking_type_id, date, customer_id) DO UPDATE SET choices = excluded.choices, updated_at = excluded.updated_at, language = excluded.language
    RETURNING customer_id`.execute(db);
  return written.rows.length > 0;
}

export async function deleteOpeningRequest(db: Kysely<DB>, key: { bookingTypeId: number; date: string; customerId: number }): Promise<void> {
  await db.deleteFrom('booking_opening_requests').where('booking_type_id', '=', key.bookingTypeId).where('date', '=', key.date).where('customer_id', '=', key.customerId).execute();
}

export async function findOpeningDraw(db: Kysely<DB>, key: { bookingTypeId: number; date: string }) {
  return db
    .selectFrom('booking_opening_draws')
    .select(['seed', 'drawn_at', 'instance'])
    .where('booking_type_id', '=', key.bookingTypeId)
    .where('date', '=', key.date)
    .executeTakeFirst();
}

/**
 * Claims the day's draw for this transaction: the first to insert the row draws; any other instance's insert
 * waits for that transaction and then finds the key taken (false), so the draw runs exactly once.
 */
export function claimOpeningDraw(trx: Transaction<DB>, draw: { bookingTypeId: number; date: string; seed: string; now: Date; instance: string }): Promise<boolean> {
  const row = { booking_type_id: draw.bookingTypeId, date: draw.date, seed: draw.seed, drawn_at: draw.now, instance: draw.instance };
  return claimFirst(trx, 'booking_opening_draws', row, ['booking_type_id', 'date']);
}

export async function openingRequestsOfDay(db: Kysely<DB>, key: { bookingTypeId: number; date: string }): Promise<StoredRequest[]> {
  const rows = await db
    .selectFrom('booking_opening_requests')
    .select(['customer_id', 'choices', 'updated_at'])
    .where('booking_type_id', '=', key.bookingTypeId)
    .where('date', '=', key.date)
    .orderBy('customer_id')
    .execute();
  return rows.map((row) => ({ customerId: row.customer_id, choices: row.choices as unknown as OpeningChoice[], updatedAt: row.updated_at }));
}

export interface OpeningResultRow {
  customerId: number;
  rank: number;
  outcome: 'won' | 'lost';
  choice: (OpeningChoice & { resourceId: number }) | null;
  bookingId: number | null;
}

export async function insertOpeningResults(trx: Transaction<DB>, key: { bookingTypeId: number; date: string }, results: OpeningResultRow[]): Promise<void> {
  if (results.length === 0) return;
  await trx
    .insertInto('booking_opening_results')
    .values(
      results.map((result) => ({
        booking_type_id: key.bookingTypeId,
        date: key.date,
        customer_id: result.customerId,
        rank: result.rank,
        outcome: result.outcome,
        choice: result.choice === null ? null : asJson(result.choice),
        booking_id: result.bookingId,
      })),
    )
    .execute();
}

export async function openingResultsOf(db: Kysely<DB>, key: { bookingTypeId: number; date: string; customerId?: number }): Promise<OpeningResultRow[]> {
  let query = db
    .selectFrom('booking_opening_results')
    .select(['customer_id', 'rank', 'outcome', 'choice', 'booking_id'])
    .where('booking_type_id', '=', key.bookingTypeId)
    .where('date', '=', key.date);
  if (key.customerId !== undefined) query = query.where('customer_id', '=', key.customerId);
  const rows = await query.orderBy('rank').orderBy('id').execute();
  return rows.map((row) => ({
    customerId: row.customer_id,
    rank: row.rank,
    outcome: row.outcome as 'won' | 'lost',
    choice: row.choice as unknown as OpeningResultRow['choice'],
    bookingId: row.booking_id,
  }));
}

/** Days with requests and no draw yet, of types with an opening window: the sweep draws those whose opening passed. */
export async function undrawnOpeningDays(db: Kysely<DB>): Promise<{ bookingTypeId: number; date: string }[]> {
  const rows = await db
    .selectFrom('booking_opening_requests as r')
    .innerJoin('booking_types as t', 't.id', 'r.booking_type_id')
    .leftJoin('booking_opening_draws as d', (join) => join.onRef('d.booking_type_id', '=', 'r.booking_type_id').onRef('d.date', '=', 'r.date'))
    .select(['r.booking_type_id', 'r.date'])
    .distinct()
    .where('d.seed', 'is', null)
    .where('t.opening_window_mins', 'is not', null)
    .execute();
  return rows.map((row) => ({ bookingTypeId: row.booking_type_id, date: row.date }));
}

/**
 * What the anti-walking-down rules read of customers' bookings of a type from `from`: their live bookings and
 * holds (confirmed, or pending with a deadline ahead) and their cancellations with the courts they held.
 */
export async function customerBookingsOfType(
  db: Kysely<DB>,
  options: { customerIds: number[]; bookingTypeId: number; from: Date; now: Date },
): Promise<Map<number, CustomerBookingsOfType>> {
  const found = new Map<number, CustomerBookingsOfType>(options.customerIds.map((id) => [id, { live: [], cancelled: [] }]));
  if (options.customerIds.length === 0) return found;
  const rows = await db
    .selectFrom('bookings')
    .select(['bookings.id', 'owner_customer_id', 'starts_at', 'ends_at', 'status', 'payment_deadline', 'cancelled_at'])
    .select((eb) =>
      eb
        .selectFrom('booking_blocks')
        .select(sql<number[]>`coalesce(array_agg(booking_blocks.resource_id), '{}')`.as('ids'))
        .whereRef('booking_blocks.booking_id', '=', 'bookings.id')
        .as('resource_ids'),
    )
    .where('owner_customer_id', 'in', options.customerIds)
    .where('booking_type_id', '=', options.bookingTypeId)
    .where((eb) => eb.or([eb('starts_at', '>=', options.from), eb('cancelled_at', '>=', options.from)]))
    .execute();
  const now = options.now.getTime();
  for (const row of rows) {
    const mine = found.get(row.owner_customer_id!)!;
    if (row.status === 'Cancelled' && row.cancelled_at) {
      mine.cancelled.push({
        startMs: row.starts_at.getTime(),
        endMs: row.ends_at.getTime(),
        resourceIds: (row.resource_ids ?? []).map(Number),
        cancelledAtMs: row.cancelled_at.getTime(),
      });
    } else if (row.status === 'Confirmed' || (row.status === 'Pending' && (!row.payment_deadline || row.payment_deadline.getTime() > now))) {
      mine.live.push({ startMs: row.starts_at.getTime() });
    }
  }
  return found;
}

/** Name and e-mail of the customers a draw mails. */
export async function drawRecipients(
  db: Kysely<DB>,
  day: { bookingTypeId: number; date: string },
  customerIds: number[],
): Promise<Map<number, { name: string; email: string | null; language: string | null }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .leftJoin('booking_opening_requests as r', (join) =>
      join.onRef('r.customer_id', '=', 'customers.id').on('r.booking_type_id', '=', day.bookingTypeId).on('r.date', '=', day.date),
    )
    .select(['customers.id', 'customers.name', 'customers.email', 'r.language'])
    .where('customers.id', 'in', customerIds)
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name ?? '', email: row.email, language: row.language }]));
}
