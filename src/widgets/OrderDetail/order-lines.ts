import { fromCents, toCents } from '../../domain/money';
import type { components } from '../../generated/api';

type OrderItem = components['schemas']['OrderItem'];
export type OrderState = NonNullable<components['schemas']['Order']['state']>;

export interface OrderLineAmounts {
  /** Unit price × units, before any discount. */
  gross: number;
  /** What was taken off the line (0 or positive; shown with a minus sign). */
  discount: number;
  /** What the line cost: the server's total, which already has the discount off. */
  total: number;
}

/**
 * A line's price × units, its discount and its total, in exact cents, so the three add up on screen: the server
 * sends only the unit price and the discounted line total.
 */
export function lineAmounts(item: OrderItem): OrderLineAmounts {
  const grossCents = toCents(item.price ?? 0) * (item.units ?? 0);
  const totalCents = toCents(item.total ?? fromCents(grossCents));
  return { gross: fromCents(grossCents), discount: fromCents(Math.max(0, grossCents - totalCents)), total: fromCents(totalCents) };
}

/** The badge tone of an order's state. */
export function stateTone(state: OrderState): 'paid' | 'pending' | 'cancelled' | 'info' {
  switch (state) {
    case 'Paid':
      return 'paid';
    case 'Pending':
      return 'pending';
    case 'Refunded':
      return 'cancelled';
    case 'PartlyRefunded':
      return 'info';
  }
}
