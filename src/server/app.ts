import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { DB } from './db/schema';
import { loadContract, listOperations } from './contract/contract';
import { createSchemaCompiler } from './contract/validators';
import { registerMultipartBodies } from './contract/multipart';
import { sweepOrphanFormFiles } from './routes/dynamic-forms/stored-files';
import { registerContractRoutes } from './contract/routes';
import { registerErrorHandling } from './http/errors';
import { registerLanguage } from './i18n/plugin';
import { registerAuthentication } from './auth/plugin';
import { registerRateLimits } from './auth/rate-limits';
import { TokenService } from './auth/tokens';
import { registerStaticFiles } from './web/static';
import { registerSecurityHeaders } from './web/security-headers';
import { createMailer, type Mailer } from './mail/mailer';
import { registerDevMailbox } from './dev/mailbox';
import { CustomerRepository } from './repositories/customers';
import { handlers } from './routes';
import { Clock } from './clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<DB>;
    tokens: TokenService;
    mailer: Mailer;
    customers: CustomerRepository;
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
}

export async function buildApp({ config, db, logger = false, clock = new Clock() }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // Only the configured proxy's X-Forwarded-For sets request.ip, which the rate limits count.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  const contract = loadContract();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('tokens', new TokenService(config.tokenSecret, config.accessTokenTtlSeconds));
  app.decorate('mailer', createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }));
  app.decorate('customers', new CustomerRepository(db));
  app.decorate('clock', clock);

  app.setValidatorCompiler(createSchemaCompiler(contract));
  registerLanguage(app);
  registerErrorHandling(app);
  registerAuthentication(app);
  registerRateLimits(app);
  // Only the operations that take files read multipart bodies, streamed and bounded, after their security check.
  await registerMultipartBodies(app, contract, listOperations(contract), config.dataDir);
  app.addHook('onReady', async () => {
    await sweepOrphanFormFiles(db, config.dataDir);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  registerSecurityHeaders(app);
  registerContractRoutes(app, listOperations(contract), handlers);
  if (!config.production) registerDevMailbox(app);
  await registerStaticFiles(app, { uploadsDir: config.uploadsDir, portalDir: config.portalDir });
  return app;
}
