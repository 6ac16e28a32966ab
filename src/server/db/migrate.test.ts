import { sql } from 'kysely';
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { testTempDir } from '../testing/temp-dirs';

const ALL_MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.replace(/\.sql$/, ''))
  .sort();

describe('migrate', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.close());

  it('applies every migration in order on a fresh database, then nothing on the next run', async () => {
    database = await createTestDatabase({ migrate: false });
    expect(ALL_MIGRATIONS[0]).toBe('001_btree_gist');
    expect(await migrate(database.db)).toEqual(ALL_MIGRATIONS);
    expect(await migrate(database.db)).toEqual([]);

    const recorded = await database.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((row) => row.name)).toEqual(ALL_MIGRATIONS);
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM customers`.execute(database.db);
    expect(rows[0]!.count).toBe(0);
  });

  it('lets two runs started together apply each migration exactly once', async () => {
    database = await createTestDatabase({ migrate: false });
    const [first, second] = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect([...first, ...second].sort()).toEqual(ALL_MIGRATIONS);
    expect([first.length, second.length].sort()).toEqual([0, ALL_MIGRATIONS.length]);
  });

  it('rolls back a failing migration entirely and names it', async () => {
    database = await createTestDatabase({ migrate: false });
    const { writeFileSync, copyFileSync } = await import('node:fs');
    const path = await import('node:path');
    const directory = testTempDir('migrations');
    copyFileSync(path.join(MIGRATIONS_DIR, '001_btree_gist.sql'), path.join(directory, '001_btree_gist.sql'));
    writeFileSync(path.join(directory, '002_broken.sql'), 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;');

    await expect(migrate(database.db, { migrationsDir: directory })).rejects.toThrow(/002_broken/);
    const { rows } = await sql<{ name: string | null }>`SELECT to_regclass('half_done')::text AS name`.execute(database.db);
    expect(rows[0]!.name).toBeNull();
  });
});
