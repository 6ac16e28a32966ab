import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.sql$/;
// First key of the two-key advisory lock; the second is the schema, so test schemas migrate in parallel.
const MIGRATION_LOCK_CLASS = 72_001;

interface Migration {
  name: string;
  sql: string;
}

async function loadMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir))
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, `${name}.sql`), 'utf8') })));
}

/**
 * Applies the migration files not yet recorded in schema_migrations, in name order, all in one
 * transaction. Returns the names applied (empty when up to date). Concurrent callers on the same
 * schema queue on an advisory lock, so the second one finds nothing left to do.
 */
export async function migrate(db: Kysely<DB>, options: { migrationsDir?: string } = {}): Promise<string[]> {
  const migrations = await loadMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_CLASS)}, hashtext(coalesce(current_schema(), '')))`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const applied = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = [...applied].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(`The database has migrations this server does not know (${unknown.join(', ')}): it belongs to a newer version.`);
    }
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      try {
        await sql.raw(migration.sql).execute(trx);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
    }
    return pending.map((migration) => migration.name);
  });
}
