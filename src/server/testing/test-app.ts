import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, RATE_LIMIT_DEFAULTS, rateLimitVariable, type RateLimitName, type ServerConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { Database } from '../db/database';
import { ChangeFeed } from '../cache/change-feed';
import { removeTestTempDir, testTempDir } from './temp-dirs';
import { pinnedClock } from './frozen-clock';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  /** Logs a customer in through the API and returns the bearer header and the customer id. */
  login(email: string, password: string): Promise<{ headers: { authorization: string }; customerId: number; token: string }>;
  /** The database under the app (for a second instance on it: `createTestApp({ instanceOf })`). */
  database: TestDatabase;
  close(): Promise<void>;
}

const TEST_TOKEN_SECRET = 'test-secret-not-for-production-0123456789';

/** Limits no test reaches by accident; a rate-limit test sets small ones through `env`. */
const UNTHROTTLED = Object.fromEntries((Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]).map((name) => [rateLimitVariable(name), '1000000/60']));

/**
 * Sign-ins that outlive any move of a test's clock: tokens expire by the server's clock (app.clock), which tests pin
 * years ahead (PINNED_NOW) after logging in at the present. A test of expiry moves the clock by `config.accessTokenTtlSeconds`.
 */
const LONG_LIVED_TOKENS = { ACCESS_TOKEN_TTL_SECONDS: String(30 * 365 * 24 * 3600) };

/**
 * A reference server on a fresh database (PGlite, or TEST_DATABASE_URL), seeded with the demo club unless told not to.
 * Its clock (app.clock) is pinned: at `now`, else at the present when it starts (the demo data is seeded around the
 * real present); a test moves it with `app.clock.pin()`/`advance()`, never by waiting.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    configure?: (app: FastifyInstance) => void;
    /** Keep the hot reads in memory, invalidated by the database's notifications, as `npm start` does. */
    cache?: boolean;
    /** A second server instance on this app's database (its own connection pool on PostgreSQL); closed before it. */
    instanceOf?: TestApp;
    /** The instant the server's clock is pinned at; by default the present (for a second instance: the first's "now"). */
    now?: Date;
  } = {},
): Promise<TestApp> {
  const database = options.instanceOf ? options.instanceOf.database : await createTestDatabase({ seed: options.seed ?? true });
  const connection: Database = options.instanceOf ? await database.openAnother() : database;
  const dataDir = testTempDir('data');
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: TEST_TOKEN_SECRET, ...UNTHROTTLED, ...LONG_LIVED_TOKENS, ...options.env }),
    uploadsDir: database.uploadsDir,
  };
  const changes = options.cache ? await ChangeFeed.start(connection.db, connection.listen) : undefined;
  const clock = pinnedClock(options.now ?? options.instanceOf?.app.clock.now());
  const app = await buildApp({ config, db: connection.db, changes, clock });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async login(email, password) {
      const response = await app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email, password } });
      const body = response.json() as { ok: boolean; errorMsg?: string; model?: { token: string; id: number } };
      if (!body.ok || !body.model) throw new Error(`login of ${email} failed: ${response.statusCode} ${body.errorMsg}`);
      return { headers: { authorization: `Bearer ${body.model.token}` }, customerId: body.model.id, token: body.model.token };
    },
    async close() {
      try {
        await app.close();
        await (options.instanceOf ? connection.close() : database.close());
      } finally {
        removeTestTempDir(dataDir);
      }
    },
  };
}

export type Login = Awaited<ReturnType<TestApp['login']>>;

/**
 * The usual fixture of the server tests: a seeded server, Ana (lots of data) and the customer with none, logged in.
 * `options` only for what a test is about (e.g. `env` of a setting it checks); see createTestApp.
 */
export async function startDemoServer(options: Parameters<typeof createTestApp>[0] = {}): Promise<{ server: TestApp; ana: Login; empty: Login }> {
  const server = await createTestApp(options);
  const [ana, empty] = await Promise.all([server.login('ana@demo.club', 'demo1234'), server.login('empty@demo.club', 'demo1234')]);
  return { server, ana, empty };
}
