import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { PaymentMethodType } from '../db/schema';
import { readSandboxMethods, SANDBOX_CSS } from './common';
import { stripeSandbox } from './stripe';
import { redsysSandbox } from './redsys';
import { paypalSandbox } from './paypal';
import { netpaySandbox } from './netpay';
import { authorizeNetSandbox } from './authorizenet';
import { mercadoPagoSandbox } from './mercadopago';
import { transbankSandbox } from './transbank';
import { razorpaySandbox } from './razorpay';

/** Each provider's sandbox, one line each; served under /sandbox/<provider>/ outside production. */
const SANDBOXES: Array<(app: FastifyInstance) => Promise<void>> = [
  redsysSandbox,
  paypalSandbox,
  netpaySandbox,
  stripeSandbox,
  authorizeNetSandbox,
  mercadoPagoSandbox,
  transbankSandbox,
  razorpaySandbox,
];

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
  for (const sandbox of SANDBOXES) await sandbox(app);
  app.addHook('onReady', () => readSandboxMethods(app, Object.values(PaymentMethodType)));
}
