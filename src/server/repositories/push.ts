import { sql, type Kysely } from 'kysely';
import type { DB, PushKind } from '../db/schema';
import { claimFirst, claimMove } from './claims';

/** The installation's VAPID key pair (made once: the first insert wins, a racing instance reads it). */
export async function vapidKeyPair(db: Kysely<DB>, make: () => { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
  const stored = await db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const made = make();
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const kept = await db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string | null;
}

/** Keeps a browser's subscription for the customer (the same browser subscribing again replaces its keys). */
export async function saveSubscription(db: Kysely<DB>, customerId: number, subscription: StoredSubscription): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ customer_id: customerId, ...subscription })
    .onConflict((oc) => oc.columns(['customer_id', 'endpoint']).doUpdateSet({ p256dh: subscription.p256dh, auth: subscription.auth, language: subscription.language }))
    .execute();
}

/** Removes one of the customer's subscriptions (another customer's, with the same endpoint, stays). */
export async function removeSubscription(db: Kysely<DB>, customerId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('customer_id', '=', customerId).where('endpoint', '=', endpoint).execute();
}

/** Removes a subscription the push service says is gone (404, 410), for whoever had it. */
export async function removeEndpoint(db: Kysely<DB>, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** The customer's subscriptions, when the kind is turned on (none otherwise). */
export async function subscriptionsFor(db: Kysely<DB>, customerId: number, kind: PushKind): Promise<StoredSubscription[]> {
  return db
    .selectFrom('push_subscriptions')
    .innerJoin('push_preferences', (join) =>
      join.onRef('push_preferences.customer_id', '=', 'push_subscriptions.customer_id').on('push_preferences.kind', '=', kind).on('push_preferences.enabled', '=', true),
    )
    .select(['push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth', 'push_subscriptions.language'])
    .where('push_subscriptions.customer_id', '=', customerId)
    .orderBy('push_subscriptions.id')
    .execute();
}

/** The kinds the customer turned on, and how many browsers they subscribed. */
export async function pushPreferences(db: Kysely<DB>, customerId: number): Promise<{ enabled: PushKind[]; subscriptions: number }> {
  const [kinds, count] = await Promise.all([
    db.selectFrom('push_preferences').select('kind').where('customer_id', '=', customerId).where('enabled', '=', true).orderBy('kind').execute(),
    db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { enabled: kinds.map((row) => row.kind), subscriptions: Number(count.n) };
}

export async function setPushPreference(db: Kysely<DB>, customerId: number, kind: PushKind, enabled: boolean): Promise<void> {
  await db
    .insertInto('push_preferences')
    .values({ customer_id: customerId, kind, enabled })
    .onConflict((oc) => oc.columns(['customer_id', 'kind']).doUpdateSet({ enabled }))
    .execute();
}

/** Claims one notice (customer, kind, subject): true for the one caller that records it first. */
export function claimNotice(db: Kysely<DB>, notice: { customerId: number; kind: PushKind; subject: string }, now: Date): Promise<boolean> {
  const row = { customer_id: notice.customerId, kind: notice.kind, subject: notice.subject, sent_at: now };
  return claimFirst(db, 'push_notices', row, ['customer_id', 'kind', 'subject']);
}

/** Customers who turned a kind on and have a browser subscribed (the jobs look at their bookings only). */
const listening = (db: Kysely<DB>, kind: PushKind) =>
  db
    .selectFrom('push_preferences')
    .select('push_preferences.customer_id')
    .where('push_preferences.kind', '=', kind)
    .where('push_preferences.enabled', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('push_subscriptions').select('push_subscriptions.id').whereRef('push_subscriptions.customer_id', '=', 'push_preferences.customer_id')));

/** What a booking's notice names: its type and its first court. */
const bookingWhat = (db: Kysely<DB>) =>
  db
    .selectFrom('bookings')
    .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
    .leftJoin('booking_blocks', (join) =>
      join.onRef('booking_blocks.booking_id', '=', 'bookings.id').on('booking_blocks.id', '=', (eb) =>
        eb
          .selectFrom('booking_blocks as first')
          .select((inner) => inner.fn.min('first.id').as('id'))
          .whereRef('first.booking_id', '=', 'bookings.id'),
      ),
    )
    .leftJoin('resources', 'resources.id', 'booking_blocks.resource_id');

/** The columns of bookingWhat a notice names. */
const WHAT = ['bookings.id as bookingId', 'bookings.starts_at as startsAt', 'booking_types.name as typeName', 'resources.name as resourceName'] as const;

export interface BookingNoticeRow {
  customerId: number;
  bookingId: number;
  startsAt: Date;
  typeName: string;
  resourceName: string | null;
}

/**
 * Players (subscribed, reminders on) of bookings starting between `now` and `until` that were made before the
 * reminder's lead time (a booking made an hour before its start needs no reminder), not reminded yet.
 */
export async function bookingsToRemind(db: Kysely<DB>, now: Date, leadMs: number): Promise<BookingNoticeRow[]> {
  const until = new Date(now.getTime() + leadMs);
  const rows = await bookingWhat(db)
    .innerJoin('booking_players', 'booking_players.booking_id', 'bookings.id')
    .select([...WHAT, 'booking_players.customer_id as customerId'])
    .where('booking_players.is_placeholder', '=', false)
    .where('booking_players.customer_id', 'in', listening(db, 'bookingReminder'))
    .where('bookings.starts_at', '>', now)
    .where('bookings.starts_at', '<=', until)
    .where('bookings.created_at', '<=', sql<Date>`bookings.starts_at - ${`${Math.round(leadMs / 1000)} seconds`}::interval`)
    .where((eb) =>
      eb.or([
        eb('bookings.status', '=', 'Confirmed'),
        eb.and([eb('bookings.status', '=', 'Pending'), eb.or([eb('bookings.payment_deadline', 'is', null), eb('bookings.payment_deadline', '>', now)])]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('push_notices')
            .select('push_notices.customer_id')
            .whereRef('push_notices.customer_id', '=', 'booking_players.customer_id')
            .where('push_notices.kind', '=', 'bookingReminder')
            .where('push_notices.subject', '=', sql<string>`'booking:' || bookings.id`),
        ),
      ),
    )
    .orderBy('bookings.starts_at')
    .execute();
  return rows.map((row) => ({ ...row, customerId: row.customerId as number }));
}

/**
 * Unpaid holds whose payment deadline falls between `now` and `now + leadMs`, of customers who asked to be warned:
 * bookings they own waiting for their payment, and places they joined whose share is unpaid (subject `booking:<id>`).
 */
export async function holdsAboutToLapse(db: Kysely<DB>, now: Date, leadMs: number): Promise<Array<BookingNoticeRow & { deadline: Date }>> {
  const until = new Date(now.getTime() + leadMs);
  const owned = await bookingWhat(db)
    .select([...WHAT, 'bookings.owner_customer_id as customerId', 'bookings.payment_deadline as deadline'])
    .where('bookings.owner_customer_id', 'in', listening(db, 'paymentDeadline'))
    .where('bookings.status', '=', 'Pending')
    .where('bookings.payment_deadline', '>', now)
    .where('bookings.payment_deadline', '<=', until)
    .execute();
  const joined = await bookingWhat(db)
    .innerJoin('booking_players', 'booking_players.booking_id', 'bookings.id')
    .innerJoin('sales', 'sales.id', 'booking_players.sale_id')
    .select([...WHAT, 'booking_players.customer_id as customerId', 'booking_players.hold_until as deadline'])
    .where('booking_players.customer_id', 'in', listening(db, 'paymentDeadline'))
    .whereRef('booking_players.customer_id', '<>', 'bookings.owner_customer_id')
    .where('bookings.status', 'in', ['Pending', 'Confirmed'])
    .where('booking_players.hold_until', '>', now)
    .where('booking_players.hold_until', '<=', until)
    .where('sales.status', '=', 'Pending')
    .where('sales.checked_out_at', 'is', null)
    .execute();
  return [...owned, ...joined].map((row) => ({ ...row, customerId: row.customerId as number, deadline: row.deadline as Date }));
}

/** Open matches still to be played whose players or line someone listens to: their free places now. */
export async function watchedMatches(
  db: Kysely<DB>,
  now: Date,
): Promise<Array<{ bookingId: number; free: number; known: number | null; startsAt: Date; typeName: string; resourceName: string | null }>> {
  const listeners = db
    .selectFrom('push_preferences')
    .select('push_preferences.customer_id')
    .where('push_preferences.kind', 'in', ['placeFreed', 'matchFilled'])
    .where('push_preferences.enabled', '=', true);
  return bookingWhat(db)
    .leftJoin('push_match_places', 'push_match_places.booking_id', 'bookings.id')
    .select((eb) => [
      ...WHAT,
      'push_match_places.free as known',
      sql<number>`bookings.max_participants - ${eb
        .selectFrom('booking_players as taken')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('taken.booking_id', '=', 'bookings.id')
        .where('taken.is_placeholder', '=', false)}`.as('free'),
    ])
    .where('bookings.allow_join', '=', true)
    .where('bookings.status', 'in', ['Pending', 'Confirmed'])
    .where('bookings.starts_at', '>', now)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('booking_players as player').select('player.id').whereRef('player.booking_id', '=', 'bookings.id').where('player.customer_id', 'in', listeners)),
        eb.exists(
          eb
            .selectFrom('booking_waitlist as line')
            .select('line.id')
            .whereRef('line.booking_id', '=', 'bookings.id')
            .where('line.status', '=', 'Waiting')
            .where('line.customer_id', 'in', listeners),
        ),
      ]),
    )
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, free: Number(row.free) })));
}

