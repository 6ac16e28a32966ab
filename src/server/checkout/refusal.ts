import type { MessageArgs, MessageKey } from '../i18n/messages';

/** A checkout refused for a reason the customer can act on; thrown inside the checkout's transaction, so nothing is written. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly args?: MessageArgs,
  ) {
    super(key);
  }
}
