import type { components } from '../../generated/api';
import { cartCancelUrl, type CartCancel } from '../../domain/cart-cancel';
import { fromCents, type Cents } from '../../domain/money';

type Sale = components['schemas']['Sale'];

/** A hold's sale just written: what it costs, with and without tax, in cents. */
interface WrittenSale {
  id: number;
  number: string;
  gross: Cents;
  net: Cents;
}

/** What the hold is: its name, how it is paid, the cancel that gives it back and when it ends. */
interface Hold {
  title: string;
  description: string;
  paymentType: NonNullable<Sale['paymentType']>;
  withRetention: boolean;
  cancel: CartCancel;
  paymentDeadline: Date;
}

/**
 * The one way a hold's unpaid sale is answered (a pre-book's lines, a join's sale): what the cart keeps of it
 * (its cancel URL, how it is paid, whether a card retention guarantees it) and when the hold ends, so a joined
 * place's sale lapses and is paid as a pre-book's does. My bookings' Pay reads the same fields back from the
 * database (repositories/customer-booking-money.ts).
 */
export function holdSale(sale: WrittenSale, hold: Hold): Sale {
  return {
    id: sale.id,
    saleNumber: sale.number,
    title: hold.title,
    description: hold.description,
    cancelUrl: cartCancelUrl(hold.cancel),
    pending: fromCents(sale.gross),
    netPending: fromCents(sale.net),
    paid: 0,
    total: fromCents(sale.gross),
    netTotal: fromCents(sale.net),
    paymentType: hold.paymentType,
    withRetention: hold.withRetention,
    serviceFree: false,
    paymentDeadline: hold.paymentDeadline.toISOString(),
  };
}
