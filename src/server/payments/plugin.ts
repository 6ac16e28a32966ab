import type { FastifyInstance } from 'fastify';
import { providerWebhooks } from '../routes/payments/webhooks';
import { sandboxPlugin } from '../sandbox';
import { createPaymentRuntime, type PaymentRuntime } from './runtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the payment providers' adapters need of this server (its database, public URL, clock, log, provider calls). */
    payments: PaymentRuntime;
  }
}

/**
 * The payment providers' side of the server: the runtime the adapters use (`app.payments`, one per app), the
 * providers' webhooks under /payments/ and their sandboxes under /sandbox/ (not in production). Its minute jobs
 * (retention capture, lapsed orders, held reviews) are in src/server/jobs/registry.ts. Called on the root app, so
 * the decoration is seen by every route.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  app.decorate('payments', createPaymentRuntime(app));
  await app.register(providerWebhooks, { prefix: '/payments' });
  if (!app.config.production) await app.register(sandboxPlugin, { prefix: '/sandbox' });
}
