import type { components } from '../generated/api';
import type { RootStore } from '../stores/RootStore';
import { cartPortOf } from '../shop/cart-port';
import { holdCartLine } from './hold-cart-line';

type CustomerBooking = components['schemas']['CustomerBooking'];
type Sale = components['schemas']['Sale'];

/**
 * An unpaid sale the server answered (a hold's, a join's) into the cart as its one hold line (holdCartLine).
 * Answers the cart's outcome (a refusal, such as a shared payment already there).
 */
export async function saleToCart(root: RootStore, sale: Sale, given: Parameters<typeof holdCartLine>[1] = {}): Promise<unknown> {
  return cartPortOf(root).addSales([holdCartLine(sale, given)]);
}

/**
 * A hold's Pay (My bookings, a won draw): its unpaid sale goes into the cart with the hold's end; answers
 * whether the checkout may open (a refusal, such as a shared payment already in the cart, shows from the cart).
 */
export async function holdToCart(root: RootStore, booking: CustomerBooking): Promise<boolean> {
  const sale = booking.toPay;
  if (!sale) return false;
  const outcome = await saleToCart(root, sale, { paymentDeadline: sale.paymentDeadline ?? booking.payUntil ?? null });
  return (outcome as { ok?: boolean } | undefined)?.ok !== false;
}
