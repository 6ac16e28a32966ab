import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { DB } from './db/schema';
import { TokenService } from './auth/tokens';
import { createMailer, type Mailer } from './mail/mailer';
import { CustomerRepository } from './repositories/customers';
import { PushService, vapidContact } from './push/push-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<DB>;
    tokens: TokenService;
    mailer: Mailer;
    customers: CustomerRepository;
    /** Web Push to the browsers customers subscribed (issue 40). */
    push: PushService;
  }
}

export interface ServicesOptions {
  config: ServerConfig;
  db: Kysely<DB>;
}

/** The server's shared services, decorated on the instance: configuration, database, token signer, mailer, the customer look-ups of every request. */
export const servicesPlugin = fp<ServicesOptions>(
  async (app, { config, db }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('tokens', new TokenService(config.tokenSecret, config.accessTokenTtlSeconds, () => app.clock.now()));
    const push = new PushService({ db, log: app.log, now: () => app.clock.now(), production: config.production, contact: vapidContact(config.mailFrom, config.publicUrl) });
    app.decorate('push', push);
    // Pushes under way finish (or fail, logged) before the database closes.
    app.addHook('onClose', () => push.idle());
    const mailer = createMailer({
      db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      now: () => app.clock.now(),
      publicUrl: config.publicUrl,
      push: (customerId, notice) => push.notifyLater(customerId, notice),
    });
    // Every served instance drains the one outbox in the database: its job is in src/server/jobs/registry.ts.
    app.decorate('mailer', mailer);
    app.decorate('customers', new CustomerRepository(db));
  },
  { name: 'club-services', fastify: '5.x' },
);
