import type { Cents } from '../../../../domain/money';
import { saveCardToken } from '../../../repositories/card-tokens';
import type { ProviderMethod } from '../../../repositories/provider-payments';
import type { PaymentRuntime } from '../../runtime';
import type { ProviderOutcome } from '../../settle';
import { providerCurrency } from '../currency';
import { attempt, stripeOf } from './client';

// A Stripe intent as the adapter reads it: its outcome and amount for the sale, and the card it leaves kept.

/**
 * Where Stripe departs from ISO 4217's minor units: ISK and UGX are sent with two decimals (multiples of 100)
 * for backwards compatibility, and MGA without any. Every other zero-decimal currency (JPY, KRW, CLP…) is sent
 * unscaled, three-decimal ones (KWD, BHD…) in thousandths ending in 0.
 */
export const STRIPE_MINOR_UNITS: Readonly<Record<string, number>> = { ISK: 2, UGX: 2, MGA: 0 };
export const stripeCurrency = (code: string) => providerCurrency(code, STRIPE_MINOR_UNITS);

export interface StripeIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  amount?: number;
  amount_received?: number;
  amount_capturable?: number;
  /** Lower case ISO code ("eur"); the amounts are in its smallest unit as Stripe counts it. */
  currency?: string;
  payment_method?: string | null;
  customer?: string | null;
  metadata?: Record<string, string>;
  setup_future_usage?: string | null;
  last_payment_error?: { message?: string } | null;
}

/** A card kept at Stripe saved as the customer's card: its PaymentMethod id (brand, last 4 and expiry read from Stripe). */
export async function saveStripeCard(payments: PaymentRuntime, method: ProviderMethod, customerId: number, paymentMethodId: string): Promise<number | null> {
  const { db } = payments;
  const found = await attempt(payments, method, 'read a payment method', () => stripeOf(payments, method).paymentMethods.retrieve(paymentMethodId));
  if (!found) return null;
  const card = found.card;
  return saveCardToken(db, {
    customerId,
    methodId: method.id,
    providerToken: paymentMethodId,
    cardEnding: card?.last4 ?? '0000',
    brand: card?.brand ?? null,
    expiry: card?.exp_month && card.exp_year ? `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}` : null,
  });
}

/**
 * A PaymentIntent created with setup_future_usage that succeeded leaves its card attached to the Stripe
 * customer: its PaymentMethod id is saved as the customer's card.
 */
export async function rememberCard(payments: PaymentRuntime, method: ProviderMethod, intent: StripeIntent): Promise<number | null> {
  const customerId = Number(intent.metadata?.customer_id);
  if (!intent.setup_future_usage || !intent.payment_method || !Number.isSafeInteger(customerId)) return null;
  return saveStripeCard(payments, method, customerId, intent.payment_method);
}

/** An intent's amount (Stripe's unit of its currency) in cents; -1, never a sale's amount, when it cannot be read. */
function intentCents(intent: StripeIntent, units: number | undefined): Cents | undefined {
  if (units === undefined) return undefined;
  const currency = intent.currency === undefined ? undefined : stripeCurrency(intent.currency);
  return (currency ? currency.cents(units) : units) ?? -1;
}

/** What a PaymentIntent's state means for the sale (Stripe's lifecycle), with its amount in cents. */
export function intentOutcome(intent: StripeIntent): { outcome: ProviderOutcome; amount?: Cents } {
  if (intent.status === 'succeeded') return { outcome: 'succeeded', amount: intentCents(intent, intent.amount_received ?? intent.amount) };
  if (intent.status === 'requires_capture') return { outcome: 'authorized', amount: intentCents(intent, intent.amount_capturable ?? intent.amount) };
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)) return { outcome: 'failed' };
  return { outcome: 'pending' };
}
