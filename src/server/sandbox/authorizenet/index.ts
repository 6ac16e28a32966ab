import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { setting, type PaymentRuntime } from '../../payments/runtime';
import { authorizeNetSignatureHeader } from '../../payments/signatures/authorizenet';
import { apiLoginId, OPAQUE_DESCRIPTOR, signatureKey, transactionKey, type TransactionResponse } from '../../payments/providers/authorizenet';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { sandboxId, sandboxMethod } from '../common';

const SCRIPT = readFileSync(new URL('./accept.js', import.meta.url), 'utf8');
const opaque = new Map<string, { number: string; used: boolean }>();
/** Customer profiles (CIM): "customerProfileId/paymentProfileId" → the card kept. */
const profiles = new Map<string, { number: string }>();
/**
 * Transactions that were not declined, for refundTransaction and getTransactionDetailsRequest, with their
 * status among Authorize.Net's: capturedPendingSettlement once taken, FDSPendingReview while held for review
 * (the sandbox's card 4000000000000101 is held; the merchant's review ends it at /sandbox/authorizenet/review).
 */
const transactions = new Map<string, { number: string; amount: number; refunded: number; status: 'capturedPendingSettlement' | 'FDSPendingReview' | 'declined' }>();
const HELD_FOR_REVIEW_CARD = '4000000000000101';
const BOM = '\uFEFF';

/**
 * The notification Authorize.Net sends after a transaction, signed with the Signature Key, to the webhook
 * URL the method configures (`webhookUrl`, by default this server's). Sent after the answer, as the real
 * one is: the merchant's checkout is still writing the sale when createTransactionRequest returns.
 */
