import type { Kysely } from 'kysely';
import type { Cents } from '../../domain/money';
import { Refusal } from '../http/refusal';
import type { PaymentContext, PaymentTypeModule } from '../checkout/payment-types/payment-type';
import type { DB, JsonObject, PaymentMethodType } from '../db/schema';
import { findCardToken } from '../repositories/card-tokens';
import {
  findProviderMethod,
  findProviderPayment,
  methodsOfType,
  movePaymentStatus,
  openProviderPayment,
  salesWithRetention,
  type ProviderMethod,
  type ProviderPayment,
} from '../repositories/provider-payments';
import { methodNotReady } from './method-settings';
import { usesSandbox, type PaymentRuntime, type ProviderResponse } from './runtime';
import { salesPaidByProvider } from './settle';

/**
 * One payment provider on the server: the checkout's payment type (start) plus what its returns, callbacks
 * and webhooks need (confirm happens in its routes through settleProviderEvent), the status the return pages
 * poll, and capture / refund of what it took. Adding a provider is a folder under providers/ (its plugin.ts) and one
 * line in providers/index.ts.
 */
export interface ProviderAdapter extends Pick<PaymentTypeModule, 'handles' | 'start'> {
  readonly type: PaymentMethodType;
  /** Path segment of its sandbox and webhook: /sandbox/<key>/, /payments/<key>/… */
  readonly key: string;
  /** Captures `amount` of a pre-authorization (retention) and releases the rest; false when the provider refused. */
  capture?(payments: PaymentRuntime, method: ProviderMethod, reference: string, amount: Cents, authorized: Cents): Promise<boolean>;
  /**
   * Gives back `amount` of a settled payment; false when the provider refused (or could not be reached). An
   * adapter that reads the provider's id of the refund answers it (`{ refundId }`): it is recorded with the refund.
   */
  refund(payments: PaymentRuntime, method: ProviderMethod, payment: RefundTarget, amount: Cents): Promise<boolean | { refundId: string }>;
}

/** The settled payment a refund gives money back on: the provider's reference and what its confirmation recorded. */
interface RefundTarget {
  reference: string;
  data: JsonObject | null;
}

/**
 * A provider that declined the card inside the checkout (a saved card, a tokenized card charged at once): the
 * checkout is refused and rolled back (nothing is confirmed, a hold keeps counting down) and the portal goes to
 * /cz/ko as it does when a hosted page declines.
 */
export class ProviderDeclined extends Refusal {
  constructor(method: ProviderMethod) {
    super('payment.declined', { method: method.name });
  }
}

/** The customer's saved card of this method that the checkout's tokenId names, if it names one. */
export async function savedCardOf(context: PaymentContext, method: ProviderMethod): Promise<{ id: number; providerToken: string } | undefined> {
  const id = Number(context.tokenId);
  if (context.tokenId === null || !Number.isSafeInteger(id) || id <= 0) return undefined;
  return findCardToken(context.trx, context.customerId, method.id, id);
}

/**
 * The method chosen at checkout, with its server-side settings. A method that cannot take a payment here (keys
 * missing, or on the sandbox in production) is refused in the customer's language before the provider is called.
 */
export async function methodOf(context: PaymentContext): Promise<ProviderMethod> {
  const method = context.method && (await findProviderMethod(context.trx, context.method.id));
  if (!method) throw new Refusal('shop.paymentMethodUnknown', { id: context.method?.id ?? 0 });
  const runtime = context.payments;
  const notReady = methodNotReady(method, runtime.production);
  if (notReady) {
    runtime.log.error({ method: method.id, type: method.type }, `payment method "${method.name}" ${notReady}: refused at checkout`);
    throw new Refusal('payment.methodMissing', { method: method.name });
  }
  return method;
}

/**
 * A provider's checkout steps (start, setupCard) that answer a refusal, never a 500, when the provider's side
 * fails in a way the adapter did not foresee (an unreachable or misconfigured address, an SDK that throws).
 * Refusals and database errors go on as they are: the checkout rolls back, and a deadlock is retried.
 */
export function refusingFailures<T extends Pick<PaymentTypeModule, 'start' | 'setupCard'> & { readonly type: PaymentMethodType }>(adapter: T): T {
  const guard = async <R>(context: PaymentContext, step: string, run: () => Promise<R>): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Refusal || isDatabaseError(error)) throw error;
      context.payments.log.error({ err: error, type: adapter.type, method: context.method?.id, step }, 'payment provider step failed');
      throw new Refusal('payment.providerError', { method: context.method?.name ?? '' });
    }
  };
  const { setupCard } = adapter;
  return {
    ...adapter,
    start: (context: PaymentContext) => guard(context, 'start', () => adapter.start(context)),
    ...(setupCard ? { setupCard: (context: Parameters<typeof setupCard>[0]) => guard(context, 'setupCard', () => setupCard.call(adapter, context)) } : {}),
  };
}

