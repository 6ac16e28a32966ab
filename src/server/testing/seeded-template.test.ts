import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub } from '../seed/seed';
import { createTestDatabase, type TestDatabase } from './test-database';

// A seeded test database is a copy of the run's seeded template (PGlite: its dump; PostgreSQL, with
// TEST_DATABASE_URL: its rows copied into a migrated schema). It must hold what seeding on its own gives.

interface TableState {
  rows: number;
  ids: string;
}

async function tableStates(database: TestDatabase): Promise<Record<string, TableState>> {
  const { rows: tables } = await sql<{ name: string; hasId: boolean }>`
    SELECT t.table_name AS name,
           EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'id') AS "hasId"
      FROM information_schema.tables t
     WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`.execute(database.db);
  const states: Record<string, TableState> = {};
  for (const { name, hasId } of tables) {
    const table = sql.table(name);
    const ids = hasId ? sql`string_agg(id::text, ',' ORDER BY id)` : sql`''`;
    const { rows } = await sql<{ rows: number; ids: string | null }>`SELECT count(*)::int AS rows, ${ids} AS ids FROM ${table}`.execute(database.db);
    states[name] = { rows: rows[0]!.rows, ids: rows[0]!.ids ?? '' };
  }
  return states;
}

describe('a seeded test database', () => {
  let copied: TestDatabase;
  let seededAlone: TestDatabase;
  beforeAll(async () => {
    [copied, seededAlone] = await Promise.all([createTestDatabase({ seed: true }), createTestDatabase()]);
    await seedDemoClub(seededAlone.db, { uploadsDir: seededAlone.uploadsDir });
  });
  afterAll(async () => {
    await copied?.close();
    await seededAlone?.close();
  });

  it('holds the same rows, table by table, as a database seeded on its own', async () => {
    const [mine, reference] = await Promise.all([tableStates(copied), tableStates(seededAlone)]);
    expect(Object.keys(mine).sort()).toEqual(Object.keys(reference).sort());
    expect(mine).toEqual(reference);
    expect(mine.customers!.rows).toBeGreaterThan(0);
  });

  it('goes on numbering after the seeded rows (ids, sale numbers), as the seeded one does', async () => {
    const positions = async (database: TestDatabase) =>
      (
        await sql<{ name: string; last: string | null }>`
          SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`.execute(database.db)
      ).rows;
    const [mine, reference] = await Promise.all([positions(copied), positions(seededAlone)]);
    expect(mine).toEqual(reference);
    expect(mine.find((sequence) => sequence.name === 'sale_number_seq')?.last).toBeTruthy();
  });

  it('has the demo images in its own uploads folder', async () => {
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(copied.uploadsDir).sort()).toEqual(readdirSync(seededAlone.uploadsDir).sort());
    expect(copied.uploadsDir).not.toBe(seededAlone.uploadsDir);
  });
});
