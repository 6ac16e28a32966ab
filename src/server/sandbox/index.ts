import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { PaymentMethodType } from '../db/schema';
import { readSandboxMethods, SANDBOX_CSS } from './common';
import { PROVIDERS } from '../payments/providers';

/**
 * The loopback sandboxes of the payment providers. Registered only outside production; each answers only
 * while an active payment method is configured for it (`"sandbox": true` in its private settings).
 * Pages are same-origin with no inline script, so the portal's Content-Security-Policy allows them.
 */
export async function sandboxPlugin(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parse(String(body)));
  });
  app.get('/sandbox.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CSS));
  // Each provider's sandbox (its plugin.ts names it), under /sandbox/<provider>/.
  for (const { sandbox } of PROVIDERS) if (sandbox) await sandbox(app);
  app.addHook('onReady', () => readSandboxMethods(app, Object.values(PaymentMethodType)));
}
