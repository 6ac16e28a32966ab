import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { jsonb } from './json';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: the expectations are the same.
describe('value parsing', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('returns money as numbers, instants as Dates, days as text and jsonb decoded', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT 1234.5::numeric(12,2) AS money,
             9007199254740::int8 AS big,
             count(*) AS counted,
             '2025-03-30 01:30:00+00'::timestamptz AS instant,
             '2024-02-29'::date AS day,
             '{"a": [1, {"b": true}]}'::jsonb AS document,
             ARRAY[60, 90]::int[] AS durations,
             ARRAY[1.5, 2.25]::numeric[] AS amounts,
             ARRAY['2024-01-01'::date] AS days,
             ARRAY[5]::int8[] AS bigs,
             '19:30'::time AS clock_time,
             true AS flag
      FROM (VALUES (1), (2)) AS two(x)`.execute(database.db);
    expect(rows[0]).toEqual({
      money: 1234.5,
      big: 9007199254740,
      counted: 2,
      instant: new Date('2025-03-30T01:30:00Z'),
      day: '2024-02-29',
      document: { a: [1, { b: true }] },
      durations: [60, 90],
      amounts: [1.5, 2.25],
      days: ['2024-01-01'],
      bigs: [5],
      clock_time: '19:30:00',
      flag: true,
    });
  });

  it('round-trips what the application writes through kysely', async () => {
    const startsAt = new Date('2025-10-26T00:30:00.123Z');
    const { id } = await database.db
      .insertInto('customers')
      .values({ email: 'parse@example.com', name: 'Parse', birth_date: '2001-12-31', created_at: startsAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('emails')
      .values({ customer_id: id, to_address: 'parse@example.com', subject: 's', body: 'b', links: jsonb([{ label: 'x', url: '/y' }]) })
      .execute();
    const customer = await database.db.selectFrom('customers').select(['birth_date', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
    const email = await database.db.selectFrom('emails').select('links').where('customer_id', '=', id).executeTakeFirstOrThrow();
    expect(customer).toEqual({ birth_date: '2001-12-31', created_at: startsAt });
    expect(email.links).toEqual([{ label: 'x', url: '/y' }]);
  });

  it('reports the SQLSTATE of a failed statement as error.code', async () => {
    const insertTwice = () => database.db.insertInto('product_types').values({ name: 'Duplicated' }).execute();
    await insertTwice();
    await expect(insertTwice()).rejects.toMatchObject({ code: '23505' });
  });
});
