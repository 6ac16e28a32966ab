import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { secretKey, type NetpayCharge, type NetpayTransaction } from '../../payments/providers/netpay';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { sandboxMethod } from '../common';

// The sandbox's records, in memory (a sandbox forgets on restart).
export const tokens = new Map<string, { number: string; used: boolean }>();
/**
 * A charge's life at NetPay: review (3-D Secure asked), WAIT_THREEDS (authenticated, waiting for the merchant's
 * confirmation: not taken yet, however long it waits), success (taken) or failed.
 */
export type ChargeState = NetpayCharge['status'] | 'WAIT_THREEDS';
export const charges = new Map<string, Omit<NetpayCharge, 'status'> & { status: ChargeState; redirect: string; refunded?: number }>();
const TRANSACTION_STATUS: Record<ChargeState, NetpayTransaction['status']> = { review: 'REVIEW', WAIT_THREEDS: 'WAIT_THREEDS', success: 'DONE', failed: 'FAILED' };
/** A charge as the transaction read answers it: NetPay's transaction status. */
export const transactionView = ({ redirect: _redirect, refunded: _refunded, status, ...charge }: NonNullable<ReturnType<typeof charges.get>>) => ({
  ...charge,
  status: TRANSACTION_STATUS[status],
});
/** Cards kept with saveCard: reusable sources. */
export const savedSources = new Map<string, { number: string }>();

/** The sandbox's method (a 404 without one). */
export const sandboxOf = (app: FastifyInstance) => (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.NetPay, reply);

/** The gateway's method, when the call carries its secret key (else a 401). */
export async function gatewayMethod(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<ProviderMethod | null> {
  const configured = await sandboxOf(app)(reply);
  if (!configured) return null;
  if (request.headers.authorization !== secretKey(configured)) {
    await reply.code(401).send({ message: 'Invalid secret key' });
    return null;
  }
  return configured;
}
