import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { prepareValue } from 'pg/lib/utils';

type Grant = () => void;

/** One-holder-at-a-time access to the single PGlite connection, in request order. */
class ConnectionTurns {
  #busy = false;
  readonly #waiting: Grant[] = [];

  acquire(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

type QueryResult = PostgresQueryResult<unknown>;

function toPgResult(result: Results): QueryResult {
  return {
    command: result.command as QueryResult['command'],
    rowCount: result.rowCount ?? result.affectedRows ?? 0,
    rows: result.rows,
  };
}

class PgliteLease implements PostgresPoolClient {
  #released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly turns: ConnectionTurns,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters: ReadonlyArray<unknown> = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('Cursors are not supported on PGlite');
    return this.#run(sqlOrCursor, parameters) as Promise<PostgresQueryResult<R>>;
  }

  async #run(sql: string, parameters: ReadonlyArray<unknown>): Promise<QueryResult> {
    if (this.#released) throw new Error('PGlite connection used after it was released');
    if (parameters.length === 0) {
      // Like node-postgres, a query without parameters goes through the simple protocol, which accepts
      // several statements (migration files) and reports the last one.
      const results = await this.pglite.exec(sql);
      return toPgResult(results[results.length - 1] ?? { rows: [], fields: [] });
    }
    // Encoding values the way node-postgres does keeps arrays, objects (jsonb) and dates identical on both.
    return toPgResult(await this.pglite.query(sql, parameters.map(prepareValue)));
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.turns.release();
  }
}

/**
 * A pg-Pool look-alike for kysely's PostgresDialect over one PGlite instance. PGlite is a single
 * connection, so a caller holds it from connect() to release(): a kysely transaction's statements
 * can never interleave with another caller's.
 */
export function createPglitePool(pglite: PGlite): PostgresPool {
  const turns = new ConnectionTurns();
  let ended = false;
  return {
    async connect() {
      if (ended) throw new Error('The PGlite database is closed');
      await turns.acquire();
      return new PgliteLease(pglite, turns);
    },
    async end() {
      if (ended) return;
      ended = true;
      // Queued holders (open transactions) finish before the database closes under them.
      await turns.acquire();
      await pglite.close();
    },
  };
}
