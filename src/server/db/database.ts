import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { setTimeout as pause } from 'node:timers/promises';
import { Kysely, PostgresDialect, sql, type PostgresPool, type Transaction } from 'kysely';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { createPglitePool } from './pglite-pool';
import { listenPglite, listenPostgres, type ListenHandlers, type Listening } from './notifications';
import type { DB } from './schema';
import { hasSqlState, SqlState } from './sql-state';
import { pgliteTypeParsers, pgTypeParsers } from './value-parsers';

/**
 * PGlite reserves 128 MB of WebAssembly memory up front and Postgres's default 128 MB of shared buffers;
 * a club's data is a few megabytes, so the embedded database starts smaller (memory still grows on demand).
 */
const PGLITE_MEMORY = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

type DatabaseKind = 'pglite' | 'postgres';

/** The connection pool at this moment, for the metrics: connections lent out, callers waiting for one, and the most it opens. */
export interface PoolUsage {
  inUse: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Waits for running transactions, closes every connection and, for PGlite, frees the data directory. */
  close(): Promise<void>;
  /** LISTEN on a channel (PostgreSQL: a connection of its own that reconnects; PGlite: in this process). */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** The pool's use now (the metrics); every database openDatabase opens has it. */
  usage?(): PoolUsage;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string (DATABASE_URL); without it the embedded PGlite is used. */
  url?: string;
  /** PGlite's data directory; default ./data/pglite. */
  dataDir?: string;
  /** PGlite without files (tests, throwaway demos). */
  inMemory?: boolean;
  /** In-memory PGlite starting from a `dumpDataDir()` tarball instead of an empty cluster (fast test set-up). */
  pgliteDump?: Blob;
  /** Tables live in this schema (created when missing), `public` stays on the search path for extensions. */
  schema?: string;
}

// The PGlite behind each Database it opened, for dumps; queries must go through `db` and its turns.
const pgliteOf = new WeakMap<Database, PGlite>();

/**
 * A tarball of the whole PGlite cluster (usable as `pgliteDump`), taken while holding the connection
 * so no transaction is half-way through. `inSameTurn` reads on that connection first (a backup's row
 * counts): no other caller's statement runs between its reads and the dump, so they describe the dump.
 */
export async function dumpPgliteDatabase(database: Database, inSameTurn?: (connection: Kysely<DB>) => Promise<void>): Promise<Blob> {
  const pglite = pgliteOf.get(database);
  if (!pglite) throw new Error('Only a PGlite database can be dumped');
  return database.db.connection().execute(async (connection) => {
    await inSameTurn?.(connection);
    await sql`CHECKPOINT`.execute(connection);
    return pglite.dumpDataDir('none');
  });
}

/** How many times in all a transaction runs when PostgreSQL keeps ending it to break a conflict. */
const TRANSACTION_ATTEMPTS = 4;
// Transactions whose work reached outside the database: never run again.
const unrepeatable = new WeakSet<Transaction<DB>>();

const transientConflict = (error: unknown): boolean => hasSqlState(error, SqlState.deadlockDetected) || hasSqlState(error, SqlState.serializationFailure);

/**
 * Runs `work` in one transaction, again (up to TRANSACTION_ATTEMPTS in all) when PostgreSQL ended it to break a
 * deadlock or a serialization conflict, so the loser reads what the winner committed and answers with a refusal,
 * never a 500 (lock order: `lockBookingForJoin`). `work` must be database work only; once it has done something
 * that must not happen twice (a provider charged a card), it calls `noRetryAfterThis(trx)`.
 */
export async function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let current: Transaction<DB> | undefined;
    try {
      return await db.transaction().execute((trx) => {
        current = trx;
        return work(trx);
      });
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !transientConflict(error) || (current && unrepeatable.has(current))) throw error;
      // A few milliseconds, more each time and at random, so two losers do not meet again at once.
      await pause(Math.floor(Math.random() * 10 * attempt) + 1);
    }
  }
}

/** Marks a transaction of `inTransaction` as having done something outside the database: it is not run again. */
export function noRetryAfterThis(trx: Transaction<DB>): void {
  unrepeatable.add(trx);
}

const DEFAULT_PGLITE_DATA_DIR = './data/pglite';

// The schema name goes into the connection startup options and DDL unquoted, so only plain names pass.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and underscores`);
  }
}

/** The pool as kysely uses it, counting the connections lent out and the callers waiting for one. */
function countingPool(pool: PostgresPool, max: number): { pool: PostgresPool; usage: () => PoolUsage } {
  let inUse = 0;
  let waiting = 0;
  return {
    usage: () => ({ inUse, waiting, max }),
    pool: {
      async connect() {
        waiting += 1;
        let client;
        try {
          client = await pool.connect();
        } finally {
          waiting -= 1;
        }
        inUse += 1;
        const release = client.release.bind(client);
        let released = false;
        client.release = () => {
          if (!released) inUse -= 1;
          released = true;
          release();
        };
        return client;
      },
      end: () => pool.end(),
    },
  };
}

function wrap(
  rawPool: PostgresPool,
  max: number,
  kind: DatabaseKind,
  listen: (db: Kysely<DB>, channel: string, handlers: ListenHandlers) => Promise<Listening>,
  afterClose: () => void = () => {},
): Database {
  const { pool, usage } = countingPool(rawPool, max);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    usage,
    listen: (channel, handlers) => listen(db, channel, handlers),
    close() {
      closing ??= db.destroy().finally(afterClose);
      return closing;
    },
  };
}

async function createSchema(database: Database, schema: string): Promise<void> {
  try {
    await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`).execute(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    types: pgTypeParsers,
    // Set at connection start-up, so no statement can ever run with another search_path.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection dropped by the server (restart, failover) emits here; without a listener
  // the process would crash. The next checkout simply opens a fresh connection.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection error: ${error.message}`));
  const database = wrap(pool, pool.options.max ?? 10, 'postgres', (_db, channel, handlers) => listenPostgres({ url, schema, channel, ...handlers }));
  if (schema) await createSchema(database, schema);
  return database;
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.inMemory || options.pgliteDump ? undefined : path.resolve(options.dataDir ?? DEFAULT_PGLITE_DATA_DIR);
  let lock: DataDirLock | undefined;
  if (dataDir) {
    lock = lockDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  let pglite: PGlite | undefined;
  try {
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
      extensions: { btree_gist },
      ...PGLITE_MEMORY,
      parsers: pgliteTypeParsers(Object.keys(pgliteTypes.parsers).map(Number).filter(Number.isInteger)),
    });
    if (options.schema) {
      await pglite.exec(`CREATE SCHEMA IF NOT EXISTS ${options.schema}; SET search_path = ${options.schema}, public`);
    }
  } catch (error) {
    await pglite?.close().catch(() => {});
    lock?.release();
    throw error;
  }
  const engine = pglite;
  // LISTEN takes the connection's turn like any query, so it never runs inside another caller's transaction.
  const listen = (db: Kysely<DB>, channel: string, handlers: ListenHandlers) => db.connection().execute(() => listenPglite(engine, channel, handlers));
  // One connection: PGlite is a single backend in this process.
  const database = wrap(createPglitePool(pglite), 1, 'pglite', listen, () => lock?.release());
  pgliteOf.set(database, pglite);
  return database;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.schema !== undefined) checkSchemaName(options.schema);
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options);
}
