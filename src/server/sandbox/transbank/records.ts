import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { apiSecret, commerceCode } from '../../payments/providers/transbank';
import { sandboxMethod } from '../common';

/** Transbank's integration test cards: the VISA is approved, the MASTERCARD's charges are declined. */
export const TEST_CARDS = {
  visa: { type: 'Visa', number: 'XXXXXXXXXXXX6623', label: 'VISA 4051 8856 0044 6623 (approved)', declines: false },
  mastercard: { type: 'Mastercard', number: 'XXXXXXXXXXXX0568', label: 'MASTERCARD 5186 0595 5959 0568 (declined)', declines: true },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

export interface Inscription {
  token: string;
  username: string;
  responseUrl: string;
  state: 'started' | 'approved' | 'rejected' | 'finished';
  card: TestCard;
}

export interface Detail {
  amount: number;
  status: 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED' | 'PARTIALLY_NULLIFIED';
  authorization_code: string;
  payment_type_code: string;
  response_code: number;
  installments_number: number;
  commerce_code: string;
  buy_order: string;
  balance: number;
}

export interface Transaction {
  buy_order: string;
  card_detail: { card_number: string };
  accounting_date: string;
  transaction_date: string;
  details: Detail[];
}

export const inscriptions = new Map<string, Inscription>();
export const users = new Map<string, { username: string; card: TestCard }>();
export const transactions = new Map<string, Transaction>();

export const error = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error_message: message });

export const API = '/transbank/rswebpaytransaction/api/oneclick/v1.2';
export const WEBPAY = '/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi';
export const DECIDE = '/sandbox/transbank/webpayserver/bp_multicode_inscription_decide.cgi';

/** The sandbox's method (a 404 without one). */
export const sandboxOf = (app: FastifyInstance) => (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Transbank, reply);

/** Whether an API call carries the commerce's key id and secret (else a 401). */
export async function apiAllowed(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const configured = await sandboxOf(app)(reply);
  if (!configured) return false;
  if (request.headers['tbk-api-key-id'] !== commerceCode(configured) || request.headers['tbk-api-key-secret'] !== apiSecret(configured)) {
    await error(reply, 401, 'Not Authorized');
    return false;
  }
  return true;
}
