import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { apiLoginId, OPAQUE_DESCRIPTOR } from '../../payments/providers/authorizenet';
import { setting } from '../../payments/runtime';
import { sandboxId } from '../common';
import { error, notifyTransaction, opaque, sandboxOf, transactions } from './records';

const SCRIPT = readFileSync(new URL('./accept.js', import.meta.url), 'utf8');

/** Accept.js stand-in (card data to opaque data), and the Merchant Interface's review of a held transaction. */
export function authorizeNetHosted(app: FastifyInstance): void {
  const method = sandboxOf(app);

  app.get('/authorizenet/v1/Accept.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  app.post('/authorizenet/v1/opaque', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const body = request.body as { authData?: { clientKey?: string; apiLoginID?: string }; cardData?: { cardNumber?: string; month?: string; year?: string; cardCode?: string } };
    if (body.authData?.clientKey !== setting(configured, 'clientKey') || body.authData?.apiLoginID !== apiLoginId(configured))
      return error('E_WC_21', 'User authentication failed due to invalid authentication values.');
    const number = String(body.cardData?.cardNumber ?? '').replace(/\D/g, '');
    if (!/^\d{13,19}$/.test(number)) return error('E_WC_05', 'Please provide valid credit card number.');
    const dataValue = sandboxId('eyJjb2RlIjoiNTBfMl8w', 60);
    opaque.set(dataValue, { number, used: false });
    return { opaqueData: { dataDescriptor: OPAQUE_DESCRIPTOR, dataValue }, messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] } };
  });

  /**
   * The merchant's review of a transaction held for review (the Merchant Interface's Approve / Decline): it is
   * then taken or declined, and Authorize.Net tells the webhook (fraud.approved / fraud.declined) before answering.
   */
  app.post<{ Params: { transId: string } }>('/authorizenet/review/:transId', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const transaction = transactions.get(request.params.transId);
    if (transaction?.status !== 'FDSPendingReview') return reply.code(404).send({ message: 'No transaction held for review' });
    const approved = (request.body as { decision?: string } | undefined)?.decision === 'approve';
    transaction.status = approved ? 'capturedPendingSettlement' : 'declined';
    const amount = (transaction.amount / 100).toFixed(2);
    await notifyTransaction(
      app.payments,
      configured,
      { transId: request.params.transId, responseCode: approved ? '1' : '2', amount },
      approved ? 'net.authorize.payment.fraud.approved' : 'net.authorize.payment.fraud.declined',
    );
    return { transId: request.params.transId, transactionStatus: transaction.status };
  });
}
