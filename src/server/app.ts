import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { loadContract, listOperations } from './contract/contract';
import { createSchemaCompiler } from './contract/validators';
import { multipartBodiesPlugin } from './contract/multipart';
import { sweepOrphanFormFiles } from './routes/dynamic-forms/stored-files';
import { registerContractRoutes } from './contract/routes';
import { registerErrorHandling } from './http/errors';
import { languagePlugin } from './i18n/plugin';
import { authenticationPlugin } from './auth/plugin';
import { rateLimitsPlugin } from './auth/rate-limits';
import { registerEarlyRefusal } from './bookings/early-refusal';
import { registerBookingWarmUp } from './bookings/warm-up';
import { registerStaticFiles } from './web/static';
import { registerSecurityHeaders } from './web/security-headers';
import { registerCompression } from './web/compression';
import { registerDevMailbox } from './dev/mailbox';
import { servicesPlugin } from './services';
import { cachePlugin } from './cache/plugin';
import type { ChangeFeed } from './cache/change-feed';
import type { ServerConfig } from './config';
import { handlers } from './routes';
import { Clock } from './clock';
import { registerPayments } from './payments/plugin';
import type { PoolUsage } from './db/database';
import { loggerOptions } from './observability/logging';
import { registerRequestContext, requestIdOf } from './observability/request-context';
import { registerMetrics } from './observability/metrics';
import { registerHealth } from './health/health';
import { admissionPlugin } from './http/admission';
import { clubManifestPlugin } from './club-manifest/plugin';
import { clubManifestFile } from './club-manifest/store';
import { livePlugin } from './live/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for bookings: real time, pinned by tests. */
    clock: Clock;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Kysely<DB>;
  logger?: boolean;
  clock?: Clock;
  /** The database's change notifications: with it the hot reads are kept in memory (src/server/cache/). */
  changes?: ChangeFeed;
  /** The connection pool's use now (Database.usage), for /metrics. */
  poolUsage?: () => PoolUsage;
  /** METRICS_TOKEN: lets its bearer read /metrics from anywhere (otherwise loopback callers only). */
  metricsToken?: string;
  /** Where the JSON log lines go when `logger` is on (default stdout; tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildApp({ config, db, logger = false, clock = new Clock(), changes, poolUsage, metricsToken, logStream }: AppOptions): Promise<FastifyInstance> {
  const contract = loadContract();
  const app = Fastify({
    // JSON lines; the request id (the proxy's X-Request-Id when it sends one) also on the lines of mail and payments;
    // the secrets of the contract's routes and of what is logged redacted.
    logger: logger ? { ...loggerOptions(config.logLevel, contract), ...(logStream ? { stream: logStream } : {}) } : false,
    genReqId: requestIdOf,
    // Only the configured proxy's X-Forwarded-For sets request.ip, which the rate limits count.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });

  registerRequestContext(app, { logs: logger });
  // Decorators come from plugins, registered (and loaded) in this order: each may use those before it.
  await app.register(servicesPlugin, { config, db });
  app.decorate('clock', clock);
  await app.register(cachePlugin, { changes });

  app.setValidatorCompiler(createSchemaCompiler(contract));
  await app.register(languagePlugin);
  // Bounds the work in flight per kind (503 + Retry-After past it): after the language (the 503's words), before any session read.
  await app.register(admissionPlugin);
  registerErrorHandling(app);
  // Before the authentication plugin: its session check of a pre-book's token waits for this refusal.
  registerEarlyRefusal(app);
  registerBookingWarmUp(app);
  await app.register(authenticationPlugin);
  await app.register(rateLimitsPlugin);
  // Only the operations that take files read multipart bodies, streamed and bounded, after their security check.
  await app.register(multipartBodiesPlugin, { contract, operations: listOperations(contract), dataDir: config.dataDir });
  app.addHook('onReady', async () => {
    await sweepOrphanFormFiles(db, config.dataDir);
  });

  // Hooks every request passes are plain callbacks: an async one costs each request a promise and a turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  // Pages, JSON and text go out br or gzip (web/compression.ts): before the routes, which it wraps as they are added.
  await registerCompression(app);
  registerSecurityHeaders(app);
  registerHealth(app, { changes });
  await app.register(clubManifestPlugin, { file: clubManifestFile(config.dataDir), db, changes });
  registerMetrics(app, { token: metricsToken, poolUsage, changes });
  registerContractRoutes(app, listOperations(contract), handlers);
  await app.register(livePlugin, { changes });
  await registerPayments(app);
  if (!config.production) registerDevMailbox(app);
  await registerStaticFiles(app, { uploadsDir: config.uploadsDir, portalDir: config.portalDir, dataDir: config.dataDir, serverRender: config.serverRender });
  return app;
}
