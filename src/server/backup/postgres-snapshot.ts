import type { Database } from '../db/database';
import { appliedMigrations } from '../repositories/server-health';
import type { SnapshotFacts } from './pglite-snapshot';
import { postgresConnection, runProgram } from './postgres-connection';
import { countRows, exportSnapshot } from '../repositories/backup-snapshots';

/**
 * pg_dump of the database into `file` (custom format) while the servers run, with its migrations and row
 * counts read in the very snapshot pg_dump dumps: a read-only repeatable-read transaction exports its
 * snapshot, counts, and stays open while pg_dump imports it (--snapshot). Requests carry on meanwhile:
 * pg_dump and the transaction take no lock a booking waits for.
 */
export async function postgresSnapshot(database: Database, options: { databaseUrl: string; schema?: string; file: string }): Promise<SnapshotFacts> {
  const { dbname, env } = postgresConnection(options.databaseUrl);
  const scope = options.schema ? [`--schema=${options.schema}`] : [];
  return database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      // The first statement: the transaction's snapshot is taken here, and everything below reads it.
      const snapshot = await exportSnapshot(trx);
      const facts: SnapshotFacts = { takenAt: new Date().toISOString(), migrations: (await appliedMigrations(trx)).sort(), counts: await countRows(trx) };
      await runProgram('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, ...scope, `--file=${options.file}`, `--dbname=${dbname}`], {
        env,
      });
      return facts;
    });
}
