import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, RATE_LIMIT_DEFAULTS, rateLimitVariable, type RateLimitName, type ServerConfig } from '../config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  /** Logs a customer in through the API and returns the bearer header and the customer id. */
  login(email: string, password: string): Promise<{ headers: { authorization: string }; customerId: number; token: string }>;
  close(): Promise<void>;
}

export const TEST_TOKEN_SECRET = 'test-secret-not-for-production-0123456789';

/** Limits no test reaches by accident; a rate-limit test sets small ones through `env`. */
const UNTHROTTLED = Object.fromEntries((Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]).map((name) => [rateLimitVariable(name), '1000000/60']));

/** A reference server on a fresh database (PGlite, or TEST_DATABASE_URL), seeded with the demo club unless told not to. */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; configure?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed ?? true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: TEST_TOKEN_SECRET, ...UNTHROTTLED, ...options.env }),
    uploadsDir: database.uploadsDir,
  };
  const app = await buildApp({ config, db: database.db });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    config,
    async login(email, password) {
      const response = await app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email, password } });
      const body = response.json() as { ok: boolean; errorMsg?: string; model?: { token: string; id: number } };
      if (!body.ok || !body.model) throw new Error(`login of ${email} failed: ${response.statusCode} ${body.errorMsg}`);
      return { headers: { authorization: `Bearer ${body.model.token}` }, customerId: body.model.id, token: body.model.token };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type Login = Awaited<ReturnType<TestApp['login']>>;

/** The usual fixture of the handler tests: a seeded server, Ana (lots of data) and the customer with none, logged in. */
export async function startDemoServer(): Promise<{ server: TestApp; ana: Login; empty: Login }> {
  const server = await createTestApp();
  const [ana, empty] = await Promise.all([server.login('ana@demo.club', 'demo1234'), server.login('empty@demo.club', 'demo1234')]);
  return { server, ana, empty };
}
