import { randomUUID } from 'node:crypto';
import { centsToDecimalString, toCents } from '../../../../domain/money';
import { PaymentMethodType } from '../../../db/schema';
import { Refusal } from '../../../http/refusal';
import { openProviderPayment, type ProviderMethod } from '../../../repositories/provider-payments';
import { saveCardToken } from '../../../repositories/card-tokens';
import { methodOf, ProviderDeclined, providerFailure, providerPaymentOf, savedCardOf, settledAtOnce, type ProviderAdapter } from '../../provider';
import { providerBaseUrl, setting, usesSandbox, type PaymentRuntime } from '../../runtime';
import { settleProviderEvent, type ProviderOutcome } from '../../settle';
import { checkoutAmount } from '../currency';
import { refundMade } from '../refund-answer';

// Authorize.Net: the card entry popup hands the card to Accept.js, which answers opaque data (dataDescriptor
// COMMON.ACCEPT.INAPP.PAYMENT and dataValue); checkout sends dataValue as tokenId and the server runs
// createTransactionRequest (authCaptureTransaction) with it on the XML/JSON API. Response code 1 approved,
// 2 declined, 3 error, 4 held for review: a held transaction is neither taken nor declined, so its payment stays
// pending (the order is placed, its sale owed) until the review ends, which the webhook (fraud.approved,
// fraud.declined) or a status read (getTransactionDetailsRequest) applies once.

const SANDBOX_TRANSACTION_KEY = 'authnet-sandbox-transaction-key';
export const SANDBOX_SIGNATURE_KEY = 'AUTHNET-SANDBOX-SIGNATURE-KEY';
export const OPAQUE_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

const authorizeNetBase = (payments: PaymentRuntime, method: ProviderMethod) =>
  providerBaseUrl(payments, method, '/sandbox/authorizenet', 'https://api.authorize.net', 'AUTHORIZENET_API_BASE');
export const apiLoginId = (method: ProviderMethod) => setting(method, 'apiLoginId', 'AUTHORIZENET_API_LOGIN_ID');
/** The Signature Key of the merchant interface (Account → Settings → API Credentials & Keys): it signs the webhooks. */
export const signatureKey = (method: ProviderMethod) => setting(method, 'signatureKey', 'AUTHORIZENET_SIGNATURE_KEY') || (usesSandbox(method) ? SANDBOX_SIGNATURE_KEY : '');
export const transactionKey = (method: ProviderMethod) => setting(method, 'transactionKey', 'AUTHORIZENET_TRANSACTION_KEY') || (usesSandbox(method) ? SANDBOX_TRANSACTION_KEY : '');

export interface TransactionResponse {
  transactionResponse?: { responseCode?: string; transId?: string; accountNumber?: string; accountType?: string; errors?: Array<{ errorCode: string; errorText: string }> };
  /** With profile.createProfile: the customer profile and payment profile that keep the card (CIM). */
  profileResponse?: { customerProfileId?: string; customerPaymentProfileIdList?: string[]; messages?: { resultCode: string } };
  messages: { resultCode: 'Ok' | 'Error'; message: Array<{ code: string; text: string }> };
}

/** A saved card is its customer profile and payment profile: kept as "customerProfileId/paymentProfileId". */
const profileToken = (customerProfileId: string, paymentProfileId: string) => `${customerProfileId}/${paymentProfileId}`;

