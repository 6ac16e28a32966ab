import { PaymentMethodType } from '../db/schema';
import { claimDueStatusReads } from '../repositories/held-payments';
import { authorizeNetTransactionStatus } from './providers/authorizenet';
import type { ProviderOutcome } from './settle';
import type { PaymentRuntime } from './runtime';

/** How held Authorize.Net payments are read back: the numbers every instance uses. */
export const HELD_REVIEW_POLICY = {
  /** Payments read at once by one instance. */
  batch: 20,
  /** A held payment is read again this long after its last read (a review takes hours; the webhook is first). */
  readEveryMs: 15 * 60_000,
} as const;

/**
 * Settles Authorize.Net payments held for review whose webhook never came: each due one is read from
 * Authorize.Net (getTransactionDetailsRequest) and its outcome applied once (paid when the review approved it,
 * failed when it declined it; still held, read again `readEveryMs` later). Several instances may run it at
 * once: each payment's read is taken by one of them. Answers the references read with what each said.
 */
export async function readHeldReviews(deps: PaymentRuntime): Promise<Array<{ reference: string; outcome: ProviderOutcome | null }>> {
  const read: Array<{ reference: string; outcome: ProviderOutcome | null }> = [];
  for (;;) {
    const now = deps.now();
    const references = await claimDueStatusReads(deps.db, {
      type: PaymentMethodType.AuthorizeNet,
      now,
      nextReadAt: new Date(now.getTime() + HELD_REVIEW_POLICY.readEveryMs),
      limit: HELD_REVIEW_POLICY.batch,
    });
    for (const reference of references) {
      try {
        read.push({ reference, outcome: await authorizeNetTransactionStatus(deps, reference) });
      } catch (error) {
        // Authorize.Net unreachable, or its answer unreadable: the payment stays held and is read again later.
        deps.log.warn({ err: error, reference }, 'reading a held Authorize.Net payment failed; it will be read again');
        read.push({ reference, outcome: null });
      }
    }
    if (references.length < HELD_REVIEW_POLICY.batch) return read;
  }
}
