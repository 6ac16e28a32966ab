import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { DB } from './schema';
import { hasSqlState, SqlState } from './sql-state';

// The database itself must settle double bookings: these run on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL where the two transactions really run at the same time on two connections.
describe('booking blocks', () => {
  let database: TestDatabase;
  let bookingTypeId: number;
  let resourceId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ id: bookingTypeId } = await database.db.insertInto('booking_types').values({ name: 'Padel', concept: 'Booking' }).returning('id').executeTakeFirstOrThrow());
    ({ id: resourceId } = await database.db.insertInto('resources').values({ name: 'Court 1', type: 'Padel court' }).returning('id').executeTakeFirstOrThrow());
  });
  afterAll(() => database?.close());

  const at = (time: string) => new Date(`2031-05-20T${time}:00Z`);

  /**
   * Resolves once some connection waits for a lock: the other booking's insert is queued behind
   * this uncommitted one. PGlite runs one transaction at a time, so nothing can wait there.
   */
  async function anotherTransactionWaits(): Promise<void> {
    if (database.kind === 'pglite') return;
    for (;;) {
      const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted`.execute(database.db);
      if ((rows[0]?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function book(db: Kysely<DB>, from: string, to: string, options: { holdUntil?: () => Promise<void>; resource?: number } = {}): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('bookings')
        .values({ booking_type_id: bookingTypeId, concept: 'Booking', starts_at: at(from), ends_at: at(to), max_participants: 4 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('booking_blocks')
        .values({ booking_id: id, resource_id: options.resource ?? resourceId, during: sql<string>`tstzrange(${at(from)}, ${at(to)})` })
        .execute();
      // Stay uncommitted until the other transaction is running into this one.
      if (options.holdUntil) await options.holdUntil();
      return id;
    });
  }

  const liveBlocksBetween = async (from: string, to: string) =>
    database.db
      .selectFrom('booking_blocks')
      .select(['booking_id', 'starts_at', 'ends_at'])
      .where('resource_id', '=', resourceId)
      .where('booking_status', 'in', ['Pending', 'Confirmed'])
      .where('starts_at', '<', at(to))
      .where('ends_at', '>', at(from))
      .execute();

  it('keeps exactly one of two overlapping bookings made concurrently; the other fails with 23P01', async () => {
    // The first holds its block uncommitted until the second's insert waits on it, so the two really overlap.
    const first = book(database.db, '10:00', '11:30', { holdUntil: anotherTransactionWaits });
    const outcomes = await Promise.allSettled([first, book(database.db, '11:00', '12:00')]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(hasSqlState(lost[0]!.reason, SqlState.exclusionViolation)).toBe(true);

    const blocks = await liveBlocksBetween('10:00', '12:00');
    expect(blocks).toHaveLength(1);
    // The failed transaction rolled back its booking row too.
    const orphanBookings = await database.db
      .selectFrom('bookings')
      .leftJoin('booking_blocks', 'booking_blocks.booking_id', 'bookings.id')
      .select('bookings.id')
      .where('booking_blocks.id', 'is', null)
      .execute();
    expect(orphanBookings).toEqual([]);
  });

  it('accepts back-to-back bookings that only touch', async () => {
    await book(database.db, '14:00', '15:30');
    await book(database.db, '15:30', '17:00');
    await book(database.db, '13:00', '14:00');
    expect(await liveBlocksBetween('13:00', '17:00')).toHaveLength(3);
  });

  it('lets a cancelled block free its time, and refuses to revive it over a newer booking', async () => {
    const first = await book(database.db, '18:00', '19:00');
    await expect(book(database.db, '18:30', '19:30')).rejects.toMatchObject({ code: SqlState.exclusionViolation });

    // The booking's state is written once, on the booking; its blocks follow (foreign key ON UPDATE CASCADE).
    await database.db.updateTable('bookings').set({ status: 'Cancelled', cancelled_at: new Date() }).where('id', '=', first).execute();
    const second = await book(database.db, '18:30', '19:30');
    expect((await liveBlocksBetween('18:00', '19:30')).map((block) => block.booking_id)).toEqual([second]);

    await expect(database.db.updateTable('bookings').set({ status: 'Pending', cancelled_at: null }).where('id', '=', first).execute()).rejects.toMatchObject({
      code: SqlState.exclusionViolation,
    });
  });

  it('does not let bookings of different resources block each other', async () => {
    const { id: otherCourt } = await database.db.insertInto('resources').values({ name: 'Court 2', type: 'Padel court' }).returning('id').executeTakeFirstOrThrow();
    await book(database.db, '20:00', '21:00');
    await expect(book(database.db, '20:00', '21:00', { resource: otherCourt })).resolves.toBeGreaterThan(0);
  });

  it('refuses closed-ended ranges, which would make touching bookings overlap', async () => {
    const { id } = await database.db
      .insertInto('bookings')
      .values({ booking_type_id: bookingTypeId, concept: 'Booking', starts_at: at('06:00'), ends_at: at('07:00'), max_participants: 4 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      database.db
        .insertInto('booking_blocks')
        .values({ booking_id: id, resource_id: resourceId, during: sql<string>`tstzrange(${at('06:00')}, ${at('07:00')}, '[]')` })
        .execute(),
    ).rejects.toMatchObject({ code: SqlState.checkViolation });
  });
});
