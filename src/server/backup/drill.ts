import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { PGLITE_DUMP, POSTGRES_DUMP, readManifest, type BackupManifest } from './backup';
import { loadPgliteDump, readPgliteDump } from './pglite-snapshot';
import { countRows, type RowCounts } from '../repositories/backup-snapshots';
import { differingTables } from './row-counts';
import { withScratchCluster } from './scratch-postgres';

export interface DrillOutcome {
  manifest: BackupManifest & { counts: RowCounts };
  /** Rows per table in the database restored from the backup and started. */
  restored: RowCounts;
  /** Tables whose rows differ from those recorded at the backup's snapshot. */
  differing: string[];
  /** Files the manifest lists that the backup folder lacks. */
  missingFiles: string[];
  ok: boolean;
}

/** The embedded database: its dump loaded into `<folder>/pglite`, opened there as the server would, and counted. */
async function restoredPglite(source: string, folder: string): Promise<RowCounts> {
  const dataDir = path.join(folder, 'pglite');
  await loadPgliteDump(await readPgliteDump(path.join(source, PGLITE_DUMP)), dataDir);
  const database = await openDatabase({ dataDir });
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

/** PostgreSQL: pg_restore into a throwaway cluster started in `folder`, counted in the schema backed up. */
async function restoredPostgres(source: string, manifest: BackupManifest, folder: string): Promise<RowCounts> {
  return withScratchCluster(folder, async (cluster) => {
    // A whole database's dump creates btree_gist itself; a schema's (tests) leaves it to the database, as the live one has it.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public').finally(() => client.end());
    await cluster.client('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname=postgres', path.join(source, POSTGRES_DUMP)]);
    const database = await openDatabase({ url: cluster.url, schema: manifest.schema });
    try {
      return await countRows(database.db);
    } finally {
      await database.close();
    }
  });
}

/**
 * The restore drill: the backup restored into a new temporary folder (its own PGlite, or its own PostgreSQL
 * started there), never over the live database; the restored database started and its rows counted per table
 * against those recorded at the backup's snapshot; the folder removed afterwards, whatever happened.
 */
export async function restoreDrill(source: string, options: { under?: string } = {}): Promise<DrillOutcome> {
  const manifest = readManifest(source);
  const { counts } = manifest;
  if (!counts) throw new Error(`${source} recorded no row counts (a backup of an earlier version): there is nothing to check it against; take a new backup and drill that`);
  const folder = mkdtempSync(path.join(options.under ?? tmpdir(), 'club-restore-drill-'));
  try {
    const restored = manifest.database === 'pglite' ? await restoredPglite(source, folder) : await restoredPostgres(source, manifest, folder);
    const differing = differingTables(counts, restored);
    const missingFiles = manifest.files.filter((name) => !existsSync(path.join(source, name)));
    return { manifest: { ...manifest, counts }, restored, differing, missingFiles, ok: differing.length === 0 && missingFiles.length === 0 };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
