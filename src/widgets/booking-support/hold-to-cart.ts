import type { components } from '../../generated/api';
import type { RootStore } from '../../stores/RootStore';
import { cartPortOf } from '../widget-support/cart-port';

type CustomerBooking = components['schemas']['CustomerBooking'];
type Sale = components['schemas']['Sale'];

/**
 * An unpaid sale the server answered (a hold's, a join's) as the cart's line: what the server says of it, and the
 * hold's end when there is one. Answers the cart's outcome (a refusal, such as a shared payment already there).
 */
export async function saleToCart(root: RootStore, sale: Sale, paymentDeadline: string | null): Promise<unknown> {
  return cartPortOf(root).addSales([
    {
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
      paymentDeadline,
    },
  ]);
}

/**
 * A hold's Pay (My bookings, a won draw): its unpaid sale goes into the cart with the hold's end; answers
 * whether the checkout may open (a refusal, such as a shared payment already in the cart, shows from the cart).
 */
export async function holdToCart(root: RootStore, booking: CustomerBooking): Promise<boolean> {
  const sale = booking.toPay;
  if (!sale) return false;
  const outcome = await saleToCart(root, sale, booking.payUntil ?? null);
  return (outcome as { ok?: boolean } | undefined)?.ok !== false;
}
