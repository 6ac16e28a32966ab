import type { components } from '../../generated/api';

type Order = components['schemas']['Order'];

/** How long after a payment its order counts as "the one just paid" on the result page. */
const JUST_PAID_WITHIN_MS = 2 * 60 * 60 * 1000;

/**
 * The order the customer has just paid: their newest order, when it is dated within the last two hours (an older
 * one would be a previous purchase, and showing it as "paid now" would mislead). Null when there is none.
 */
export function justPaidOrder(orders: readonly Order[], now: number): Order | null {
  let newest: Order | null = null;
  let newestAt = -Infinity;
  for (const order of orders) {
    const at = order.date ? Date.parse(order.date) : NaN;
    if (Number.isFinite(at) && at > newestAt) {
      newest = order;
      newestAt = at;
    }
  }
  if (!newest || now - newestAt > JUST_PAID_WITHIN_MS || newestAt - now > JUST_PAID_WITHIN_MS) return null;
  return newest;
}
