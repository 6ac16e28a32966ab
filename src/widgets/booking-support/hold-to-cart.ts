import type { components } from '../../generated/api';
import type { RootStore } from '../../stores/RootStore';
import { cartPortOf } from '../widget-support/cart-port';

type CustomerBooking = components['schemas']['CustomerBooking'];

/**
 * A hold's Pay (My bookings, a won draw): its unpaid sale goes into the cart with the hold's end; answers
 * whether the checkout may open (a refusal, such as a shared payment already in the cart, shows from the cart).
 */
export async function holdToCart(root: RootStore, booking: CustomerBooking): Promise<boolean> {
  const sale = booking.toPay;
  if (!sale) return false;
  const outcome = await cartPortOf(root).addSales([
    {
      id: sale.id,
      saleNumber: sale.saleNumber ?? null,
      title: sale.title ?? null,
      description: sale.description ?? null,
      total: sale.total ?? null,
      pending: sale.pending ?? sale.total ?? null,
      paymentType: sale.paymentType ?? null,
      withRetention: sale.withRetention ?? false,
      cancelUrl: sale.cancelUrl ?? null,
      groupId: sale.groupId ?? null,
      paymentDeadline: booking.payUntil ?? null,
    },
  ]);
  return (outcome as { ok?: boolean } | undefined)?.ok !== false;
}
