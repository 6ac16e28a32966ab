import type { FastifyInstance } from 'fastify';
import { providerWebhooks } from '../routes/payments/webhooks';
import { sandboxPlugin } from '../sandbox';
import { captureDueRetentions } from './retention';
import { sweepLapsedOrders } from './lapsed-orders';
import { readHeldReviews } from './held-reviews';
import { createPaymentRuntime, type PaymentRuntime } from './runtime';
import { runJob } from '../observability/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the payment providers' adapters need of this server (its database, public URL, clock, log, provider calls). */
    payments: PaymentRuntime;
  }
}

/**
 * The payment providers' side of the server: the runtime the adapters use (`app.payments`, one per app), the
 * providers' webhooks under /payments/, their sandboxes under /sandbox/ (not in production), the capture of
 * retentions whose payment deadline has passed, the cancelling of provider orders that lapsed unpaid and the
 * status read of Authorize.Net payments held for review whose webhook never came (all checked every minute
 * against app.clock). Called on the root app, so the decoration is seen by every route.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  app.decorate('payments', createPaymentRuntime(app));
  await app.register(providerWebhooks, { prefix: '/payments' });
  if (!app.config.production) await app.register(sandboxPlugin, { prefix: '/sandbox' });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runJob('retention_capture', () => captureDueRetentions(app.payments)).catch((error: unknown) => app.log.error({ err: error }, 'capturing retentions failed'));
      runJob('lapsed_orders', () => sweepLapsedOrders(app.db, app.clock.now())).catch((error: unknown) =>
        app.log.error({ err: error }, 'cancelling lapsed provider orders failed'),
      );
      runJob('held_reviews', () => readHeldReviews(app.payments)).catch((error: unknown) => app.log.error({ err: error }, 'reading payments held for review failed'));
    }, 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
