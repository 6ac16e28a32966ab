import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Answers when the database does (the readiness check's round trip). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/** The migrations recorded as applied in this schema (none when the table is not there yet). */
export async function appliedMigrations(db: Kysely<DB>): Promise<string[]> {
  const table = await sql<{ found: string | null }>`SELECT to_regclass('schema_migrations')::text AS found`.execute(db);
  if (!table.rows[0]?.found) return [];
  return (await db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name);
}

/** Mails waiting in the outbox: not sent, and not given up after `maxAttempts`. */
export async function outboxDepth(db: Kysely<DB>, maxAttempts: number): Promise<number> {
  const row = await db
    .selectFrom('emails')
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}
