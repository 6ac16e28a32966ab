import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { signatureKey, type TransactionResponse } from '../../payments/providers/authorizenet';
import { setting, type PaymentRuntime } from '../../payments/runtime';
import { authorizeNetSignatureHeader } from '../../payments/signatures/authorizenet';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { sandboxId, sandboxMethod } from '../common';

// The sandbox's records, in memory (a sandbox forgets on restart).
export const opaque = new Map<string, { number: string; used: boolean }>();
/** Customer profiles (CIM): "customerProfileId/paymentProfileId" → the card kept. */
export const profiles = new Map<string, { number: string }>();
/**
 * Transactions that were not declined, for refundTransaction and getTransactionDetailsRequest, with their
 * status among Authorize.Net's: capturedPendingSettlement once taken, FDSPendingReview while held for review
 * (the sandbox's card 4000000000000101 is held; the merchant's review ends it at /sandbox/authorizenet/review).
 */
export const transactions = new Map<string, { number: string; amount: number; refunded: number; status: 'capturedPendingSettlement' | 'FDSPendingReview' | 'declined' }>();
export const HELD_FOR_REVIEW_CARD = '4000000000000101';
const BOM = '\uFEFF';

/**
 * The notification Authorize.Net sends after a transaction, signed with the Signature Key, to the webhook
 * URL the method configures (`webhookUrl`, by default this server's). Sent after the answer, as the real
 * one is: the merchant's checkout is still writing the sale when createTransactionRequest returns.
 */
export function notifyTransaction(
  runtime: PaymentRuntime,
  method: ProviderMethod,
  transaction: { transId: string; responseCode: string; amount: string },
  eventType = 'net.authorize.payment.authcapture.created',
): Promise<void> {
  const body = JSON.stringify({
    notificationId: sandboxId('', 32),
    eventType,
    eventDate: runtime.now().toISOString(),
    webhookId: sandboxId('', 32),
    payload: { responseCode: Number(transaction.responseCode), authAmount: Number(transaction.amount), entityName: 'transaction', id: transaction.transId },
  });
  const url = setting(method, 'webhookUrl', 'AUTHORIZENET_WEBHOOK_URL') || '/payments/authorizenet/webhook';
  return new Promise((resolve) => {
    setImmediate(() => {
      runtime
        .http(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-anet-signature': authorizeNetSignatureHeader(signatureKey(method), body) }, body })
        .then(
          () => resolve(),
          (error: unknown) => {
            runtime.log.warn({ err: error }, 'the authorize.net sandbox could not deliver a webhook');
            resolve();
          },
        );
    });
  });
}

/** The sandbox's method (a 404 without one). */
export const sandboxOf = (app: FastifyInstance) => (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.AuthorizeNet, reply);

/** An API answer as Authorize.Net writes it: JSON after a byte-order mark. */
export const answer = (reply: FastifyReply, body: TransactionResponse) => reply.type('application/json; charset=utf-8').send(BOM + JSON.stringify(body));
export const error = (code: string, text: string): TransactionResponse => ({ messages: { resultCode: 'Error', message: [{ code, text }] } });
