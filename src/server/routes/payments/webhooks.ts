import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { PROVIDERS } from '../../payments/providers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: provider signatures are over these bytes. */
    rawBody?: string;
  }
}

/**
 * What the providers call on their own (not the portal): notifications, webhooks and returns under /payments/<provider>/.
 * Each verifies what the provider signs over the raw body; a delivery that does not verify changes nothing,
 * is logged and answered 400 (the provider retries; a forger learns nothing). Replays change the state once.
 */
export async function providerWebhooks(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, body === '' ? {} : JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    done(null, parse(String(body)));
  });

  // Each provider's routes as its plugin declares them, under its key: /payments/stripe/webhook, /payments/redsys/notification…
  for (const { adapter, routes = [] } of PROVIDERS) {
    for (const route of routes) app.route({ method: route.method, url: `/${adapter.key}/${route.path}`, handler: (request, reply) => route.handle(app.payments, request, reply) });
  }
}
