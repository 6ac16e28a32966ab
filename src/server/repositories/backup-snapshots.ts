import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Rows per table, by table name: what a backup records at its snapshot and a restore drill compares. */
export type RowCounts = Record<string, number>;

/**
 * The rows of every table of the connection's schema (its search_path's first: `public`, or a test's own),
 * in one statement so they come from one snapshot. Every table rather than a chosen few: a list to keep up
 * would miss the next migration's table, and a club's tables are small enough to count at once.
 */
export async function countRows(db: Kysely<DB>): Promise<RowCounts> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  if (tables.rows.length === 0) return {};
  const each = tables.rows.map(({ name }) => sql`SELECT ${name}::text AS name, count(*) AS rows FROM ${sql.id(name)}`);
  const counted = await sql<{ name: string; rows: string | number }>`${sql.join(each, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(counted.rows.map((row) => [row.name, Number(row.rows)]));
}

/** Exports the transaction's snapshot for pg_dump --snapshot; it must be the transaction's first statement. */
export async function exportSnapshot(trx: Kysely<DB>): Promise<string> {
  const exported = await sql<{ id: string }>`SELECT pg_export_snapshot() AS id`.execute(trx);
  return exported.rows[0]?.id ?? '';
}
