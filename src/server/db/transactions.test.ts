import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely, Transaction } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { inTransaction, noRetryAfterThis, type Database } from './database';
import type { DB } from './schema';

// inTransaction (issue 21, item 23): the one place that runs a transaction again when PostgreSQL ended it to
// break a deadlock (40P01) or a serialization conflict (40001). Rows of rate_limits serve as plain counters.
let database: TestDatabase;
let other: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.openAnother();
});
afterAll(async () => {
  await other?.close();
  await database?.close();
});

const conflict = (code: '40P01' | '40001') => Object.assign(new Error(code === '40P01' ? 'deadlock detected' : 'could not serialize access'), { code });
const count = (db: Kysely<DB> | Transaction<DB>, bucket: string) =>
  db
    .insertInto('rate_limits')
    .values({ bucket, window_start: new Date(), hits: 1 })
    .onConflict((oc) => oc.column('bucket').doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })))
    .execute();
const hits = async (bucket: string) => (await database.db.selectFrom('rate_limits').select('hits').where('bucket', '=', bucket).executeTakeFirst())?.hits ?? 0;

describe('inTransaction', () => {
  it('runs the work again after a deadlock or a serialization failure, and only its last run is kept', async () => {
    let runs = 0;
    const answer = await inTransaction(database.db, async (trx) => {
      runs += 1;
      await count(trx, 'retried');
      if (runs === 1) throw conflict('40P01');
      if (runs === 2) throw conflict('40001');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
    expect(await hits('retried')).toBe(1);
  });

  it('gives up after four runs, and never runs again for another error or once the work reached outside the database', async () => {
    let runs = 0;
    await expect(
      inTransaction(database.db, async () => {
        runs += 1;
        throw conflict('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(4);

    runs = 0;
    await expect(
      inTransaction(database.db, async () => {
        runs += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);

    runs = 0;
    await expect(
      inTransaction(database.db, async (trx) => {
        runs += 1;
        noRetryAfterThis(trx);
        throw conflict('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(1);
  });

  // Two transactions that take two rows in opposite orders: PostgreSQL fails one of them, which runs again
  // once the other committed, so both land. Only PostgreSQL runs them at once (PGlite has one connection).
  it.runIf(process.env.TEST_DATABASE_URL)('lets both sides of a real deadlock on PostgreSQL finish', async () => {
    let signalFirst!: () => void;
    let signalSecond!: () => void;
    const firstHolds = new Promise<void>((resolve) => (signalFirst = resolve));
    const secondHolds = new Promise<void>((resolve) => (signalSecond = resolve));
    await Promise.all(['left', 'right'].map((bucket) => count(database.db, bucket)));
    let runs = 0;
    const crossing = (db: Kysely<DB>, mine: string, theirs: string, holding: () => void, held: Promise<void>) =>
      inTransaction(db, async (trx) => {
        runs += 1;
        await count(trx, mine);
        holding();
        await held;
        await count(trx, theirs);
      });
    await Promise.all([crossing(database.db, 'left', 'right', signalFirst, secondHolds), crossing(other.db, 'right', 'left', signalSecond, firstHolds)]);
    expect(runs).toBe(3);
    expect([await hits('left'), await hits('right')]).toEqual([3, 3]);
  });
});