/** A request of the XML/JSON API, in the method's merchant authentication. */
const apiRequest = (payments: PaymentRuntime, method: ProviderMethod, name: string, request: Record<string, unknown>) =>
  payments.http(`${authorizeNetBase(payments, method)}/xml/v1/request.api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ [name]: { merchantAuthentication: { name: apiLoginId(method), transactionKey: transactionKey(method) }, ...request } }),
  });

/** createTransactionRequest on the XML/JSON API. */
const transactionRequest = (payments: PaymentRuntime, method: ProviderMethod, refId: string, request: Record<string, unknown>) =>
  apiRequest(payments, method, 'createTransactionRequest', { refId, transactionRequest: request });

/** What getTransactionDetailsRequest says of a transaction: its status among Authorize.Net's, and what it authorized. */
interface TransactionDetails {
  transaction?: { transId?: string; transactionStatus?: string; responseCode?: number | string; authAmount?: number | string };
  messages: { resultCode: 'Ok' | 'Error' };
}

/** A transaction status (getTransactionDetails) as an outcome: taken, failed, or still waiting (in review, or not settled yet). */
function statusOutcome(status: string | undefined): ProviderOutcome {
  switch (status) {
    case 'capturedPendingSettlement':
    case 'settledSuccessfully':
      return 'succeeded';
    case 'authorizedPendingCapture':
      return 'authorized';
    case 'declined':
    case 'voided':
    case 'failedReview':
    case 'expired':
    case 'generalError':
    case 'settlementError':
    case 'communicationError':
    case 'couldNotVoid':
      return 'failed';
    default:
      // FDSPendingReview, FDSAuthorizedPendingReview, underReview, approvedReview: the review is not over.
      return 'pending';
  }
}

/**
 * A status read of a payment still pending (a transaction held for review): getTransactionDetailsRequest, then
 * its outcome applied once. Answers the outcome, or null for a transaction unknown here or to Authorize.Net.
 */
export async function authorizeNetTransactionStatus(payments: PaymentRuntime, transId: string): Promise<ProviderOutcome | null> {
  const { db } = payments;
  const found = await providerPaymentOf(db, PaymentMethodType.AuthorizeNet, transId);
  if (!found) return null;
  const answer = await apiRequest(payments, found.method, 'getTransactionDetailsRequest', { transId });
  if (answer.status !== 200) return null;
  const details = parseAnetJson<TransactionDetails>(answer.body);
  if (details.messages.resultCode !== 'Ok' || !details.transaction) return null;
  const outcome = statusOutcome(details.transaction.transactionStatus);
  const amount = details.transaction.authAmount;
  await settleProviderEvent(payments, {
    methodIds: [found.method.id],
    reference: transId,
    outcome,
    amount: outcome === 'failed' || amount === undefined ? undefined : toCents(amount),
  });
  return outcome;
}

/** Authorize.Net answers JSON with a byte-order mark first. */
const parseAnetJson = <T>(body: string): T => JSON.parse(body.replace(/^\uFEFF/, '')) as T;

export const authorizeNetProvider: ProviderAdapter = {
  type: PaymentMethodType.AuthorizeNet,
  key: 'authorizenet',
  handles: [PaymentMethodType.AuthorizeNet],
  async start(context) {
    const { payments } = context;
    const method = await methodOf(context);
    if (context.tokenId === null || String(context.tokenId).trim() === '') throw new Refusal('payment.cardRequired', { method: method.name });
    const refId = randomUUID().replace(/-/g, '').slice(0, 20);
    const saved = await savedCardOf(context, method);
    const [customerProfileId, paymentProfileId] = saved ? saved.providerToken.split('/') : [];
    const keep = context.saveCard && !saved;
    const { decimal: amount } = checkoutAmount(method, context.club.currency_code, context.total);
    // The JSON API keeps the XML schema's element order: payment or profile, then order, then customer.
    const answer = await transactionRequest(payments, method, refId, {
      transactionType: 'authCaptureTransaction',
      amount,
      ...(saved
        ? { profile: { customerProfileId, paymentProfile: { paymentProfileId } } }
        : { payment: { opaqueData: { dataDescriptor: OPAQUE_DESCRIPTOR, dataValue: String(context.tokenId) } }, ...(keep ? { profile: { createProfile: true } } : {}) }),
      order: {
        invoiceNumber: refId,
        description: context.sales
          .map((sale) => sale.title)
          .join(', ')
          .slice(0, 255),
      },
      ...(keep ? { customer: { id: String(context.customerId) } } : {}),
    });
    if (answer.status !== 200) throw providerFailure(payments, method, 'createTransactionRequest', answer);
    const result = parseAnetJson<TransactionResponse>(answer.body);
    const code = result.transactionResponse?.responseCode;
    const transaction = result.transactionResponse;
    if ((code === '1' || code === '4') && transaction?.transId) {
      const profile = result.profileResponse;
      const kept =
        keep && profile?.customerProfileId && profile.customerPaymentProfileIdList?.[0]
          ? await saveCardToken(context.trx, {
              customerId: context.customerId,
              methodId: method.id,
              providerToken: profileToken(profile.customerProfileId, profile.customerPaymentProfileIdList[0]),
              cardEnding: (transaction.accountNumber ?? '').slice(-4).padStart(4, '0'),
              brand: transaction.accountType ?? null,
              expiry: null,
            })
          : null;
      // The refund names the card's last four digits: kept with the payment.
      const data = { accountNumber: transaction.accountNumber ?? '' };
      if (code === '1') return settledAtOnce(context, method, transaction.transId, saved?.id ?? kept, data);
      // Held for review: the order is placed and its payment waits for the review's end.
      await openProviderPayment(context.trx, { methodId: method.id, reference: transaction.transId, sales: context.sales, at: context.now, cardTokenId: saved?.id ?? kept, data });
      return { kind: 'provider', model: { paid: false } };
    }
    if (code === '2') throw new ProviderDeclined(method);
    throw providerFailure(payments, method, 'createTransactionRequest', answer);
  },
  /** refundTransaction of a settled transaction: refTransId and the card's last four digits. */
  async refund(payments, method, payment, amount) {
    const accountNumber = typeof payment.data?.accountNumber === 'string' ? payment.data.accountNumber : '';
    const answer = await transactionRequest(payments, method, randomUUID().replace(/-/g, '').slice(0, 20), {
      transactionType: 'refundTransaction',
      amount: centsToDecimalString(amount, 2),
      payment: { creditCard: { cardNumber: accountNumber.slice(-4), expirationDate: 'XXXX' } },
      refTransId: payment.reference,
    });
    if (answer.status !== 200) return false;
    const refund = parseAnetJson<TransactionResponse>(answer.body).transactionResponse;
    return refund?.responseCode === '1' && refundMade(refund.transId);
  },
};
