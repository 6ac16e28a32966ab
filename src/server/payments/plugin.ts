import type { FastifyInstance } from 'fastify';
import { providerWebhooks } from '../routes/payments/webhooks';
import { sandboxPlugin } from '../sandbox';
import { captureDueRetentions } from './retention';
import { sweepLapsedOrders } from './lapsed-orders';
import { readHeldReviews } from './held-reviews';
import { setPaymentRuntime } from './runtime';

/**
 * The payment providers' side of the server: the runtime the adapters use, the providers' webhooks under
 * /payments/, their sandboxes under /sandbox/ (not in production), the capture of retentions whose
 * payment deadline has passed, the cancelling of provider orders that lapsed unpaid and the status read of
 * Authorize.Net payments held for review whose webhook never came (all checked every minute against app.clock).
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  setPaymentRuntime(app);
  await app.register(providerWebhooks, { prefix: '/payments' });
  if (!app.config.production) await app.register(sandboxPlugin, { prefix: '/sandbox' });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      captureDueRetentions(app.db).catch((error: unknown) => app.log.error({ err: error }, 'capturing retentions failed'));
      sweepLapsedOrders(app.db, app.clock.now()).catch((error: unknown) => app.log.error({ err: error }, 'cancelling lapsed provider orders failed'));
      readHeldReviews({ db: app.db, now: () => app.clock.now(), log: app.log }).catch((error: unknown) => app.log.error({ err: error }, 'reading payments held for review failed'));
    }, 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