/** PostgreSQL's errors (PGlite's and pg's) carry a five-character SQLSTATE. */
const isDatabaseError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/**
 * The methods a provider's webhook or notification may be verified with: the active ones only (a method the
 * club switched off vouches for nothing) and, in production, none still on the sandbox, whose secrets are
 * published in this repository.
 */
export async function webhookMethods(payments: PaymentRuntime, type: PaymentMethodType): Promise<ProviderMethod[]> {
  const { production } = payments;
  return (await methodsOfType(payments.db, type)).filter((method) => method.active && !(production && usesSandbox(method)));
}

/**
 * A method's webhook secret as far as it can be trusted: in production never one of the sandbox secrets
 * published in this repository (`whsec_sandbox`, Redsys's test key…), however it came to be configured.
 */
export function trustedSecret(payments: PaymentRuntime, secret: string, published: string): string {
  return payments.production && secret === published ? '' : secret;
}

/**
 * The one method whose (trusted) secret verifies a delivery, or undefined. The event then settles payments of
 * that method only: a secret of one method never vouches for another's payments.
 */
export async function verifyingMethod(
  payments: PaymentRuntime,
  type: PaymentMethodType,
  secret: { of: (method: ProviderMethod) => string; published: string },
  verifies: (secret: string) => boolean,
): Promise<ProviderMethod | undefined> {
  return (await webhookMethods(payments, type)).find((method) => {
    const trusted = trustedSecret(payments, secret.of(method), secret.published);
    return trusted !== '' && verifies(trusted);
  });
}

/** The payment under a provider's reference with the method that started it (any method of the provider type). */
export async function providerPaymentOf(
  db: Kysely<DB>,
  type: PaymentMethodType,
  reference: string,
): Promise<{ payment: ProviderPayment; method: ProviderMethod; methodIds: number[] } | null> {
  const methods = await methodsOfType(db, type);
  const methodIds = methods.map((method) => method.id);
  const payment = await findProviderPayment(db, methodIds, reference);
  const method = payment && methods.find((candidate) => candidate.id === payment.methodId);
  return payment && method ? { payment, method, methodIds } : null;
}

/** Whether the checkout pays a shared booking with retention (a pre-authorization, captured at the deadline). */
export async function retentionOf(context: PaymentContext): Promise<{ retention: boolean; deadline: Date | null }> {
  return salesWithRetention(
    context.trx,
    context.sales.map((sale) => sale.id),
  );
}

/**
 * A shared payment with retention is held on the owner's card until the payment deadline; a provider keeps
 * an authorization only so long (`maxAuthorizationDays`), so a later deadline cannot be shared with it.
 */
export function checkAuthorizationWindow(method: ProviderMethod, deadline: Date | null, now: Date, defaultDays: number): void {
  const days = Number(method.privateConfig.maxAuthorizationDays ?? defaultDays);
  if (deadline && deadline.getTime() - now.getTime() > days * 86_400_000) throw new Refusal('payment.sharedDeadline');
}

/** A provider that took the money at once (a saved card, a tokenized card): the sales are settled inside the checkout. */
export async function settledAtOnce(context: PaymentContext, method: ProviderMethod, reference: string, cardTokenId: number | null = null, data?: JsonObject) {
  await openProviderPayment(context.trx, { methodId: method.id, reference, sales: context.sales, at: context.now, cardTokenId, data });
  await movePaymentStatus(context.trx, [method.id], reference, { from: ['Pending'], to: 'Succeeded', at: context.now });
  await salesPaidByProvider(
    context.trx,
    context.sales.map((sale) => sale.id),
    context.customerId,
    context.now,
  );
  return { kind: 'provider' as const, model: { paid: true } };
}

/** A provider call that failed: logged with the provider's answer, refused to the customer in their language. */
export function providerFailure(payments: PaymentRuntime, method: ProviderMethod, what: string, response: ProviderResponse): Refusal {
  payments.log.error({ method: method.id, what, status: response.status, body: response.body.slice(0, 500) }, 'payment provider call failed');
  return new Refusal('payment.providerError', { method: method.name });
}

export const basicAuth = (user: string, password: string): string => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
