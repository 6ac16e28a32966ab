import type { MessageArgs, MessageKey } from '../i18n/messages';

/**
 * A request refused for a reason the caller can act on (a slot taken, a voucher spent, a place gone): thrown
 * inside the request's transaction, so nothing is written, and answered as the message key in the caller's
 * language. The one refusal of checkout, payments, pre-books, joins, the waitlist and results.
 */
export class Refusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly args?: MessageArgs,
  ) {
    super(key);
  }
}
