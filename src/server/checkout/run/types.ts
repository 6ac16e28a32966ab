import type { Transaction } from 'kysely';
import type { Cents } from '../../../domain/money';
import type { Language } from '../../../i18n/languages';
import type { DB, DeliveryAddress, Origin } from '../../db/schema';
import type { Club } from '../../repositories/club';
import type { NewCustomer } from '../../repositories/customers';
import type { SentLine } from '../cart';
import type { CheckoutModel } from '../payment-types/payment-type';
import type { PaymentRuntime } from '../../payments/runtime';

/** What a visitor gives to register at checkout: the fields of a registration. */
type VisitorRegistration = NewCustomer;

export interface CheckoutInput {
  /** The paying customer; null for a visitor, who registers with `visitor`. */
  customerId: number | null;
  visitor: VisitorRegistration | null;
  saleItems: SentLine[];
  saleIds: number[];
  paymentMethodId: number | null;
  voucherId: number | null;
  tokenId: string | number | null;
  /** saveCreditCard: keep the card at the provider (its token, never the number) for later checkouts. */
  saveCard: boolean;
  promoCode: string | null;
  shopTransportId: number | null;
  guid: string | null;
  address: DeliveryAddress | null;
  acceptConditions: boolean | null;
  origin: Origin | null;
}

export interface CheckoutDone {
  model: CheckoutModel;
  /** false when the guid had already been checked out: the first answer, nothing new written. */
  fresh: boolean;
  customerId: number;
  /** Total of the checkout in cents, and whether it is owed at the club rather than paid. */
  total: Cents;
  deferred: boolean;
  /** A visitor registered by this checkout, with the activation token of their mail. */
  registered: { id: number; name: string; surname: string; email: string; sessionVersion: number; activationToken: string } | null;
}

export interface CheckoutDeps {
  now: Date;
  /** The server's payments runtime (app.payments), handed to the provider's adapter. */
  payments: PaymentRuntime;
  club: Club;
  /** The caller's language: stored with the sales, so what is mailed about them later is in it too. */
  language: Language;
  /** The short-lived login record of a visitor who registered (stored with the answer of the guid). */
  login(customer: { id: number; name: string; surname: string; sessionVersion: number }): Promise<NonNullable<CheckoutModel['login']>>;
}

/** What every step of a checkout reads: its transaction, what was sent and the server's parts. */
export interface CheckoutStep {
  trx: Transaction<DB>;
  input: CheckoutInput;
  deps: CheckoutDeps;
}
