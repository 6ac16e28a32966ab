import { PaymentType } from '../../booking-engine/payment';
import { Refusal } from '../../http/refusal';
import { findCartProducts } from '../../repositories/checkout';
import { findCartSales, type CartSale } from '../../repositories/sales';
import { savedCards } from '../../repositories/card-tokens';
import { lockBookingsOfSales } from '../../repositories/booking-joins';
import { payableCustomerIds } from '../../repositories/customers';
import type { CartShape } from '../cart-rules';
import { priceCartLines } from '../cart';
import type { CheckoutStep } from './types';

/** Checks the cart's pending sales: they exist, are the payer's (or a child's), still owe something and their holds have not run out. */
function checkSales(requested: number[], sales: CartSale[], payers: number[], now: Date): void {
  for (const id of requested) {
    const sale = sales.find((candidate) => candidate.id === id);
    if (!sale) throw new Refusal('shop.saleNotFound', { id });
    if (sale.customerId === null || !payers.includes(sale.customerId)) throw new Refusal('shop.saleNotYours', { number: sale.number });
    const lapsed = sale.bookings.some((booking) => booking.status === 'Expired' || booking.status === 'Cancelled');
    // A hold ends at its deadline: a pre-book's or a won draw's (its booking still Pending), or a joined place's.
    const heldPastDeadline = sale.paymentDeadline !== null && sale.paymentDeadline <= now && (sale.holdsPlace || sale.bookings.some((booking) => booking.status === 'Pending'));
    if (heldPastDeadline || (lapsed && sale.status !== 'Paid')) throw new Refusal('shop.holdExpired', { title: sale.title });
    if (sale.status !== 'Pending' || sale.pending <= 0) throw new Refusal('shop.saleNotPending', { number: sale.number });
  }
}

/** Whether the sales are one retention sale, or all retention lines of one and the same booking. */
function oneRetentionBooking(sales: CartSale[]): boolean {
  if (sales.length === 1) return true;
  const bookingIds = new Set(sales.flatMap((sale) => sale.bookings.map((booking) => booking.id)));
  return bookingIds.size === 1 && sales.every((sale) => sale.paymentType === PaymentType.Shared && sale.withRetention && sale.bookings.length > 0);
}

/**
 * Step 2: the cart as the database has it — the product lines priced against the catalogue, and the pending
 * sales locked after the bookings they pay for (the lock order of booking-joins.ts, which a rival booking
 * expiring a hold and a provider's confirmation follow too), checked to be the payer's and still owed.
 */
export async function readCart({ trx, input, deps }: CheckoutStep, customerId: number, registering: boolean) {
  const products = await findCartProducts(trx, [...new Set(input.saleItems.map((item) => item.productId))]);
  const lines = priceCartLines(input.saleItems, products);
  await lockBookingsOfSales(trx, [...new Set(input.saleIds)]);
  const sales = await findCartSales(trx, [...new Set(input.saleIds)], { lock: true });
  checkSales(input.saleIds, sales, registering ? [customerId] : await payableCustomerIds(trx, customerId), deps.now);
  const first = sales[0];
  const cards = registering ? [] : await savedCards(trx, customerId);
  const shape: CartShape = {
    isShared: first?.paymentType === PaymentType.Shared,
    withRetention: first?.paymentType === PaymentType.Shared && first.withRetention,
    pendingAllowed: deps.club.pending_payment_allowed,
    customerKnown: true,
    hasSavedCard: cards.length > 0,
  };
  // The owner's retention lines (their share and one per free place, as prebook writes them) are one
  // guarantee of one booking: they go together, never with anything else.
  if (shape.withRetention && (lines.length > 0 || !oneRetentionBooking(sales))) throw new Refusal('shop.sharedNotMixed');
  return { products, lines, sales, cards, shape };
}
