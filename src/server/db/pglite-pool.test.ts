import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite has a single connection. Without the adapter handing it to one transaction at a time,
// the statements of the second transaction below would run inside the first one and vanish with
// its rollback. The same expectations hold on PostgreSQL with real connections.
describe('concurrent transactions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const visibleRequests = (executor: Pick<TestDatabase['db'], 'selectFrom'>) =>
    executor.selectFrom('info_requests').select('email').orderBy('email').execute();

  it('isolate each other: neither sees the other’s uncommitted rows, and a rollback undoes only its own', async () => {
    const seenInside: Record<string, string[]> = {};
    const rolledBack = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('info_requests').values({ email: 'first@example.com', question: 'Rolled back?' }).execute();
      await pause(60);
      seenInside.first = (await visibleRequests(trx)).map((row) => row.email);
      throw new Error('abandon the first transaction');
    });
    const committed = database.db.transaction().execute(async (trx) => {
      await pause(10);
      await trx.insertInto('info_requests').values({ email: 'second@example.com', question: 'Kept?' }).execute();
      await pause(60);
      seenInside.second = (await visibleRequests(trx)).map((row) => row.email);
    });

    const [first, second] = await Promise.allSettled([rolledBack, committed]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('fulfilled');
    expect(seenInside).toEqual({ first: ['first@example.com'], second: ['second@example.com'] });
    expect((await visibleRequests(database.db)).map((row) => row.email)).toEqual(['second@example.com']);
  });

  it('serve many queries issued at once, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => sql<{ n: number }>`SELECT ${index}::int AS n`.execute(database.db)),
    );
    expect(answers.map((result) => result.rows[0]?.n)).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });
});
