import type { FastifyInstance } from 'fastify';
import { answer, error, sandboxOf } from './records';
import { authorizeNetHosted } from './hosted';
import { authenticated, chargeTransaction, refundTransaction, transactionDetails, type DetailsRequest, type TransactionRequest } from './transactions';

/** The Authorize.Net sandbox: Accept.js stand-in (opaque data), createTransactionRequest and its webhooks. */
export async function authorizeNetSandbox(app: FastifyInstance): Promise<void> {
  const method = sandboxOf(app);
  authorizeNetHosted(app);

  app.post('/authorizenet/xml/v1/request.api', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const sent = request.body as {
      getTransactionDetailsRequest?: DetailsRequest;
      createTransactionRequest?: { merchantAuthentication?: { name?: string; transactionKey?: string }; transactionRequest?: TransactionRequest };
    };
    const details = sent.getTransactionDetailsRequest;
    if (details) {
      if (!authenticated(configured, details.merchantAuthentication)) return answer(reply, error('E00007', 'User authentication failed due to invalid authentication values.'));
      return answer(reply, transactionDetails(details));
    }
    const body = sent.createTransactionRequest;
    if (!authenticated(configured, body?.merchantAuthentication)) return answer(reply, error('E00007', 'User authentication failed due to invalid authentication values.'));
    const transaction = body?.transactionRequest ?? {};
    if (!/^\d+(\.\d{1,2})?$/.test(String(transaction.amount ?? ''))) return answer(reply, error('E00027', 'The transaction was unsuccessful.'));
    const cents = Math.round(Number(transaction.amount) * 100);
    if (transaction.transactionType === 'refundTransaction') return answer(reply, refundTransaction(transaction, cents));
    return answer(reply, chargeTransaction(app, configured, transaction, cents));
  });
}
