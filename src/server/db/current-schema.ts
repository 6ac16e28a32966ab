import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/** The schema this connection works in (tests give each database a schema of its own; notifications name it). */
export async function currentSchema(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]!.schema;
}
