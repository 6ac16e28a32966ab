import { randomUUID } from 'node:crypto';
import { PaymentMethodType } from '../../../db/schema';
import { CheckoutRefusal } from '../../../checkout/refusal';
import type { ProviderMethod } from '../../../repositories/provider-payments';
import { decimal, methodOf, providerFailure, settledAtOnce, type ProviderAdapter } from '../../provider';
import { paymentRuntime, providerBaseUrl, setting, usesSandbox } from '../../runtime';

// Authorize.Net: the card entry popup hands the card to Accept.js, which answers opaque data (dataDescriptor
// COMMON.ACCEPT.INAPP.PAYMENT and dataValue); checkout sends dataValue as tokenId and the server runs
// createTransactionRequest (authCaptureTransaction) with it on the XML/JSON API. Response code 1 approved,
// 2 declined, 3 error, 4 held for review.

const SANDBOX_TRANSACTION_KEY = 'authnet-sandbox-transaction-key';
export const SANDBOX_SIGNATURE_KEY = 'AUTHNET-SANDBOX-SIGNATURE-KEY';
export const OPAQUE_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

const authorizeNetBase = (method: ProviderMethod) => providerBaseUrl(method, '/sandbox/authorizenet', 'https://api.authorize.net', 'AUTHORIZENET_API_BASE');
export const apiLoginId = (method: ProviderMethod) => setting(method, 'apiLoginId', 'AUTHORIZENET_API_LOGIN_ID');
/** The Signature Key of the merchant interface (Account → Settings → API Credentials & Keys): it signs the webhooks. */
export const signatureKey = (method: ProviderMethod) => setting(method, 'signatureKey', 'AUTHORIZENET_SIGNATURE_KEY') || (usesSandbox(method) ? SANDBOX_SIGNATURE_KEY : '');
export const transactionKey = (method: ProviderMethod) => setting(method, 'transactionKey', 'AUTHORIZENET_TRANSACTION_KEY') || (usesSandbox(method) ? SANDBOX_TRANSACTION_KEY : '');

export interface TransactionResponse {
  transactionResponse?: { responseCode?: string; transId?: string; accountNumber?: string; accountType?: string; errors?: Array<{ errorCode: string; errorText: string }> };
  messages: { resultCode: 'Ok' | 'Error'; message: Array<{ code: string; text: string }> };
}

/** Authorize.Net answers JSON with a byte-order mark first. */
const parseAnetJson = <T>(body: string): T => JSON.parse(body.replace(/^\uFEFF/, '')) as T;

export const authorizeNetProvider: ProviderAdapter = {
  type: PaymentMethodType.AuthorizeNet,
  key: 'authorizenet',
  handles: [PaymentMethodType.AuthorizeNet],
  async start(context) {
    const method = await methodOf(context);
    if (context.tokenId === null || String(context.tokenId).trim() === '') throw new CheckoutRefusal('payment.cardRequired', { method: method.name });
    const refId = randomUUID().replace(/-/g, '').slice(0, 20);
    const answer = await paymentRuntime().http(`${authorizeNetBase(method)}/xml/v1/request.api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        createTransactionRequest: {
          merchantAuthentication: { name: apiLoginId(method), transactionKey: transactionKey(method) },
          refId,
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: decimal(context.total),
            payment: { opaqueData: { dataDescriptor: OPAQUE_DESCRIPTOR, dataValue: String(context.tokenId) } },
            order: {
              invoiceNumber: refId,
              description: context.sales
                .map((sale) => sale.title)
                .join(', ')
                .slice(0, 255),
            },
          },
        },
      }),
    });
    if (answer.status !== 200) throw providerFailure(method, 'createTransactionRequest', answer);
    const result = parseAnetJson<TransactionResponse>(answer.body);
    const code = result.transactionResponse?.responseCode;
    if (code === '1' && result.transactionResponse?.transId) return settledAtOnce(context, method, result.transactionResponse.transId);
    if (code === '2' || code === '4') throw new CheckoutRefusal('payment.declined', { method: method.name });
    throw providerFailure(method, 'createTransactionRequest', answer);
  },
};