function notifyTransaction(
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

/** The Authorize.Net sandbox: Accept.js stand-in (opaque data), createTransactionRequest and its webhooks. */
export async function authorizeNetSandbox(app: FastifyInstance): Promise<void> {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.AuthorizeNet, reply);
  const answer = (reply: FastifyReply, body: TransactionResponse) => reply.type('application/json; charset=utf-8').send(BOM + JSON.stringify(body));
  const error = (code: string, text: string): TransactionResponse => ({ messages: { resultCode: 'Error', message: [{ code, text }] } });

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

  app.post('/authorizenet/xml/v1/request.api', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
    const details = (request.body as { getTransactionDetailsRequest?: { merchantAuthentication?: { name?: string; transactionKey?: string }; transId?: string } })
      .getTransactionDetailsRequest;
    if (details) {
      if (details.merchantAuthentication?.name !== apiLoginId(configured) || details.merchantAuthentication.transactionKey !== transactionKey(configured))
        return answer(reply, error('E00007', 'User authentication failed due to invalid authentication values.'));
      const transaction = transactions.get(String(details.transId ?? ''));
      if (!transaction) return answer(reply, error('E00040', 'The record cannot be found.'));
      const responseCode = { capturedPendingSettlement: 1, declined: 2, FDSPendingReview: 4 }[transaction.status];
      return answer(reply, {
        transaction: { transId: details.transId, transactionStatus: transaction.status, responseCode, authAmount: transaction.amount / 100 },
        messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
      } as unknown as TransactionResponse);
    }
    const body = (
      request.body as {
        createTransactionRequest?: {
          merchantAuthentication?: { name?: string; transactionKey?: string };
          transactionRequest?: {
            transactionType?: string;
            amount?: string;
            refTransId?: string;
            payment?: { opaqueData?: { dataValue?: string }; creditCard?: { cardNumber?: string } };
            profile?: { createProfile?: boolean; customerProfileId?: string; paymentProfile?: { paymentProfileId?: string } };
            customer?: { id?: string; email?: string };
          };
        };
      }
    ).createTransactionRequest;
    if (body?.merchantAuthentication?.name !== apiLoginId(configured) || body.merchantAuthentication.transactionKey !== transactionKey(configured))
      return answer(reply, error('E00007', 'User authentication failed due to invalid authentication values.'));
    const request_ = body.transactionRequest ?? {};
    if (!/^\d+(\.\d{1,2})?$/.test(String(request_.amount ?? ''))) return answer(reply, error('E00027', 'The transaction was unsuccessful.'));
    const cents = Math.round(Number(request_.amount) * 100);
    if (request_.transactionType === 'refundTransaction') {
      const original = transactions.get(String(request_.refTransId ?? ''));
      if (!original || original.number.slice(-4) !== String(request_.payment?.creditCard?.cardNumber ?? '').slice(-4))
        return answer(reply, {
          transactionResponse: { responseCode: '3', errors: [{ errorCode: '54', errorText: 'The referenced transaction does not meet the criteria for issuing a credit.' }] },
          messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
        });
      if (original.status !== 'capturedPendingSettlement')
        return answer(reply, {
          transactionResponse: { responseCode: '3', errors: [{ errorCode: '54', errorText: 'The referenced transaction does not meet the criteria for issuing a credit.' }] },
          messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
        });
      if (original.refunded + cents > original.amount)
        return answer(reply, {
          transactionResponse: {
            responseCode: '3',
            errors: [{ errorCode: '55', errorText: 'The sum of credits against the referenced transaction would exceed original debit amount.' }],
          },
          messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
        });
      original.refunded += cents;
      return answer(reply, {
        transactionResponse: {
          responseCode: '1',
          transId: String(randomInt(10_000_000_000, 99_999_999_999)),
          accountNumber: `XXXX${original.number.slice(-4)}`,
          accountType: 'Visa',
        },
        messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
      });
    }
    const profileKey = request_.profile?.customerProfileId ? `${request_.profile.customerProfileId}/${request_.profile.paymentProfile?.paymentProfileId ?? ''}` : null;
    const card = profileKey
      ? profiles.has(profileKey)
        ? { number: profiles.get(profileKey)!.number, used: false }
        : undefined
      : opaque.get(String(request_.payment?.opaqueData?.dataValue ?? ''));
    if (!card) return answer(reply, profileKey ? error('E00040', 'The record cannot be found.') : error('E00114', 'Invalid OTS Token.'));
    if (card.used) return answer(reply, error('E00114', 'Invalid OTS Token.'));
    if (request_.profile?.createProfile && !request_.customer?.id && !request_.customer?.email)
      return answer(reply, error('E00041', 'One or more fields in the profile must contain a value.'));
    card.used = true;
    const declined = card.number === '4000000000000002';
    const held = card.number === HELD_FOR_REVIEW_CARD;
    const responseCode = declined ? '2' : held ? '4' : '1';
    const transId = String(randomInt(10_000_000_000, 99_999_999_999));
    // Sent after the answer, as the real one is: the merchant's checkout is still writing the sale.
    void notifyTransaction(app.payments, configured, { transId, responseCode, amount: String(request_.amount) }, held ? 'net.authorize.payment.fraud.held' : undefined);
    let profileResponse: TransactionResponse['profileResponse'];
    if (!declined) {
      transactions.set(transId, { number: card.number, amount: cents, refunded: 0, status: held ? 'FDSPendingReview' : 'capturedPendingSettlement' });
      if (request_.profile?.createProfile) {
        const customerProfileId = String(randomInt(500_000_000, 999_999_999));
        const paymentProfileId = String(randomInt(500_000_000, 999_999_999));
        profiles.set(`${customerProfileId}/${paymentProfileId}`, { number: card.number });
        profileResponse = { customerProfileId, customerPaymentProfileIdList: [paymentProfileId], messages: { resultCode: 'Ok' } };
      }
    }
    return answer(reply, {
      transactionResponse: {
        responseCode,
        transId,
        accountNumber: `XXXX${card.number.slice(-4)}`,
        accountType: 'Visa',
        ...(declined ? { errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }] } : {}),
      },
      ...(profileResponse ? { profileResponse } : {}),
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    });
  });
}
