import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { accessToken, type MercadoPagoPayment } from '../../payments/providers/mercadopago';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { sandboxMethod } from '../common';

export const EMAIL = /^[^@\s]+@[^@\s]+$/;
// The sandbox's records, in memory (a sandbox forgets on restart).
export const cardTokens = new Map<string, { holder: string; last4: string; used: boolean; approved?: boolean; kept?: boolean }>();
/** Mercado Pago customers by id (their e-mail and kept cards). */
export const customers = new Map<string, { email: string; cards: string[] }>();
export const payments = new Map<number, MercadoPagoPayment>();
export const idempotency = new Map<string, number>();
/** What was refunded of each payment, in cents. */
export const refunded = new Map<number, number>();

/** The sandbox's method (a 404 without one). */
export const sandboxOf = (app: FastifyInstance) => (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.MercadoPago, reply);

/** The API's method, when the call carries its access token (else a 401). */
export async function apiMethod(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<ProviderMethod | null> {
  const configured = await sandboxOf(app)(reply);
  if (!configured) return null;
  if (request.headers.authorization !== `Bearer ${accessToken(configured)}`) {
    await reply.code(401).send({ message: 'invalid access token' });
    return null;
  }
  return configured;
}
