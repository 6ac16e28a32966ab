import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { paymentRuntime, setting } from '../../payments/runtime';
import { authorizeNetSignatureHeader } from '../../payments/signatures/authorizenet';
import { apiLoginId, OPAQUE_DESCRIPTOR, signatureKey, transactionKey, type TransactionResponse } from '../../payments/providers/authorizenet';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { sandboxId, sandboxMethod } from '../common';

const SCRIPT = readFileSync(new URL('./accept.js', import.meta.url), 'utf8');
const opaque = new Map<string, { number: string; used: boolean }>();
/** Customer profiles (CIM): "customerProfileId/paymentProfileId" → the card kept. */
const profiles = new Map<string, { number: string }>();
/** Settled transactions, for refundTransaction. */
const transactions = new Map<string, { number: string; amount: number; refunded: number }>();
const BOM = '\uFEFF';

/**
 * The notification Authorize.Net sends after a transaction, signed with the Signature Key, to the webhook
 * URL the method configures (`webhookUrl`, by default this server's). Sent after the answer, as the real
 * one is: the merchant's checkout is still writing the sale when createTransactionRequest returns.
 */
function notifyTransaction(method: ProviderMethod, transaction: { transId: string; responseCode: string; amount: string }): void {
  const runtime = paymentRuntime();
  const body = JSON.stringify({
    notificationId: sandboxId('', 32),
    eventType: 'net.authorize.payment.authcapture.created',
    eventDate: runtime.now().toISOString(),
    webhookId: sandboxId('', 32),
    payload: { responseCode: Number(transaction.responseCode), authAmount: Number(transaction.amount), entityName: 'transaction', id: transaction.transId },
  });
  const url = setting(method, 'webhookUrl', 'AUTHORIZENET_WEBHOOK_URL') || '/payments/authorizenet/webhook';
  setImmediate(() => {
    runtime
      .http(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-anet-signature': authorizeNetSignatureHeader(signatureKey(method), body) }, body })
      .catch((error: unknown) => runtime.log.warn({ err: error }, 'the authorize.net sandbox could not deliver a webhook'));
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

  app.post('/authorizenet/xml/v1/request.api', async (request, reply) => {
    const configured = await method(reply);
    if (!configured) return;
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
    const transId = String(randomInt(10_000_000_000, 99_999_999_999));
    notifyTransaction(configured, { transId, responseCode: declined ? '2' : '1', amount: String(request_.amount) });
    let profileResponse: TransactionResponse['profileResponse'];
    if (!declined) {
      transactions.set(transId, { number: card.number, amount: cents, refunded: 0 });
      if (request_.profile?.createProfile) {
        const customerProfileId = String(randomInt(500_000_000, 999_999_999));
        const paymentProfileId = String(randomInt(500_000_000, 999_999_999));
        profiles.set(`${customerProfileId}/${paymentProfileId}`, { number: card.number });
        profileResponse = { customerProfileId, customerPaymentProfileIdList: [paymentProfileId], messages: { resultCode: 'Ok' } };
      }
    }
    return answer(reply, {
      transactionResponse: {
        responseCode: declined ? '2' : '1',
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
