// The one cart line of a hold's unpaid sale (issue 37, item 28). Pure: no store, no React.
import type { components } from '../generated/api';
import type { CartSale } from '../stores/CartSummaryStore';

type Sale = components['schemas']['Sale'];

/**
 * A hold's unpaid sale (a pre-book's, a won draw's, a joined place's) as the cart's line, built in one place so
 * every hold shows its end, lapses and is paid alike. `given` (what the caller knows better or the answer left out)
 * wins over the sale's own fields.
 */
export function holdCartLine(sale: Sale, given: Partial<Omit<CartSale, 'id'>> = {}): CartSale {
  return {
    id: sale.id,
    saleNumber: sale.saleNumber ?? null,
    title: sale.title ?? null,
    description: sale.description ?? null,
    total: sale.total ?? null,
    pending: sale.pending ?? sale.total ?? null,
    netPending: sale.netPending ?? null,
    paymentType: sale.paymentType ?? null,
    withRetention: sale.withRetention ?? false,
    cancelUrl: sale.cancelUrl ?? null,
    groupId: sale.groupId ?? null,
    paymentDeadline: sale.paymentDeadline ?? null,
    ...given,
  };
}
