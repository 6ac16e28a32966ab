import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

/** A one-shot signal one transaction gives another. */
function signal(): { give(): void; given: Promise<void> } {
  let give = () => {};
  const given = new Promise<void>((resolve) => (give = resolve));
  return { give, given };
}

// PGlite has a single connection. Without the adapter handing it to one transaction at a time,
// the statements of the second transaction below would run inside the first one and vanish with
// its rollback. The same expectations hold on PostgreSQL with real connections.
describe('concurrent transactions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const visibleRequests = (executor: Pick<TestDatabase['db'], 'selectFrom'>) => executor.selectFrom('info_requests').select('email').orderBy('email').execute();

  it('isolate each other: neither sees the other’s uncommitted rows, and a rollback undoes only its own', async () => {
    const seenInside: Record<string, string[]> = {};
    // On PostgreSQL both transactions are open at once: each writes, then reads only after the other
    // has written. PGlite hands its one connection to one transaction at a time, so the second only
    // starts once the first has ended and neither may wait for the other.
    const interleaved = database.kind === 'postgres';
    const firstWrote = signal();
    const secondWrote = signal();
    // The second commits only once the first has read: read committed would otherwise show it a committed row.
    const firstRead = signal();
    const rolledBack = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('info_requests').values({ email: 'first@example.com', question: 'Rolled back?' }).execute();
      firstWrote.give();
      if (interleaved) await secondWrote.given;
      seenInside.first = (await visibleRequests(trx)).map((row) => row.email);
      firstRead.give();
      throw new Error('abandon the first transaction');
    });
    const committed = database.db.transaction().execute(async (trx) => {
      if (interleaved) await firstWrote.given;
      await trx.insertInto('info_requests').values({ email: 'second@example.com', question: 'Kept?' }).execute();
      secondWrote.give();
      seenInside.second = (await visibleRequests(trx)).map((row) => row.email);
      if (interleaved) await firstRead.given;
    });

    const [first, second] = await Promise.allSettled([rolledBack, committed]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('fulfilled');
    expect(seenInside).toEqual({ first: ['first@example.com'], second: ['second@example.com'] });
    expect((await visibleRequests(database.db)).map((row) => row.email)).toEqual(['second@example.com']);
  });

  it('serve many queries issued at once, each with its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => sql<{ n: number }>`SELECT ${index}::int AS n`.execute(database.db)));
    expect(answers.map((result) => result.rows[0]?.n)).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });
});
