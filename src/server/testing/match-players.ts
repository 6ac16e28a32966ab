import type { TestApp } from './test-app';

export interface MatchPlayer {
  id: number;
  headers: Record<string, string>;
}

/** `count` new padel players (`<prefix><i>@join.test`) with a level (or none), each with a bearer header. */
export async function matchPlayers(server: TestApp, count: number, prefix: string, level: number | null, gender: 0 | 1 = 0): Promise<MatchPlayer[]> {
  const db = server.app.db;
  const rows = await db
    .insertInto('customers')
    .values(Array.from({ length: count }, (_, i) => ({ name: `Joiner ${i}`, surname: prefix, email: `${prefix}${i}@join.test`, status: 'Active' as const, gender })))
    .returning(['id', 'session_version'])
    .execute();
  if (level !== null)
    await db
      .insertInto('levels')
      .values(rows.map((row) => ({ customer_id: row.id, sport: 2 as const, provider: 'taykus' as const, value: level })))
      .execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      headers: { authorization: `Bearer ${(await server.app.tokens.issue({ customerId: row.id, actorId: row.id, sessionVersion: row.session_version })).token}` },
    })),
  );
}
