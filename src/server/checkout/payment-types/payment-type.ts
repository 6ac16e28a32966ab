import type { Transaction } from 'kysely';
import type { components } from '../../../generated/api';
import type { DB, PaymentMethodType } from '../../db/schema';
import type { Cents } from '../../../domain/money';
import type { Club } from '../../repositories/club';
import type { PaymentMethodRecord } from '../../repositories/checkout';
import type { PaymentRuntime } from '../../payments/runtime';

/** A sale the checkout pays: the cart's new product sale or a pending sale of the cart. */
export interface PayableSale {
  id: number;
  title: string;
  /** What is still owed, in cents. */
  pending: Cents;
  /** Bookings it pays, with their length (session and hour vouchers count them). */
  bookings: Array<{ id: number; minutes: number }>;
  /** true for the sale of the cart's product lines. */
  products: boolean;
}

export interface PaymentContext {
  trx: Transaction<DB>;
  /** This server's payments runtime (app.payments): what a provider's adapter calls the provider with. */
  payments: PaymentRuntime;
  now: Date;
  club: Club;
  customerId: number;
  /** Null only for a free total. */
  method: PaymentMethodRecord | null;
  sales: PayableSale[];
  total: Cents;
  voucherId: number | null;
  /** Saved card or provider token sent by the portal. */
  tokenId: string | number | null;
  /** The player asked to keep the card (or the method requires it): a tokenizing provider saves its token. */
  saveCard: boolean;
}

export type CheckoutModel = components['schemas']['CheckoutResult'];

/**
 * What a payment type did inside the checkout's transaction:
 * - paid: settled now (voucher, free total): the sales are marked paid and their bookings confirmed;
 * - deferred: accepted to be paid later at the club: the bookings are confirmed, the sales stay owed (a debt);
 * - provider: the browser continues at a payment provider with `model` (redsysData, stripe…); the sales stay
 *   pending until the provider's confirm.
 */
type PaymentOutcome = { kind: 'paid'; voucherId: number | null } | { kind: 'deferred' } | { kind: 'provider'; model: Partial<CheckoutModel> };

/**
 * One payment type: a small module the checkout core looks up by the method's type. The core validates the
 * cart, writes the sales and moves the stock; the module only takes the money (or says where to take it).
 * A card provider's returns, status, capture and refund are its plugin's (src/server/payments/providers/).
 */
export interface PaymentTypeModule {
  /** Method types it handles (a PaymentMethodType), or 'free' for a total of zero. */
  readonly handles: ReadonlyArray<PaymentMethodType | 'free'>;
  /** Checks run when the method is chosen (e.g. the club allows pay-at-the-club); throw Refusal. */
  start(context: PaymentContext): Promise<PaymentOutcome>;
  /**
   * Sets a card up without charging it (a Stripe SetupIntent): the provider block of the answer, in setup mode.
   * Asked when a shared payment without retention needs a card as guarantee and nothing is paid by card now.
   */
  setupCard?(context: PaymentContext & { method: PaymentMethodRecord }): Promise<Partial<CheckoutModel>>;
  confirm?(context: { trx: Transaction<DB>; reference: string; now: Date }): Promise<{ ok: boolean; saleIds: number[] }>;
  status?(reference: string): Promise<{ ok: boolean; retry: boolean }>;
  capture?(context: { trx: Transaction<DB>; saleId: number; amount: Cents }): Promise<void>;
  refund?(context: { trx: Transaction<DB>; saleId: number; amount: Cents }): Promise<void>;
}
