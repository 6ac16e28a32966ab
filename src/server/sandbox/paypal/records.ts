import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { paypalCurrency, type PaypalAuthorization, type PaypalOrder } from '../../payments/providers/paypal';
import { sandboxMethod } from '../common';

// The sandbox's records, in memory (a sandbox forgets on restart).
export const tokens = new Set<string>();
export type SandboxOrder = PaypalOrder & { value: string; currency: string; declineCapture?: boolean };
export const orders = new Map<string, SandboxOrder>();
/** Authorizations of AUTHORIZE orders, by id. */
export const authorizations = new Map<string, PaypalAuthorization & { orderId: string }>();
/** Each capture's amount and what was refunded of it, in cents. */
export const captures = new Map<string, { orderId: string; amount: number; currency: string; refunded: number; declined: boolean }>();

/** The sandbox's method (a 404 without one). */
export const sandboxOf = (app: FastifyInstance) => (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.PayPal, reply);

/** Whether an API call carries a token the sandbox gave (else a 401). */
export async function bearer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (!(await sandboxOf(app)(reply))) return false;
  if (!tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
    await reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  }
  return true;
}

/** An order as PayPal answers it. */
export const view = (order: SandboxOrder) => {
  const { value, currency, declineCapture: _decline, ...rest } = order;
  return { ...rest, purchase_units: [{ ...(rest.purchase_units?.[0] ?? {}), amount: { value, currency_code: currency } }] };
};

/**
 * PayPal's check of an amount: a currency it takes, and a value with no more decimals than PayPal counts for
 * it (none for JPY, HUF, TWD: DECIMALS_NOT_SUPPORTED), else the issue it answers.
 */
export const amountIssue = (amount: { value?: string; currency_code?: string } | undefined): string | null => {
  const currency = paypalCurrency(amount?.currency_code ?? '');
  if (!currency) return 'CURRENCY_NOT_SUPPORTED';
  const match = /^\d+(?:\.(\d+))?$/.exec(amount?.value ?? '');
  if (!match) return 'INVALID_PARAMETER_VALUE';
  return (match[1]?.length ?? 0) > currency.minorUnits ? 'DECIMALS_NOT_SUPPORTED' : null;
};

export const authorizationView = ({ orderId, ...authorization }: PaypalAuthorization & { orderId: string }): PaypalAuthorization => ({
  ...authorization,
  supplementary_data: { related_ids: { order_id: orderId } },
});
