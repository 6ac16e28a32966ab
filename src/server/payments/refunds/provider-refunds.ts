import { fromCents } from '../../../domain/money';
import { findProviderMethod } from '../../repositories/provider-payments';
import { claimDueRefunds, recordRefundFailed, recordRefundMade, type ClaimedRefund, type MadeRefund } from '../../repositories/refunds';
import { providerAdapterFor } from '../registry';
import type { PaymentRuntime } from '../runtime';

/** How queued provider refunds are made: the numbers every instance uses. */
export const REFUND_POLICY = {
  /** Refunds claimed at once by one instance. */
  batch: 10,
  /** How long a claimed refund is left to its instance before another may take it again (an instance that died mid-call). */
  leaseMs: 5 * 60_000,
  /** Attempts before a refund is given up (Failed: the club gives it back by hand; logged as an error). */
  maxAttempts: 10,
  /** Each instance looks for due refunds this often. */
  pollMs: 60_000,
} as const;

/** The wait after a failed attempt: 1 min after the first, doubling, at most six hours. */
const refundRetryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/** The provider's id of a refund, when its adapter answers one (`{ refundId }`, see ProviderAdapter.refund). */
const providerRefundIdOf = (answer: boolean | { refundId: string }): string | null => (typeof answer === 'object' ? answer.refundId : null);

/** Asks the provider for one claimed refund; answers the provider's refund id when it made it, or the reason it did not. */
async function askProvider(deps: PaymentRuntime, refund: ClaimedRefund): Promise<{ made: true; refundId: string | null } | { made: false; error: string }> {
  const method = refund.methodId === null ? undefined : await findProviderMethod(deps.db, refund.methodId);
  const adapter = method && providerAdapterFor(method.type);
  if (!method || !adapter) return { made: false, error: 'the payment method has no provider to refund through' };
  try {
    const answer = await adapter.refund(deps, method, { reference: refund.reference, data: refund.data }, refund.amount);
    return answer ? { made: true, refundId: providerRefundIdOf(answer) } : { made: false, error: 'the provider refused or could not be reached' };
  } catch (error) {
    return { made: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Makes the due provider refunds (all of them, or only `ids`: those a cancellation just queued), each claimed
 * by one instance only. A refund the provider made is recorded with its id, the order then lists it; one it
 * did not is tried again later (`refundRetryDelayMs`) up to `maxAttempts`. Answers the refunds made.
 */
export async function makeDueRefunds(deps: PaymentRuntime, options: { ids?: number[] } = {}): Promise<MadeRefund[]> {
  const made: MadeRefund[] = [];
  for (;;) {
    const now = deps.now();
    const claimed = await claimDueRefunds(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + REFUND_POLICY.leaseMs),
      limit: REFUND_POLICY.batch,
      maxAttempts: REFUND_POLICY.maxAttempts,
      ids: options.ids,
    });
    for (const refund of claimed) {
      const outcome = await askProvider(deps, refund);
      if (outcome.made) {
        const recorded = await deps.db.transaction().execute((trx) => recordRefundMade(trx, refund, { providerRefundId: outcome.refundId, at: deps.now() }));
        if (recorded) made.push({ saleId: refund.saleId, paymentMethod: refund.methodName, amount: fromCents(refund.amount) });
        continue;
      }
      const giveUp = refund.attempts >= REFUND_POLICY.maxAttempts;
      const retryAt = new Date(deps.now().getTime() + refundRetryDelayMs(refund.attempts));
      await recordRefundFailed(deps.db, refund.id, { error: outcome.error, retryAt, giveUp });
      if (giveUp) deps.log.error({ refund: refund.id, sale: refund.saleId, reference: refund.reference, error: outcome.error }, 'a refund was given up: give it back by hand');
      else deps.log.warn({ refund: refund.id, sale: refund.saleId, attempt: refund.attempts, retryAt, error: outcome.error }, 'a refund failed; it will be tried again');
    }
    if (claimed.length < REFUND_POLICY.batch) return made;
  }
}
