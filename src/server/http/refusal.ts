import type { components } from '../../generated/api';
import type { MessageArgs, MessageKey } from '../i18n/messages';

/** Why a refusal was made, for the portal to act on (the contract's RefusalReason); the message stays the text. */
export type RefusalReason = components['schemas']['RefusalReason'];

/**
 * A request refused for a reason the caller can act on (a slot taken, a voucher spent, a place gone): thrown
 * inside the request's transaction, so nothing is written, and answered as the message key in the caller's
 * language, with the machine-readable `reason` when the portal acts on it (a cap or a limit that blocks booking).
 * The one refusal of checkout, payments, pre-books, joins, the waitlist and results.
 */
export class Refusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly args?: MessageArgs,
    readonly reason?: RefusalReason,
  ) {
    super(key);
  }
}

/** The refusal's reason as an answer's field: `{ reason }`, or nothing when it has none. */
export function reasonField(refusal: Refusal): { reason?: RefusalReason } {
  return refusal.reason ? { reason: refusal.reason } : {};
}
