import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiLoginId, transactionKey, type TransactionResponse } from '../../payments/providers/authorizenet';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { error, HELD_FOR_REVIEW_CARD, notifyTransaction, opaque, profiles, transactions } from './records';

type Authentication = { name?: string; transactionKey?: string };
export type DetailsRequest = { merchantAuthentication?: Authentication; transId?: string };
export type TransactionRequest = {
  transactionType?: string;
  amount?: string;
  refTransId?: string;
  payment?: { opaqueData?: { dataValue?: string }; creditCard?: { cardNumber?: string } };
  profile?: { createProfile?: boolean; customerProfileId?: string; paymentProfile?: { paymentProfileId?: string } };
  customer?: { id?: string; email?: string };
};

export const authenticated = (configured: ProviderMethod, authentication: Authentication | undefined) =>
  authentication?.name === apiLoginId(configured) && authentication.transactionKey === transactionKey(configured);

const ok = (): TransactionResponse['messages'] => ({ resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] });
const unsuccessful = (): TransactionResponse['messages'] => ({ resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] });
const noCredit = () => ({ responseCode: '3', errors: [{ errorCode: '54', errorText: 'The referenced transaction does not meet the criteria for issuing a credit.' }] });

/** getTransactionDetailsRequest: a transaction's status and amount. */
export function transactionDetails(details: DetailsRequest): TransactionResponse {
  const transaction = transactions.get(String(details.transId ?? ''));
  if (!transaction) return error('E00040', 'The record cannot be found.');
  const responseCode = { capturedPendingSettlement: 1, declined: 2, FDSPendingReview: 4 }[transaction.status];
  return {
    transaction: { transId: details.transId, transactionStatus: transaction.status, responseCode, authAmount: transaction.amount / 100 },
    messages: ok(),
  } as unknown as TransactionResponse;
}

/** refundTransaction: part or the rest of a taken transaction, to the same card. */
export function refundTransaction(request: TransactionRequest, cents: number): TransactionResponse {
  const original = transactions.get(String(request.refTransId ?? ''));
  if (!original || original.number.slice(-4) !== String(request.payment?.creditCard?.cardNumber ?? '').slice(-4))
    return { transactionResponse: noCredit(), messages: unsuccessful() };
  if (original.status !== 'capturedPendingSettlement') return { transactionResponse: noCredit(), messages: unsuccessful() };
  if (original.refunded + cents > original.amount)
    return {
      transactionResponse: {
        responseCode: '3',
        errors: [{ errorCode: '55', errorText: 'The sum of credits against the referenced transaction would exceed original debit amount.' }],
      },
      messages: unsuccessful(),
    };
  original.refunded += cents;
  return {
    transactionResponse: { responseCode: '1', transId: String(randomInt(10_000_000_000, 99_999_999_999)), accountNumber: `XXXX${original.number.slice(-4)}`, accountType: 'Visa' },
    messages: ok(),
  };
}

/** authCaptureTransaction with opaque data or a customer profile: taken, declined or held for review; a profile kept when asked. */
export function chargeTransaction(app: FastifyInstance, configured: ProviderMethod, request: TransactionRequest, cents: number): TransactionResponse {
  const profileKey = request.profile?.customerProfileId ? `${request.profile.customerProfileId}/${request.profile.paymentProfile?.paymentProfileId ?? ''}` : null;
  const card = profileKey
    ? profiles.has(profileKey)
      ? { number: profiles.get(profileKey)!.number, used: false }
      : undefined
    : opaque.get(String(request.payment?.opaqueData?.dataValue ?? ''));
  if (!card) return profileKey ? error('E00040', 'The record cannot be found.') : error('E00114', 'Invalid OTS Token.');
  if (card.used) return error('E00114', 'Invalid OTS Token.');
  if (request.profile?.createProfile && !request.customer?.id && !request.customer?.email) return error('E00041', 'One or more fields in the profile must contain a value.');
  card.used = true;
  const declined = card.number === '4000000000000002';
  const held = card.number === HELD_FOR_REVIEW_CARD;
  const responseCode = declined ? '2' : held ? '4' : '1';
  const transId = String(randomInt(10_000_000_000, 99_999_999_999));
  // Sent after the answer, as the real one is: the merchant's checkout is still writing the sale.
  void notifyTransaction(app.payments, configured, { transId, responseCode, amount: String(request.amount) }, held ? 'net.authorize.payment.fraud.held' : undefined);
  let profileResponse: TransactionResponse['profileResponse'];
  if (!declined) {
    transactions.set(transId, { number: card.number, amount: cents, refunded: 0, status: held ? 'FDSPendingReview' : 'capturedPendingSettlement' });
    if (request.profile?.createProfile) {
      const customerProfileId = String(randomInt(500_000_000, 999_999_999));
      const paymentProfileId = String(randomInt(500_000_000, 999_999_999));
      profiles.set(`${customerProfileId}/${paymentProfileId}`, { number: card.number });
      profileResponse = { customerProfileId, customerPaymentProfileIdList: [paymentProfileId], messages: { resultCode: 'Ok' } };
    }
  }
  return {
    transactionResponse: {
      responseCode,
      transId,
      accountNumber: `XXXX${card.number.slice(-4)}`,
      accountType: 'Visa',
      ...(declined ? { errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }] } : {}),
    },
    ...(profileResponse ? { profileResponse } : {}),
    messages: ok(),
  };
}
