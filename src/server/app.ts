import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { DB } from './db/schema';
import { loadContract, listOperations } from './contract/contract';
import { createSchemaCompiler } from './contract/validators';
import { registerContractRoutes } from './contract/routes';
import { registerErrorHandling } from './http/errors';
import { registerAuthentication } from './auth/plugin';
import { TokenService } from './auth/tokens';
import { registerStaticFiles } from './web/static';
import { createMailer, type Mailer } from './mail/mailer';
import { registerDevMailbox } from './dev/mailbox';
import { CustomerRepository } from './repositories/customers';
import { handlers } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<DB>;
    tokens: TokenService;
    mailer: Mailer;
    customers: CustomerRepository;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Kysely<DB>;
  logger?: boolean;
}

export async function buildApp({ config, db, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 2 * 1024 * 1024,
  });
  const contract = loadContract();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('tokens', new TokenService(config.tokenSecret, config.accessTokenTtlSeconds));
  app.decorate('mailer', createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }));
  app.decorate('customers', new CustomerRepository(db));

  app.setValidatorCompiler(createSchemaCompiler(contract));
  registerErrorHandling(app);
  registerAuthentication(app);
  await app.register(rateLimit, { global: false });
  // Fields land in request.body, so the customer-scope guard reads multipart calls like JSON ones.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024, files: 10 } });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  registerContractRoutes(app, listOperations(contract), handlers);
  if (!config.production) registerDevMailbox(app);
  await registerStaticFiles(app, { uploadsDir: config.uploadsDir, portalDir: config.portalDir });
  return app;
}
