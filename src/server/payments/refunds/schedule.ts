import type { FastifyInstance } from 'fastify';
import { makeDueRefunds, REFUND_POLICY } from './provider-refunds';
import { runJob } from '../../observability/jobs';

/**
 * Every instance makes the due provider refunds every `pollMs` (those whose provider was down when they were
 * decided, retries that came due); the claim keeps two instances from making one refund twice.
 */
export function scheduleRefundRetries(app: FastifyInstance): void {
  const timer = setInterval(() => {
    runJob('refund_retries', () => makeDueRefunds(app.payments)).catch((error: unknown) => app.log.error({ err: error }, 'making due refunds failed'));
  }, REFUND_POLICY.pollMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