/**
 * Records a match's free places as seen now, if nobody recorded another count meanwhile: true for the one
 * instance that moves it from `known` (null: never seen) to `free`, which then tells the players.
 */
export function recordMatchPlaces(db: Kysely<DB>, match: { bookingId: number; known: number | null; free: number }, now: Date): Promise<boolean> {
  if (match.known === null) return claimFirst(db, 'push_match_places', { booking_id: match.bookingId, free: match.free, checked_at: now }, ['booking_id']);
  return claimMove(db, 'push_match_places', { booking_id: match.bookingId, free: match.known }, { free: match.free, checked_at: now });
}

/** The players of a match (for "your match is full"). */
export async function matchPlayers(db: Kysely<DB>, bookingId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_players')
    .select('customer_id')
    .distinct()
    .where('booking_id', '=', bookingId)
    .where('is_placeholder', '=', false)
    .where('customer_id', 'is not', null)
    .execute();
  return rows.map((row) => row.customer_id as number);
}

/** Who waits in a match's line without an offer yet (for "a place opened"). */
export async function waitingInLine(db: Kysely<DB>, bookingId: number): Promise<number[]> {
  const rows = await db.selectFrom('booking_waitlist').select('customer_id').where('booking_id', '=', bookingId).where('status', '=', 'Waiting').orderBy('id').execute();
  return rows.map((row) => row.customer_id);
}
